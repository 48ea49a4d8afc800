/**
 * The `compare` input: one report form as JSON (spec §3.4 customer record, §3.5 village, §3.9 contract).
 * Money in dollars, rates as fractions, dates ISO `YYYY-MM-DD`, frequencies as periods per year
 * (spec §3.5: 0 none, 1 yearly, 12 monthly, 26 fortnightly, 52 weekly). A complete example:
 * `packages/engine/examples/compare.json`. Customer details the spec requires for a customised report
 * (§5) are optional here: when any is missing the comparison is produced in its simplified variant.
 */
import { z } from 'zod';
import { IsoDate } from '../iso-date.ts';
import { ENGINE_LIMITS } from '../limits.ts';
import { ExitContractTerms, Tenure } from '../rules/exit-entitlement.ts';
import { MeansCategory, ServiceSplit } from '../rules/support-at-home.ts';

const money = z.number().finite().min(0);
const fraction = z.number().finite().min(0).max(1);
/** A yearly growth or earnings rate, fraction (ENGINE_LIMITS.yearlyRate: −50 % … 100 %). */
const rate = z.number().min(ENGINE_LIMITS.yearlyRate.min).max(ENGINE_LIMITS.yearlyRate.max);

/** Periods per year (spec §3.5 "Frequencies"). */
export const Frequency = z.union([z.literal(0), z.literal(1), z.literal(12), z.literal(26), z.literal(52)]);

/** `{ amount, frequency }`: dollars per period; frequency defaults to fortnightly (spec: default 26). */
export const PeriodicAmount = z.strictObject({ amount: money, frequency: Frequency.default(26) });
/** A named expense or fee line: `{ name, amount, frequency }`. */
export const ExpenseLine = PeriodicAmount.extend({ name: z.string().max(200).default('') }).strict();
export type ExpenseLine = z.output<typeof ExpenseLine>;

/** The four expense groups (spec: living, home, travel & entertainment, health & wellness), each per period. */
export const ExpenseGroups = z.strictObject({
  living: PeriodicAmount.optional(),
  travelEntertainment: PeriodicAmount.optional(),
  healthWellness: PeriodicAmount.optional(),
  /** Home expense lines (Renovations, Appliances, Utilities, Rates, Insurances, Garden/pool maintenance, Other). */
  homeExpenses: z.array(ExpenseLine).max(50).optional(),
});
export type ExpenseGroups = z.output<typeof ExpenseGroups>;

/** Care settings of one person (spec §3.4 "Care settings"). */
export const CareSettings = z
  .strictObject({
    /** Support at Home classification 1–8; 0 = no care package. */
    classification: z.number().int().min(0).max(8).default(0),
    /** Share of services by service type `{ clinical, independence, everydayLiving }`, fractions summing to 1. */
    split: ServiceSplit.optional(),
    /** Means category; absent → derived each year from that scenario's Age Pension (full / part / none). */
    means: MeansCategory.optional(),
    /** Contribution rates from the customer's Services Australia letter (they win over the estimate). */
    contributionRates: z.strictObject({ independence: fraction, everydayLiving: fraction }).optional(),
    /** "No worse off" (approved for a Home Care Package by 12 Sep 2024). */
    noWorseOff: z.boolean().default(false),
    /** Supplements added to the budget when flagged (dementia: grandfathered recipients only, with noWorseOff). */
    supplements: z
      .strictObject({
        dementia: z.boolean().optional(),
        oxygen: z.boolean().optional(),
        enteralFeeding: z.union([z.boolean(), z.enum(['bolus', 'non-bolus'])]).optional(),
      })
      .optional(),
  })
  .refine((c) => c.classification === 0 || c.split !== undefined, {
    message: 'A split of services is required when a classification is chosen',
    path: ['split'],
  })
  .refine((c) => !c.supplements?.dementia || c.noWorseOff, {
    message: 'The dementia supplement is only for grandfathered Home Care Package recipients (noWorseOff)',
    path: ['supplements', 'dementia'],
  });
export type CareSettings = z.output<typeof CareSettings>;

export const Person = z.strictObject({
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  dob: IsoDate.optional(),
  care: CareSettings.optional(),
});
export type Person = z.output<typeof Person>;

export const Customer = z
  .strictObject({
    relationship: z.enum(['single', 'couple']).default('single'),
    person: Person.default({}),
    partner: Person.optional(),
    /** State or territory of the home (informational). */
    state: z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']).optional(),
    /** Home Market Value (Net), dollars. */
    propertyValue: money.optional(),
    /** Yearly home price growth, fraction; default: assumptions.homeGrowthRate. */
    propertyGrowth: rate.optional(),
    /** Agent and sale costs of selling the home today, dollars. */
    sellingFees: money.default(0),
    /** Personal assets (contents, car): assessable, not deemed, not invested. */
    personalAssets: money.optional(),
    /** Investment (financial) assets: deemed, invested at the earnings rate. */
    investmentAssets: money.optional(),
    /** Yearly earnings on investments, fraction; default: assumptions.investmentEarningsRate. */
    investmentInterest: rate.optional(),
    /** Other assessable income, dollars per year. */
    otherIncome: money.default(0),
    /** Expenses while staying at home (also the default living / travel / health expenses of every option). */
    expenses: ExpenseGroups.default({}),
  })
  .refine((c) => c.relationship === 'single' || c.partner !== undefined, {
    message: 'A couple needs `partner`',
    path: ['partner'],
  });
export type Customer = z.output<typeof Customer>;

/** Where the customer lives today. */
export const CurrentSituation = z.strictObject({
  /** True when the customer owns the home they live in (staying home keeps the home exempt). */
  homeowner: z.boolean().default(true),
  /** Rent paid today when not a homeowner (counts as rent for Rent Assistance). */
  rent: PeriodicAmount.optional(),
});

/**
 * Contract terms of an option (spec §3.9): the exit-entitlement terms (`ExitContractTerms`, with their defaults;
 * the tenure is the option's own) plus what is paid on entry and when the exit entitlement is repaid.
 */
export const OptionContract = ExitContractTerms.omit({ tenure: true })
  .extend({
    /** One-off establishment fee paid at entry, dollars. */
    establishmentFee: money.default(0),
    /** Additional contribution paid at entry on top of the price, dollars: an entry cost, not refunded at exit
     * (the exit entitlement is worked on the ingoing contribution; docs/adr/0029-unit-price-and-contract-terms.md). */
    additionalContribution: money.default(0),
    /** Preparation fee for the unit before moving in, dollars: an entry cost. */
    preparationFee: money.default(0),
    /** Stamp duty (strata units), dollars: entered, not computed. */
    stampDuty: money.default(0),
    /** Months after leaving by which the contract pays the exit entitlement; 0 = when sold. */
    repaymentTimeframeMonths: z.number().int().min(0).max(120).default(0),
    /** Date the entry contribution is paid (extra-allowable-amount test); default: the comparison's asAt. */
    entryContributionPaidOn: IsoDate.optional(),
  })
  .strict();
export type OptionContract = z.output<typeof OptionContract>;

export const CompareOption = z
  .strictObject({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(200),
    /** Retirement village or land-lease community (spec rvOrLlc). */
    rvOrLlc: z.enum(['rv', 'llc']),
    /** Owner type (spec: Leasehold, Licence, Strata, Rental) or land-lease. */
    tenure: Tenure,
    contract: OptionContract,
    /** Recurrent charges (RV) / site fees (land-lease) / rent (rental), and the chosen additional services. */
    fees: z
      .strictObject({
        recurrent: z.array(ExpenseLine).max(20).default([]),
        additionalServices: z.array(ExpenseLine).max(50).default([]),
      })
      .default({ recurrent: [], additionalServices: [] }),
    /** Expenses living there; each missing group falls back to the customer's, home expenses to none. */
    expenses: ExpenseGroups.default({}),
  })
  .refine((o) => (o.rvOrLlc === 'llc') === (o.tenure === 'land-lease'), {
    message: 'A land-lease community has tenure land-lease, and only it',
    path: ['tenure'],
  });
export type CompareOption = z.output<typeof CompareOption>;

/** Every assumption of the projection; each has a documented default (assumptions.ts). */
export const Assumptions = z.strictObject({
  discountRate: rate.optional(),
  feeIndexation: rate.optional(),
  expenseIndexation: rate.optional(),
  pensionIndexation: rate.optional(),
  otherIncomeIndexation: rate.optional(),
  investmentEarningsRate: rate.optional(),
  homeGrowthRate: rate.optional(),
  expectedSaleMonths: z.number().int().min(0).max(60).optional(),
});

export const CompareInput = z.strictObject({
  /** The date the comparison is made; year 1 starts that day and each year reads its own parameters. */
  asAt: IsoDate,
  customer: Customer,
  currentSituation: CurrentSituation.default({ homeowner: true }),
  options: z.array(CompareOption).max(ENGINE_LIMITS.maxOptions).default([]),
  assumptions: Assumptions.default({}),
});
export type CompareInput = z.input<typeof CompareInput>;
export type ParsedCompareInput = z.output<typeof CompareInput>;

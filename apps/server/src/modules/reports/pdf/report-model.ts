/**
 * ReportModel: everything a Summary or Results PDF shows, already computed by the engine and mapped by the
 * caller. The renderer does no business maths: it lays out, formats (AUD, dd/mm/yyyy, percents) and draws.
 *
 * Units, everywhere in this file:
 * - money is in DOLLARS (numbers with at most cents; the caller converts from engine cents),
 * - `...PerFortnight` / `...PerYear` say the period, anything else is a one-off amount,
 * - rates and splits are FRACTIONS (0.175 = 17.50 %),
 * - dates are ISO `YYYY-MM-DD` strings (shown as dd/mm/yyyy).
 *
 * The schema is strict (unknown keys fail) so a caller's mapping mistake is a loud error, not a blank cell.
 */
import { z } from 'zod';

const dollars = z.number().finite();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date YYYY-MM-DD');
const fraction = z.number().min(0).max(1);
const nonEmpty = z.string().trim().min(1);

/** Kind of option column: staying in the current home, a retirement village, or a land-lease home. */
export const optionKindSchema = z.enum(['home', 'village', 'land-lease']);
export type OptionKind = z.infer<typeof optionKindSchema>;

/** One option compared (a column of the summary table). Staying at home has `kind: 'home'`. */
export const reportOptionSchema = z.strictObject({
  id: nonEmpty,
  name: nonEmpty,
  kind: optionKindSchema,
  /** Tenure / owner type as the contract states it, e.g. 'Licence', 'Leasehold', 'Strata title', 'Own home, rent site'. */
  tenure: nonEmpty,
  /** Entry (ingoing) price in dollars; null for staying at home. */
  entryPrice: dollars.nullable(),
  /** Internal option (a contract of the form's community) or external (another village). */
  internal: z.boolean(),
  /** Short description of the contract, e.g. 'DMF 6% a year to 36% of the ingoing price'. */
  description: z.string().optional(),
  /** True when the household cannot afford the entry price from the home sale and investments. */
  insufficientFunds: z.boolean().default(false),
});
export type ReportOption = z.infer<typeof reportOptionSchema>;

/** A row of the summary table: one value per option column, in the order of `options`. */
export const summaryRowSchema = z.strictObject({
  label: nonEmpty,
  /** Nominal dollars per option (null = not applicable, shown as a dash). */
  nominal: z.array(dollars.nullable()),
  /**
   * Present-value dollars (today's dollars at `discountRate`) per option, or null when the row has none: amounts
   * paid today (moving in) and the year-1 costs and income lines; the engine gives them for the net cash flow,
   * exit entitlements and estate positions.
   */
  presentValue: z.array(dollars.nullable()).nullable().default(null),
  /**
   * The yearly figure a fortnight (the year ÷ 26) per option, for the payments a retiree knows by the fortnight
   * (Age Pension, Rent Assistance), or null for every other row. Shown under the yearly figure.
   */
  perFortnight: z.array(dollars.nullable()).nullable().default(null),
  /** A total row (bold, ruled above). */
  total: z.boolean().default(false),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;

export const summarySectionKeySchema = z.enum([
  'ingoing',
  'ongoing',
  'income',
  'care',
  'netCashFlow',
  'exitEntitlement',
  'estate',
]);

/** A section of the summary table: ingoing / ongoing per year / income / care / net cash flow / exit / estate. */
export const summarySectionSchema = z.strictObject({
  key: summarySectionKeySchema,
  title: nonEmpty,
  rows: z.array(summaryRowSchema).min(1),
});
export type SummarySection = z.infer<typeof summarySectionSchema>;

/**
 * One point of a yearly series: year 1 = the first year after moving. `value` is nominal (dollars of that year);
 * `presentValue` the same amount in today's dollars at `discountRate` (engine), null when not known.
 */
const yearPointSchema = z.strictObject({
  year: z.number().int().min(0).max(40),
  value: dollars,
  presentValue: dollars.nullable().default(null),
});
/** A yearly series for one option (net cash flow per year, or estate position at the end of each year). */
export const optionSeriesSchema = z.strictObject({
  optionId: nonEmpty,
  points: z.array(yearPointSchema).min(1),
});
export type OptionSeries = z.infer<typeof optionSeriesSchema>;

/** Exit entitlement of one option at one horizon (years after entry). Staying at home: net sale proceeds. */
export const exitHorizonSchema = z.strictObject({
  years: z.number().int().min(1).max(40),
  /** Resale (or market) value at the horizon, dollars. */
  resalePrice: dollars.nullable().default(null),
  /** DMF / exit fee deducted, dollars (positive number). */
  exitFee: dollars.default(0),
  /** Other exit costs: selling, refurbishment, termination fees, dollars (positive number). */
  otherCosts: dollars.default(0),
  /** The part of an amortised upfront fee not yet written off, refunded with the entitlement, dollars. */
  upfrontFeeRefund: dollars.default(0),
  /** What the resident (or estate) receives, dollars. */
  entitlement: dollars,
  /**
   * The entitlement in today's dollars (engine present value at `discountRate`, counting the wait for the
   * payout), or null: the engine gives none for staying at home's sale value.
   */
  presentValue: dollars.nullable().default(null),
});
export const optionExitSchema = z.strictObject({
  optionId: nonEmpty,
  horizons: z.array(exitHorizonSchema).min(1),
  /**
   * Months after leaving until the entitlement is expected to be paid (engine `payoutAfterMonths`), the wait its
   * present value counts too; null for the home's sale value, or a comparison stored without it.
   */
  payoutAfterMonths: z.number().int().min(0).max(240).nullable().default(null),
});
export type OptionExit = z.infer<typeof optionExitSchema>;

/**
 * How the Age Pension was worked out for one option, step by step (rates per fortnight; DSS guide 4.9 / 4.10;
 * engine `AgePensionWorking`): the maximum rate, the rate under each test, the lower of the two, how much of it
 * is Rent Assistance, and what is paid.
 */
export const agePensionExplanationSchema = z.strictObject({
  homeowner: z.boolean(),
  /** Why the household is (not) a homeowner here, e.g. 'Entry contribution exceeds the extra allowable amount'. */
  homeownerReason: nonEmpty,
  /** Maximum rate before the means tests (basic rate and supplements, plus any Rent Assistance), per fortnight. */
  maximumRatePerFortnight: dollars,
  /** Assets counted by the assets test, dollars. */
  assessableAssets: dollars,
  /** Assets test free area applied, dollars. */
  assetsFreeArea: dollars,
  /** Deemed income of financial assets, dollars per year. */
  deemedIncomePerYear: dollars,
  /** Other income counted by the income test, dollars per year. */
  otherIncomePerYear: dollars.default(0),
  /** Income test free area, dollars per year. */
  incomeFreeAreaPerYear: dollars,
  /** Rate the income test gives, dollars per fortnight (including supplements). */
  incomeTestRatePerFortnight: dollars,
  /** Rate the assets test gives, dollars per fortnight (including supplements). */
  assetsTestRatePerFortnight: dollars,
  /** The test giving the lower rate ('neither' = both allow the maximum rate). */
  bindingTest: z.enum(['income', 'assets', 'neither']),
  /** The lower of the two tests' rates (the minimum supplement floor applied), Rent Assistance included, per fortnight. */
  ratePerFortnight: dollars,
  /** Age Pension paid, Rent Assistance excluded. */
  agePensionPerFortnight: dollars,
  agePensionPerYear: dollars,
});
export type AgePensionExplanation = z.infer<typeof agePensionExplanationSchema>;

/** Commonwealth Rent Assistance for one option (75c per dollar of rent above the threshold, to the maximum). */
export const rentAssistanceExplanationSchema = z.strictObject({
  eligible: z.boolean(),
  /** Why (not): e.g. 'Site fees count as rent' or 'Homeowners paying no rent cannot receive Rent Assistance'. */
  reason: nonEmpty,
  rentPerFortnight: dollars.default(0),
  thresholdPerFortnight: dollars.default(0),
  maximumPerFortnight: dollars.default(0),
  /** Rent Assistance within the maximum rate (75c a dollar of rent above the threshold, to the maximum), per fortnight. */
  inMaximumRatePerFortnight: dollars.default(0),
  /** Rent Assistance paid (the part of the paid rate that is Rent Assistance). */
  rentAssistancePerFortnight: dollars.default(0),
  rentAssistancePerYear: dollars.default(0),
});
export type RentAssistanceExplanation = z.infer<typeof rentAssistanceExplanationSchema>;

const byServiceType = z.strictObject({ clinical: dollars, independence: dollars, everydayLiving: dollars });

/**
 * Support at Home care contributions for one option: the classification budget less care management is the
 * services budget; each service type's price is its share (split) of it; the contribution is that price × the
 * type's contribution rate (engine `CareWorking`).
 */
export const careExplanationSchema = z.strictObject({
  /** Support at Home classification 1–8. */
  classification: z.number().int().min(1).max(8),
  /** Official annual budget of the classification, dollars per year (includes the 10 % care management). */
  budgetPerYear: dollars,
  /** Care-management amount set aside, dollars per year. */
  careManagementPerYear: dollars,
  /** Budget left for services (budget − care management), dollars per year. */
  servicesBudgetPerYear: dollars,
  /** How the services are split, fractions summing to 1. */
  split: z.strictObject({ clinical: fraction, independence: fraction, everydayLiving: fraction }),
  /** Participant contribution rates, fractions of each service's price. */
  rates: z.strictObject({ clinical: fraction, independence: fraction, everydayLiving: fraction }),
  /** Price of the services of each type (services budget × split), dollars per year. */
  pricePerYear: byServiceType,
  /** Contribution for each type (price × rate), dollars per year; they add up to `contributionPerYear`. */
  contributionByTypePerYear: byServiceType,
  /** Pension status the rates follow, e.g. 'Full pensioner' / 'Part pensioner'. */
  meansCategory: nonEmpty,
  contributionPerYear: dollars,
  /** True when the rates are estimated (no Services Australia letter entered). */
  estimated: z.boolean(),
  /** How the estimate was made, shown when `estimated`. */
  method: z.string().optional(),
  /** Why these rates (letter, published rates of the category, or the means test's working), one sentence. */
  ratesReason: z.string().optional(),
});
export type CareExplanation = z.infer<typeof careExplanationSchema>;

/** Per-option explanations; `care` is null when no care package applies. */
export const optionExplanationSchema = z.strictObject({
  optionId: nonEmpty,
  agePension: agePensionExplanationSchema,
  rentAssistance: rentAssistanceExplanationSchema,
  care: careExplanationSchema.nullable(),
});
export type OptionExplanation = z.infer<typeof optionExplanationSchema>;

/** Property ratings (spec §3.6): scores 0–5; labels come from `ratingLabel`. */
const score = z.number().min(0).max(5);
export const ratingSchema = z.strictObject({
  optionId: nonEmpty,
  location: score,
  amenities: score,
  careSupport: score,
  lifestyle: score,
});
export type Rating = z.infer<typeof ratingSchema>;

/** A parameter the figures rest on, with where it comes from (engine trace). */
export const rateSourceSchema = z.strictObject({
  parameter: nonEmpty,
  /** Already formatted value with its unit, e.g. '$1,200.90 per fortnight'. */
  value: nonEmpty,
  effectiveDate: isoDate,
  status: z.enum(['official', 'secondary', 'derived', 'projected']),
  url: z.url(),
});
export type RateSource = z.infer<typeof rateSourceSchema>;

export const reportModelSchema = z
  .strictObject({
    kind: z.enum(['summary', 'results']),
    /** Simplified comparison (no Age Pension, Rent Assistance or care): customer details are missing. */
    simplified: z.boolean(),
    /**
     * A couple: the Age Pension and Rent Assistance figures are the household's, the two partners' together (the
     * engine's household rate), and the report says so wherever it prints them.
     */
    couple: z.boolean().default(false),
    /** What is missing for a customised report (spec §5 wording); required when `simplified`. */
    missingDetails: z.array(nonEmpty).default([]),
    cover: z.strictObject({
      /** Per spec §3.4; build it with `reportName()`. */
      reportName: nonEmpty,
      /** One line describing the household, e.g. 'Single homeowner, aged 78, Queensland'. */
      household: z.string().optional(),
      communityName: nonEmpty,
      communityState: z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']),
      /** Street address of the community, one line, e.g. '12 Banksia Drive, Carindale QLD 4152'. */
      communityAddress: z.string().optional(),
      /** The operator (corporate) named on the cover and in the legal text. */
      operatorName: nonEmpty,
      /** The operator's logo (Report Settings), base64 of a PNG or JPEG; null prints the name alone. */
      operatorLogo: z
        .strictObject({ format: z.enum(['png', 'jpg']), base64: z.string().min(1) })
        .nullable()
        .default(null),
      adviserName: nonEmpty,
      /** The adviser's phone number as they gave it; absent when not given. */
      adviserPhone: z.string().optional(),
      adviserEmail: z.email(),
      preparedOn: isoDate,
    }),
    /** Staying at home first, then up to 3 options (spec §9: 3 options at most). */
    options: z.array(reportOptionSchema).min(1).max(4),
    /** Discount rate used for present values, fraction per year. */
    discountRate: fraction,
    summary: z.array(summarySectionSchema).min(1),
    charts: z.strictObject({
      netCashFlow: z.array(optionSeriesSchema),
      estatePosition: z.array(optionSeriesSchema),
    }),
    exitEntitlements: z.array(optionExitSchema),
    /**
     * Notes for the years in which someone reaches Age Pension age (`@rlc/shared` pensionAgeNotes: the year, the
     * date the Age Pension is paid from, the pro-rata share of that year), shown under the net cash flow by year.
     */
    pensionAgeNotes: z.array(nonEmpty).default([]),
    explanations: z.array(optionExplanationSchema).default([]),
    ratings: z.array(ratingSchema).default([]),
    /** Amenity names of the community; the report shows at most 18 (spec §9). */
    amenities: z.array(nonEmpty).default([]),
    /**
     * The operator's report content: title, limited rich text (@rlc/shared rich-text.ts, parsed
     * when drawn) and where it goes (@rlc/shared ReportContentPlacement), in report order.
     */
    contentBlocks: z
      .array(
        z.strictObject({
          title: nonEmpty,
          text: nonEmpty,
          placement: z.enum(['introduction', 'community', 'closing', 'legal']).default('community'),
        }),
      )
      .default([]),
    rates: z.strictObject({
      asAt: isoDate,
      /** When the rates of each program in use took effect (newest in force), e.g. Age Pension 20/03/2026. */
      programDates: z.array(z.strictObject({ program: nonEmpty, effectiveDate: isoDate })).default([]),
      sources: z.array(rateSourceSchema),
      /** Shown prominently when the engine says a scheduled revision passed without new values. */
      outOfDateNotice: z.string().nullable().default(null),
    }),
    legal: z.strictObject({
      limitations: z.array(nonEmpty).min(1),
      disclaimer: nonEmpty,
    }),
  })
  .superRefine((m, ctx) => {
    const ids = new Set(m.options.map((o) => o.id));
    if (ids.size !== m.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'duplicate option id' });
    if (m.options.filter((o) => o.kind === 'home').length > 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'at most one staying-at-home option' });
    if (m.simplified && m.missingDetails.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['missingDetails'],
        message: 'a simplified report must say what is missing',
      });
    m.summary.forEach((section, s) =>
      section.rows.forEach((row, r) => {
        const path = ['summary', s, 'rows', r];
        if (row.nominal.length !== m.options.length)
          ctx.addIssue({ code: 'custom', path: [...path, 'nominal'], message: 'one value per option' });
        if (row.presentValue && row.presentValue.length !== m.options.length)
          ctx.addIssue({ code: 'custom', path: [...path, 'presentValue'], message: 'one value per option' });
        if (row.perFortnight && row.perFortnight.length !== m.options.length)
          ctx.addIssue({ code: 'custom', path: [...path, 'perFortnight'], message: 'one value per option' });
      }),
    );
    const refs: [string, { optionId: string }[]][] = [
      ['charts.netCashFlow', m.charts.netCashFlow],
      ['charts.estatePosition', m.charts.estatePosition],
      ['exitEntitlements', m.exitEntitlements],
      ['explanations', m.explanations],
      ['ratings', m.ratings],
    ];
    for (const [where, list] of refs)
      list.forEach((item, i) => {
        if (!ids.has(item.optionId))
          ctx.addIssue({
            code: 'custom',
            path: [...where.split('.'), i, 'optionId'],
            message: 'unknown option id',
          });
      });
  });

/** The validated model the renderer consumes (defaults applied). */
export type ReportModel = z.infer<typeof reportModelSchema>;
/** What a caller may pass (defaults optional). */
export type ReportModelInput = z.input<typeof reportModelSchema>;

/** Validates a model; throws a ZodError listing every problem. */
export function parseReportModel(input: unknown): ReportModel {
  return reportModelSchema.parse(input);
}

/**
 * Exit entitlement per retirement-village or land-lease contract at any horizon (years, fractions allowed).
 *
 * Formulas: ../../shared/reference/villages.md §3 (sources there: NSW Fair Trading, Qld RV Act, retvill, Brodhome).
 *   R(t)  = E × (1 + g)^t                               resale price
 *   CG    = R − E                                       capital gain (negative = loss)
 *   DMF$  = S_dmf(t) × base, LTMF$ = S_ltmf(t) × base   (base = E or R per schedule; see dmf-schedule.ts)
 *   s     = resident's capital gain share; a loss is shared only when the contract says so
 *   costs borne by the resident = s_cost × (sales fee rate × R + sales fee $ + refurbishment) + reinstatement
 *           + admin/legal + other (rate × its base + $), where s_cost = s when the contract shares costs in the
 *           gain proportion, else 1 (the resident pays)
 *   Each cost may be one number (the same at every horizon) or 11 year-values (spec §3.9: leaving in years 1–10
 *   and 15), read at the horizon by `yearValueAt`.
 *   operator pays out (default for leasehold / licence): EE = E − DMF$ − LTMF$ + s × CG − resident costs
 *   resident sells (default for strata / land-lease):    EE = R − DMF$ − LTMF$ − operator's share of CG − resident costs
 *   The contract's `exitRealisedBy` decides which of the two applies; the tenure gives only the default.
 *   rental: EE = the security deposit (bond) refunded; there is no ingoing contribution or DMF.
 *   A refundable security deposit paid under any other tenure is refunded with the exit entitlement, and so is the
 *   part of an amortised upfront fee not yet written off: upfront fee × (1 − A(t)), A the cumulative schedule.
 * All money in dollars, rounded to cents at the end of each figure; rates are fractions.
 */
import { z } from 'zod';
import {
  CumulativeFractions,
  cumulativeFraction,
  DmfSchedule,
  scheduledCharge,
  SCHEDULE_YEARS,
} from './dmf-schedule.ts';
import { IsoDate } from '../iso-date.ts';
import { ENGINE_LIMITS } from '../limits.ts';
import { parseInput } from '../parse-input.ts';

export const Tenure = z.enum(['leasehold', 'licence', 'strata', 'rental', 'land-lease']);
export type Tenure = z.infer<typeof Tenure>;

const money = z.number().finite().min(0);
const fraction = z.number().finite().min(0).max(1);

/**
 * The resident's share of the capital gain when the contract names none: 0 (the operator keeps the gain). The one
 * default of `ExitContractTerms`' share, used by the CLI and by every comparison option.
 */
export const DEFAULT_CAPITAL_GAIN_SHARE = 0;

/**
 * A contract term that may depend on how long the resident stayed: one number for every horizon, or 11 values for
 * leaving at the end of years 1–10 and 15 (spec §3.9 "Year-values ... 11 entries, for years 1 to 10 and then 15").
 */
const yearValues = <T extends z.ZodNumber>(value: T) =>
  z.union([value, z.array(value).length(SCHEDULE_YEARS.length)]);
export type YearValues = number | readonly number[];

/**
 * The value of `v` for leaving after `years` of residence: a single number as is; a list at its listed year, the
 * year-1 value within the first year (a cost charged on leaving, unlike a DMF, does not build up from 0),
 * linear between listed years (years 11–14 lie between the year-10 and year-15 values) and the year-15 value after.
 */
export function yearValueAt(v: YearValues, years: number): number {
  if (typeof v === 'number') return v;
  const last = SCHEDULE_YEARS.length - 1;
  if (years <= 1) return v[0] ?? 0;
  for (let i = 1; i <= last; i++) {
    const year = SCHEDULE_YEARS[i] as number;
    if (years <= year) {
      const prevYear = SCHEDULE_YEARS[i - 1] as number;
      const prev = v[i - 1] ?? 0;
      return prev + (((v[i] ?? 0) - prev) * (years - prevYear)) / (year - prevYear);
    }
  }
  return v[last] ?? 0;
}

/** The contract terms that decide the exit entitlement (no date, no horizon): reused by the comparison. */
export const ExitContractTerms = z
  .object({
    tenure: Tenure,
    /** Ingoing contribution / purchase price E, dollars. */
    entryPrice: money,
    /** Yearly resale-price growth g as a fraction (−0.5…1; e.g. 0.03). */
    capitalGrowthRate: z.number().min(ENGINE_LIMITS.yearlyRate.min).max(ENGINE_LIMITS.yearlyRate.max),
    dmf: DmfSchedule,
    /** Second scheduled exit charge (design §9), same shape as `dmf`. */
    ltmf: DmfSchedule.optional(),
    /** Resident's share s of the capital gain, fraction (default `DEFAULT_CAPITAL_GAIN_SHARE`). */
    capitalGainShare: fraction.default(DEFAULT_CAPITAL_GAIN_SHARE),
    /** True when the resident also bears the share s of a capital loss. */
    shareCapitalLoss: z.boolean().default(false),
    /** Sales / marketing commission as a fraction of the resale price (one value, or 11 year-values). */
    salesFeeRate: yearValues(fraction).default(0),
    /** Sales / marketing costs in dollars on top of the commission (one value, or 11 year-values). */
    salesFeeDollars: yearValues(money).default(0),
    /** True when sales and refurbishment costs are borne in the gain-share proportion, else the resident bears them. */
    costsSharedInGainProportion: z.boolean().default(false),
    /** Refurbishment / renovation cost at exit, dollars. */
    refurbishmentCost: money.default(0),
    /** Reinstatement ("make good") cost borne by the resident, dollars (one value, or 11 year-values). */
    reinstatementCost: yearValues(money).default(0),
    /** Admin / legal / termination fee, dollars (e.g. Brodhome $2,000; one value, or 11 year-values). */
    adminFee: yearValues(money).default(0),
    /** Any other exit costs borne by the resident, dollars (one value, or 11 year-values). */
    otherExitCosts: yearValues(money).default(0),
    /** Other exit costs as a fraction of `otherExitCostsBasis`'s price, on top of the dollars (or 11 year-values). */
    otherExitCostsRate: yearValues(fraction).default(0),
    /** What `otherExitCostsRate` applies to: the entry price (default) or the resale price. */
    otherExitCostsBasis: z.enum(['entry', 'resale']).default('entry'),
    /** Refundable security deposit / bond, dollars (rental: the only exit amount). */
    securityDeposit: money.default(0),
    /**
     * Who realises the exit value (the contract's "exit entitlement based on", villages.md §3): 'operator' refunds
     * the ingoing contribution (EE worked on E), 'resident' sells the unit at the resale price (EE worked on R).
     * Absent: the tenure's default (`residentSells`). Ignored for a rental (only the bond is refunded).
     */
    exitRealisedBy: z.enum(['operator', 'resident']).optional(),
    /** One-off upfront fee paid at entry, dollars: an entry cost; refunded on exit only as far as amortised. */
    upfrontFee: money.default(0),
    /**
     * Amortisation of the upfront fee: 11 cumulative fractions written off by the end of years 1–10 and 15 (pro-rata
     * daily in between, like a DMF). The part not yet written off, upfrontFee × (1 − written off), is refunded with
     * the exit entitlement. Absent: the upfront fee is not refunded.
     */
    upfrontFeeAmortisation: CumulativeFractions.optional(),
  })
  .strict();
export type ExitContractTerms = z.output<typeof ExitContractTerms>;

/** CLI `exit-entitlement` input (issue §3): the contract terms plus `asAt` and the horizons in years. */
export const ExitEntitlementInput = ExitContractTerms.extend({
  asAt: IsoDate,
  horizonsYears: z.array(z.number().finite().min(0).max(100)).min(1).max(50),
}).strict();
export type ExitEntitlementInput = z.input<typeof ExitEntitlementInput>;

/** The figures at one horizon, dollars. */
export interface ExitHorizon {
  years: number;
  resalePrice: number;
  /** DMF charged, dollars. */
  dmf: number;
  /** Second scheduled exit charge, dollars (0 when the contract has none). */
  ltmf: number;
  /** The resident's part of the capital gain (negative when the resident bears a loss). */
  capitalGainToResident: number;
  /** Sales, refurbishment, reinstatement, admin and other exit costs borne by the resident. */
  residentCosts: number;
  /** The part of the upfront fee not yet written off (amortisation), refunded with the exit entitlement. */
  upfrontFeeRefund: number;
  exitEntitlement: number;
}

export interface ExitEntitlementResult {
  asAt: string;
  tenure: Tenure;
  horizons: ExitHorizon[];
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** True when the resident sells the home (strata, land-lease); false when the operator pays out or refunds. */
export function residentSells(tenure: Tenure): boolean {
  return tenure === 'strata' || tenure === 'land-lease';
}

/**
 * True when the resident realises the exit value by selling at the resale price: the contract's `exitRealisedBy`
 * when given, else the tenure's default (`residentSells`). Never true for a rental.
 */
export function residentRealisesExit(terms: Pick<ExitContractTerms, 'tenure' | 'exitRealisedBy'>): boolean {
  if (terms.tenure === 'rental') return false;
  return terms.exitRealisedBy ? terms.exitRealisedBy === 'resident' : residentSells(terms.tenure);
}

/** The exit figures after `years` of residence for already-validated terms (no rounding of intermediate values). */
export function exitAtHorizon(terms: ExitContractTerms, years: number): ExitHorizon {
  if (terms.tenure === 'rental') {
    return {
      years,
      resalePrice: 0,
      dmf: 0,
      ltmf: 0,
      capitalGainToResident: 0,
      residentCosts: 0,
      upfrontFeeRefund: 0,
      exitEntitlement: cents(terms.securityDeposit),
    };
  }
  const e = terms.entryPrice;
  const resale = e * Math.pow(1 + terms.capitalGrowthRate, years);
  const gain = resale - e;
  const s = terms.capitalGainShare;
  const sharedGain = gain >= 0 || terms.shareCapitalLoss ? gain : 0;
  const residentGainShare = s * sharedGain;
  const operatorGainShare = (1 - s) * sharedGain;
  const dmf = scheduledCharge(terms.dmf, years, e, resale);
  const ltmf = terms.ltmf ? scheduledCharge(terms.ltmf, years, e, resale) : 0;
  const costShare = terms.costsSharedInGainProportion ? s : 1;
  const at = (v: YearValues) => yearValueAt(v, years);
  const salesCosts = at(terms.salesFeeRate) * resale + at(terms.salesFeeDollars);
  const otherCosts =
    at(terms.otherExitCosts) +
    at(terms.otherExitCostsRate) * (terms.otherExitCostsBasis === 'entry' ? e : resale);
  const residentCosts =
    costShare * (salesCosts + terms.refurbishmentCost) +
    at(terms.reinstatementCost) +
    at(terms.adminFee) +
    otherCosts;
  const sells = residentRealisesExit(terms);
  const upfrontFeeRefund = terms.upfrontFeeAmortisation
    ? terms.upfrontFee * (1 - cumulativeFraction(terms.upfrontFeeAmortisation, years))
    : 0;
  // Reselling residents receive the whole price and give the operator its share of the gain;
  // a loss not shared stays entirely with them (it is already in the lower resale price).
  const exitEntitlement =
    (sells
      ? resale - dmf - ltmf - operatorGainShare - residentCosts
      : e - dmf - ltmf + residentGainShare - residentCosts) +
    terms.securityDeposit +
    upfrontFeeRefund;
  return {
    years,
    resalePrice: cents(resale),
    dmf: cents(dmf),
    ltmf: cents(ltmf),
    capitalGainToResident: cents(sells ? gain - operatorGainShare : residentGainShare),
    residentCosts: cents(residentCosts),
    upfrontFeeRefund: cents(upfrontFeeRefund),
    exitEntitlement: cents(exitEntitlement),
  };
}

/**
 * Exit entitlement at each requested horizon. Input: `ExitEntitlementInput` (dollars, fractions, years).
 * Output: `{ asAt, tenure, horizons: [{ years, resalePrice, dmf, ltmf, capitalGainToResident, residentCosts,
 * exitEntitlement }] }`, dollars to the cent. Throws `EngineError('INVALID_INPUT')` on invalid input.
 * No legislative parameters are read: the figures follow the contract terms only.
 */
export function exitEntitlement(input: unknown): ExitEntitlementResult {
  const parsed = parseInput(ExitEntitlementInput, input, 'exit-entitlement');
  const { asAt, horizonsYears, ...terms } = parsed;
  return { asAt, tenure: terms.tenure, horizons: horizonsYears.map((years) => exitAtHorizon(terms, years)) };
}

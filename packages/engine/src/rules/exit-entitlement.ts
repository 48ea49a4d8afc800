/**
 * Exit entitlement per retirement-village or land-lease contract at any horizon (years, fractions allowed).
 *
 * Formulas: ../../shared/reference/villages.md §3 (sources there: NSW Fair Trading, Qld RV Act, retvill, Brodhome).
 *   R(t)  = E × (1 + g)^t                               resale price
 *   CG    = R − E                                       capital gain (negative = loss)
 *   DMF$  = S_dmf(t) × base, LTMF$ = S_ltmf(t) × base   (base = E or R per schedule; see dmf-schedule.ts)
 *   s     = resident's capital gain share; a loss is shared only when the contract says so
 *   costs borne by the resident = s_cost × (sales fee × R + refurbishment) + reinstatement + admin/legal + other,
 *           where s_cost = s when the contract shares costs in the gain proportion, else 1 (the resident pays)
 *   leasehold / licence (operator pays out): EE = E − DMF$ − LTMF$ + s × CG − resident costs
 *   strata / land-lease (resident sells):    EE = R − DMF$ − LTMF$ − operator's share of CG − resident costs
 *   rental: EE = the security deposit (bond) refunded; there is no ingoing contribution or DMF.
 *   A refundable security deposit paid under any other tenure is refunded with the exit entitlement.
 * All money in dollars, rounded to cents at the end of each figure; rates are fractions.
 */
import { z } from 'zod';
import { cumulativeFraction, DmfSchedule } from './dmf-schedule.ts';
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
    /** Sales / marketing commission as a fraction of the resale price. */
    salesFeeRate: fraction.default(0),
    /** True when sales and refurbishment costs are borne in the gain-share proportion, else the resident bears them. */
    costsSharedInGainProportion: z.boolean().default(false),
    /** Refurbishment / renovation cost at exit, dollars. */
    refurbishmentCost: money.default(0),
    /** Reinstatement ("make good") cost borne by the resident, dollars. */
    reinstatementCost: money.default(0),
    /** Fixed admin / legal / termination fee, dollars (e.g. Brodhome $2,000). */
    adminFee: money.default(0),
    /** Any other exit costs borne by the resident, dollars. */
    otherExitCosts: money.default(0),
    /** Refundable security deposit / bond, dollars (rental: the only exit amount). */
    securityDeposit: money.default(0),
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
  const dmf = cumulativeFraction(terms.dmf.schedule, years) * (terms.dmf.basis === 'entry' ? e : resale);
  const ltmf = terms.ltmf
    ? cumulativeFraction(terms.ltmf.schedule, years) * (terms.ltmf.basis === 'entry' ? e : resale)
    : 0;
  const costShare = terms.costsSharedInGainProportion ? s : 1;
  const residentCosts =
    costShare * (terms.salesFeeRate * resale + terms.refurbishmentCost) +
    terms.reinstatementCost +
    terms.adminFee +
    terms.otherExitCosts;
  const sells = residentSells(terms.tenure);
  // Reselling residents receive the whole price and give the operator its share of the gain;
  // a loss not shared stays entirely with them (it is already in the lower resale price).
  const exitEntitlement =
    (sells
      ? resale - dmf - ltmf - operatorGainShare - residentCosts
      : e - dmf - ltmf + residentGainShare - residentCosts) + terms.securityDeposit;
  return {
    years,
    resalePrice: cents(resale),
    dmf: cents(dmf),
    ltmf: cents(ltmf),
    capitalGainToResident: cents(sells ? gain - operatorGainShare : residentGainShare),
    residentCosts: cents(residentCosts),
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

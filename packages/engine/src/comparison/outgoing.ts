/**
 * Outgoing figures and the estate position at each horizon (design §4.5).
 * - Options: the exit entitlement per contract (rules/exit-entitlement.ts) and its estimated payout, `payoutAfterMonths`
 *   after leaving: the expected sale time, or the contract's repayment timeframe when that is sooner
 *   (villages.md §3 "Timing": the earlier of the contract date and the sale). Residents who sell wait for the sale.
 * - Staying at home: the net home equity, the home's value grown at the home growth rate less selling fees in the
 *   same proportion of the price as today.
 * - Estate = that property amount + the investments at the end of the horizon year. Present values discount the
 *   investments over the horizon and the property amount to its payout date.
 */
import {
  exitAtHorizon,
  residentRealisesExit,
  type ExitContractTerms,
  type ExitHorizon,
} from '../rules/exit-entitlement.ts';
import type { YearRow } from './projection.ts';

export interface OutgoingHorizon extends Omit<ExitHorizon, 'years'> {
  years: number;
  /** Months after leaving until the money is expected. */
  payoutAfterMonths: number;
  exitEntitlementPresentValue: number;
}

export interface EstateHorizon {
  years: number;
  /** Exit entitlement (options) or net home equity (staying at home), dollars. */
  property: number;
  investments: number;
  total: number;
  totalPresentValue: number;
}

const r2 = (x: number): number => Math.round(x * 100) / 100;
const pv = (x: number, rate: number, years: number): number => x / Math.pow(1 + rate, years);

export function payoutMonths(
  terms: ExitContractTerms,
  timeframeMonths: number,
  expectedSaleMonths: number,
): number {
  if (terms.tenure === 'rental') return 0;
  if (residentRealisesExit(terms)) return expectedSaleMonths;
  return timeframeMonths > 0 ? Math.min(timeframeMonths, expectedSaleMonths) : expectedSaleMonths;
}

export function optionOutgoing(
  terms: ExitContractTerms,
  horizons: readonly number[],
  months: number,
  discountRate: number,
): OutgoingHorizon[] {
  return horizons.map((years) => {
    const h = exitAtHorizon(terms, years);
    return {
      ...h,
      payoutAfterMonths: months,
      exitEntitlementPresentValue: r2(pv(h.exitEntitlement, discountRate, years + months / 12)),
    };
  });
}

/** Net home equity at `years` when staying: value × (1+g)^t × (1 − sellingFees / value). */
export function homeEquity(value: number, sellingFees: number, growth: number, years: number): number {
  return Math.max(0, value - sellingFees) * Math.pow(1 + growth, years);
}

export function estateAt(
  years: number,
  property: number,
  propertyDelayMonths: number,
  rows: readonly YearRow[],
  discountRate: number,
): EstateHorizon {
  const investments = rows[years - 1]?.investmentsEnd ?? 0;
  return {
    years,
    property: r2(property),
    investments: r2(investments),
    total: r2(property + investments),
    totalPresentValue: r2(
      pv(property, discountRate, years + propertyDelayMonths / 12) + pv(investments, discountRate, years),
    ),
  };
}

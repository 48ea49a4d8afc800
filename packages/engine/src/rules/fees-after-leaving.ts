/**
 * Recurrent charges (villages) or site fees (land lease) a resident keeps paying between leaving and the payout.
 * Not yet wired into the comparison: this is the rule and its arithmetic.
 */
import { EngineError } from '../errors.ts';
import { isIsoDate } from '../iso-date.ts';
import type { AuState } from './payout-deadline.ts';
import type { Tenure } from './exit-entitlement.ts';

/** Days in an average month (365.25 ÷ 12), to turn payout months into days of charges. */
const DAYS_PER_MONTH = 365.25 / 12;

export interface FeesAfterLeavingQuery {
  state: AuState;
  tenure: Tenure;
  /** `YYYY-MM-DD`, the day the contract was signed. */
  contractDate: string;
  /** Recurrent charges or site fees, dollars a year. */
  chargesPerYear: number;
  /** Months from leaving to the payout (or sale, for land lease). */
  payoutMonths: number;
  /** Fraction (0..1) of the capital gain the resident keeps; Qld shares charges after 90 days in it. */
  capitalGainShare: number;
}

/**
 * Dollars of charges paid after leaving. Rules: NSW charges stop 42 days after leaving
 * (https://www.propertycouncil.com.au/news/nsw-retirement-villages-exit-entitlements); Qld the former resident pays
 * in full for 90 days, then in the capital-gain proportion until 9 months after leaving, after which the operator
 * pays (Retirement Villages Act 1999 (Qld); section not checked here); Vic
 * contracts from 1 May 2026 stop at vacant possession
 * (https://www.consumer.vic.gov.au/licensing-and-registration/retirement-village-operators/retirement-village-reforms);
 * land lease until the home is sold; elsewhere, and Vic old-law contracts, until the payout (contract terms).
 * Throws `EngineError('INVALID_INPUT')` on a bad date, negative charges or months, or a share outside 0..1.
 */
export function feesAfterLeaving(q: FeesAfterLeavingQuery): number {
  if (!isIsoDate(q.contractDate))
    throw new EngineError('INVALID_INPUT', `bad contractDate "${q.contractDate}"`);
  if (
    !(q.chargesPerYear >= 0) ||
    !(q.payoutMonths >= 0) ||
    !(q.capitalGainShare >= 0 && q.capitalGainShare <= 1)
  ) {
    throw new EngineError(
      'INVALID_INPUT',
      'chargesPerYear and payoutMonths must be ≥ 0, capitalGainShare 0..1',
    );
  }
  const perDay = q.chargesPerYear / 365;
  const days = q.payoutMonths * DAYS_PER_MONTH;
  if (q.tenure === 'land-lease') return perDay * days;
  if (q.state === 'NSW') return perDay * Math.min(days, 42);
  if (q.state === 'VIC' && q.contractDate >= '2026-05-01') return 0;
  if (q.state === 'QLD') {
    const full = Math.min(days, 90);
    const sharedDays = Math.max(0, Math.min(days, 9 * DAYS_PER_MONTH) - 90);
    return perDay * (full + sharedDays * q.capitalGainShare);
  }
  return perDay * days;
}

/**
 * Statutory deadlines for paying a retirement-village exit entitlement, by state, tenure and contract date.
 *
 * The month the entitlement is paid is the earliest of the contract's repayment timeline, the expected sale and
 * the legal deadline where one applies (see `payoutMonthUnderLaw`). Months are counted from the day the resident
 * leaves (vacant possession). Not yet wired into the comparison: this is the rule table and its arithmetic.
 *
 * Left out on purpose: Qld and Vic freehold (strata) buy-backs, which the Acts reach only in some cases, and the
 * Qld land-lease opt-in buy-back scheme; strata, rental and land-lease tenures get no deadline here.
 */
import { EngineError } from '../errors.ts';
import { isIsoDate } from '../iso-date.ts';
import type { Tenure } from './exit-entitlement.ts';

export type AuState = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT';

/** One statutory deadline: months after leaving, with the rule that sets it and its source. */
export interface PayoutDeadline {
  /** Months after vacant possession by which the exit entitlement must be paid (may be fractional). */
  months: number;
  /** Stable id of the rule, e.g. `qld-rva-s63`. */
  ruleId: string;
  /** Words for the report, e.g. "the Retirement Villages Act 1999 (Qld) s 63". */
  law: string;
  /** Official (or, where none was found, secondary) source URL. */
  sourceUrl: string;
}

/**
 * SA: 12 months after the end of the 30-business-day period after vacant possession. 30 business days are about
 * six calendar weeks (30 ÷ 5 working days a week = 6 weeks, more with public holidays); 6 weeks ≈ 1.5 months
 * (a month being about 4.35 weeks gives 1.38, rounded up to 1.5 so the deadline is never understated as early).
 */
export const SA_BUSINESS_DAY_PERIOD_MONTHS = 1.5;

export interface PayoutDeadlineQuery {
  state: AuState;
  tenure: Tenure;
  /** `YYYY-MM-DD`, the day the contract was signed (Australia/Sydney calendar day). */
  contractDate: string;
  /** NSW only: whether the village is in Greater Sydney (6 months) or elsewhere (12). */
  inGreaterSydney?: boolean;
}

const NON_OWNER: ReadonlySet<Tenure> = new Set(['leasehold', 'licence']);

/**
 * The statutory payout deadline for a resident, or `null` when no deadline applies (the contract's own terms
 * govern). Throws `EngineError('INVALID_INPUT')` when `contractDate` is not a real `YYYY-MM-DD` date, or when a
 * NSW leasehold query does not say whether the village is in Greater Sydney.
 *
 * Sources: Qld https://www.hpw.qld.gov.au/news-publications/legislation/retirement-villages (s 63, 18 months);
 * Vic https://www.consumer.vic.gov.au/licensing-and-registration/retirement-village-operators/retirement-village-reforms
 * (contracts from 1 May 2026, 12 months after vacant possession); WA
 * https://www.consumerprotection.wa.gov.au/retirement-village-law-reforms (12 months, from 1 Dec 2025); SA
 * Retirement Villages (Miscellaneous) Amendment Act 2024, from 2 Feb 2026, existing contracts too; NSW
 * https://www.nsw.gov.au/housing-and-construction/aged-care-retirement-villages/leaving-a-retirement-village/exit-entitlement-orders
 * (exit entitlement order, registered interest holders only: leasehold is assumed to be a registered lease; a
 * licence is not a registered interest).
 */
export function statutoryPayoutDeadline(q: PayoutDeadlineQuery): PayoutDeadline | null {
  if (!isIsoDate(q.contractDate)) {
    throw new EngineError('INVALID_INPUT', `contractDate must be a YYYY-MM-DD date, got "${q.contractDate}"`);
  }
  if (!NON_OWNER.has(q.tenure)) return null;
  // ISO dates compare as strings.
  const signedOnOrAfter = (d: string) => q.contractDate >= d;
  switch (q.state) {
    case 'QLD':
      return {
        months: 18,
        ruleId: 'qld-rva-s63',
        law: 'the Retirement Villages Act 1999 (Qld) s 63',
        sourceUrl: 'https://www.hpw.qld.gov.au/news-publications/legislation/retirement-villages',
      };
    case 'VIC':
      return signedOnOrAfter('2026-05-01')
        ? {
            months: 12,
            ruleId: 'vic-rva-2025',
            law: 'the Retirement Villages Act 1986 (Vic) as amended from 1 May 2026',
            sourceUrl:
              'https://www.consumer.vic.gov.au/licensing-and-registration/retirement-village-operators/retirement-village-reforms',
          }
        : null;
    case 'WA':
      return {
        months: 12,
        ruleId: 'wa-rva-2024',
        law: 'the Retirement Villages Act 1992 (WA) as amended from 1 December 2025',
        sourceUrl: 'https://www.consumerprotection.wa.gov.au/retirement-village-law-reforms',
      };
    case 'SA':
      return {
        months: 12 + SA_BUSINESS_DAY_PERIOD_MONTHS,
        ruleId: 'sa-rva-2024',
        law: 'the Retirement Villages Act 2016 (SA) as amended from 2 February 2026',
        sourceUrl:
          'https://www.theweeklysource.com.au/new-laws-for-south-australias-retirement-village-operators-have-sting-in-tail',
      };
    case 'NSW': {
      if (q.tenure !== 'leasehold') return null;
      if (q.inGreaterSydney === undefined) {
        throw new EngineError(
          'INVALID_INPUT',
          'A NSW leasehold village needs inGreaterSydney (true or false)',
        );
      }
      return {
        months: q.inGreaterSydney ? 6 : 12,
        ruleId: q.inGreaterSydney ? 'nsw-exit-order-sydney' : 'nsw-exit-order-regional',
        law: 'an exit entitlement order under the Retirement Villages Act 1999 (NSW)',
        sourceUrl:
          'https://www.nsw.gov.au/housing-and-construction/aged-care-retirement-villages/leaving-a-retirement-village/exit-entitlement-orders',
      };
    }
    default:
      return null;
  }
}

/**
 * The month after leaving the exit entitlement is paid: the earliest of the contract's repayment timeline
 * (months, or `null` for none), the expected sale (months) and the statutory deadline (or `null`). Throws
 * `EngineError('INVALID_INPUT')` on a negative or non-finite month.
 */
export function payoutMonthUnderLaw(
  contractMonths: number | null,
  expectedSaleMonths: number,
  deadline: PayoutDeadline | null,
): { months: number; setBy: 'contract' | 'sale' | 'law' } {
  for (const m of [contractMonths ?? 0, expectedSaleMonths]) {
    if (!Number.isFinite(m) || m < 0) throw new EngineError('INVALID_INPUT', `months must be ≥ 0, got ${m}`);
  }
  let best: { months: number; setBy: 'contract' | 'sale' | 'law' } = {
    months: expectedSaleMonths,
    setBy: 'sale',
  };
  if (contractMonths !== null && contractMonths < best.months)
    best = { months: contractMonths, setBy: 'contract' };
  if (deadline && deadline.months < best.months) best = { months: deadline.months, setBy: 'law' };
  return best;
}

/**
 * The key terms of a default contract in words, for the read-only summary under a contract type's row: the exit
 * charges at the exit-entitlement horizons (years 1, 2, 5, 10 and 15, spec §9), the capital gain share, what the
 * exit entitlement is based on, when it is repaid and the assumed growth. Percent fields are fractions (×100
 * shown); dollars are AUD. The full terms are edited on Editing Default Contract (admin/defaultContract/:contractId).
 */
import {
  formatAud,
  formatRepaymentTimeline,
  yearValue,
  type ContractSettings,
  type PriceBasis,
  type YearList,
} from '@rlc/shared';

export interface KeyTerm {
  label: string;
  value: string;
}

/** The horizons the summary shows a schedule at (the exit entitlement's, land-lease 15 included). */
const HORIZONS = [1, 2, 5, 10, 15] as const;

export const NOT_USED = 'Not used';

const BASIS: Record<PriceBasis, string> = { purchasePrice: 'purchase price', resalePrice: 'resale price' };

/** A fraction as a percent with at most 2 decimals and no trailing zeros: 0.06 → '6%', 0.035 → '3.5%'. */
export function percentText(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}

/** One year's charge: a percent of the basis and/or dollars, e.g. '6%', '$2,000', '3% + $500', '0%'. */
function chargeText(fraction: number, dollars: number): string {
  const parts = [
    ...(fraction !== 0 ? [percentText(fraction)] : []),
    ...(dollars !== 0 ? [formatAud(dollars, { whole: Number.isInteger(dollars) })] : []),
  ];
  return parts.length ? parts.join(' + ') : '0%';
}

/**
 * A cumulative schedule at the horizons: 'year 1 6% · year 2 12% · …', or one value with 'every year' when the
 * charge does not change. `of` names the price a percent is taken from.
 */
export function scheduleText(percents: YearList, dollars: YearList, of: PriceBasis): string {
  const values = HORIZONS.map((y) => chargeText(yearValue(percents, y), yearValue(dollars, y)));
  const hasPercent = percents.some((v) => v.value !== 0);
  const basis = hasPercent ? ` of the ${BASIS[of]}` : '';
  if (values.every((v) => v === values[0])) return `${values[0]} every year${basis}`;
  return `${HORIZONS.map((y, i) => `year ${y} ${values[i]}`).join(' · ')}${basis}`;
}

/**
 * Sales fees are a share of the resale price; admin/legal and reinstatement percents of the entry (purchase)
 * price, as the report's calculation takes them (server forms/to-engine-input.ts).
 */
export function keyTerms(s: ContractSettings): KeyTerm[] {
  return [
    { label: 'DMF', value: s.dmfUse ? scheduleText(s.dmf, s.dmfCurr, s.dmfBasis) : NOT_USED },
    {
      label: 'Capital gain share',
      value: s.participateInCapitalGain ? percentText(s.capitalGainShare) : NOT_USED,
    },
    {
      label: 'Sales fees',
      value: s.salesFeesUse ? scheduleText(s.salesFees, s.salesFeesCurr, 'resalePrice') : NOT_USED,
    },
    {
      label: 'Admin and legal',
      value: s.adminLegalUse ? scheduleText(s.adminLegal, s.adminLegalCurr, 'purchasePrice') : NOT_USED,
    },
    {
      label: 'Reinstatement',
      value: s.reinstatementUse
        ? scheduleText(s.reinstatement, s.reinstatementCurr, 'purchasePrice')
        : NOT_USED,
    },
    { label: 'Exit entitlement based on', value: `The ${BASIS[s.exitEntitlementBasedOn]}` },
    { label: 'Repayment', value: formatRepaymentTimeline(s.repaymentTimeline) },
    { label: 'Capital growth', value: `${percentText(s.capitalGrowthRate)} a year` },
  ];
}

/**
 * Support at Home means test for part pensioners and Commonwealth Seniors Health Card holders: the contribution
 * rate of independence and everyday-living services from the person's means (Department of Health, Schedule of
 * Contributions for Support at Home Services, 1 Jul 2026,
 * https://www.health.gov.au/resources/publications/schedule-of-contributions-for-support-at-home-services).
 *
 * - Income part = income taper (50%) × assessable income above the income free area; asset part = asset taper
 *   (7.8%) × assessable assets above the asset free area (homeowner or not). A couple's means are combined.
 * - Means-tested amount = the higher of the two parts (the tests are not added), capped at the ceiling.
 * - Rate = minimum + (maximum − minimum) × means-tested amount ÷ ceiling, per service type (5–50% / 17.5–80%).
 * Why higher-of and linear: docs/adr/0030-support-at-home-means-tested-rates.md.
 */
import { ParameterNotInForceError } from '../errors.ts';
import type { ParameterReader } from '../parameters/index.ts';

export const MEANS_TEST_PATH = 'au.health.support_at_home.means_test';
export const MEANS_TEST_TAPER_PATH = 'au.health.support_at_home.means_test_taper';
const RANGE_PATH = 'au.health.support_at_home.contribution_rate_range';
/** First date the schedule's thresholds are loaded for. */
export const MEANS_TEST_FIRST_DATE = '2026-07-01';

/** The means assessed for care: dollars a year (income) and dollars (assets); a couple's combined. */
export interface CareMeans {
  relationship: 'single' | 'couple';
  homeowner: boolean;
  assessableIncomeAnnual: number;
  assessableAssets: number;
}

/** The means test's working, dollars a year; rates are fractions. */
export interface MeansTestWorking {
  incomePart: number;
  assetPart: number;
  /** The higher part, capped at the ceiling. */
  meansTestedAmount: number;
  ceiling: number;
  /** Which part set the amount. */
  decidedBy: 'income' | 'assets';
  /** True when the date is before the first loaded schedule and its thresholds were applied. */
  thresholdsFromLaterSchedule: boolean;
  independence: number;
  everydayLiving: number;
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
const cents = (x: number): number => Math.round(x * 100) / 100;

/**
 * The means-tested contribution rates for `means` with the reader of the service date. Before 1 Jul 2026 (no
 * earlier schedule is loaded) the 1 Jul 2026 thresholds are used and flagged.
 * @throws ParameterNotInForceError when the contribution range is not in force (before 1 Nov 2025).
 */
export function meansTestedRates(
  read: ParameterReader,
  readAtFirstSchedule: ParameterReader,
  means: CareMeans,
): MeansTestWorking {
  let r = read;
  let later = false;
  try {
    read(MEANS_TEST_PATH, 'ceiling', means.relationship);
  } catch (e) {
    if (!(e instanceof ParameterNotInForceError)) throw e;
    r = readAtFirstSchedule;
    later = true;
  }
  const rel = means.relationship;
  const assetKey = means.homeowner ? 'asset_free_area_homeowner' : 'asset_free_area_non_homeowner';
  const incomePart = cents(
    Math.max(0, means.assessableIncomeAnnual - r(MEANS_TEST_PATH, 'income_free_area', rel)) *
      r(MEANS_TEST_TAPER_PATH, 'income'),
  );
  const assetPart = cents(
    Math.max(0, means.assessableAssets - r(MEANS_TEST_PATH, assetKey, rel)) *
      r(MEANS_TEST_TAPER_PATH, 'assets'),
  );
  const ceiling = r(MEANS_TEST_PATH, 'ceiling', rel);
  const amount = Math.min(ceiling, Math.max(incomePart, assetPart));
  const share = ceiling > 0 ? amount / ceiling : 1;
  const rate = (t: 'independence' | 'everyday_living'): number => {
    const lo = read(RANGE_PATH, t, 'minimum');
    return round6(lo + (read(RANGE_PATH, t, 'maximum') - lo) * share);
  };
  return {
    incomePart,
    assetPart,
    meansTestedAmount: amount,
    ceiling,
    decidedBy: assetPart > incomePart ? 'assets' : 'income',
    thresholdsFromLaterSchedule: later,
    independence: rate('independence'),
    everydayLiving: rate('everyday_living'),
  };
}

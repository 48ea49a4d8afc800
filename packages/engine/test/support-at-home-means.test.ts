// Support at Home means test (Schedule of Contributions, 1 Jul 2026; docs/adr/0030): worked by hand from the
// schedule's thresholds — income free area 5,876 single / 10,296 couple, asset free area 333,000 / 499,000
// (homeowner) and 600,000 / 766,000 (non-homeowner), tapers 50 % (income) and 7.8 % (assets), ceilings
// 47,614.50 single / 75,736 couple; rates 5–50 % (independence) and 17.5–80 % (everyday living).
// Classification 4 throughout: budget 29,696.40 − 10 % care management = services 26,726.76 a year, split
// 20 / 30 / 50: independence price 8,018.03, everyday living 13,363.38.
import { describe, expect, it } from 'vitest';
import { supportAtHome, type SupportAtHomeInput } from '../src/index.ts';

const base: SupportAtHomeInput = {
  asAt: '2026-12-01',
  classification: 4,
  means: 'part-pensioner',
  split: { clinical: 0.2, independence: 0.3, everydayLiving: 0.5 },
};

describe('Support at Home means-tested rates (part pensioners and card holders)', () => {
  it('a near-full part pensioner couple pays just above the minimum rates', () => {
    // Couple homeowners, combined assets 520,000 and income 9,000. Income 9,000 ≤ 10,296 → income part 0.
    // Asset part (520,000 − 499,000) × 7.8 % = 1,638. Share of the way to the ceiling 1,638 / 75,736 = 0.021628.
    // Independence 5 % + 45 % × 0.021628 = 5.9732 %; everyday living 17.5 % + 62.5 % × 0.021628 = 18.8517 %.
    // 8,018.03 × 5.9732 % = 478.93; 13,363.38 × 18.8517 % = 2,519.22; total 2,998.15 (full-pensioner rates
    // would give 400.90 + 2,338.59).
    const r = supportAtHome({
      ...base,
      meansTest: {
        relationship: 'couple',
        homeowner: true,
        assessableIncomeAnnual: 9000,
        assessableAssets: 520000,
      },
    });
    expect(r.rateBasis).toBe('means-test');
    expect(r.estimated).toBe(false);
    expect(r.meansTest).toMatchObject({ incomePart: 0, assetPart: 1638, decidedBy: 'assets' });
    expect(r.contributionRates).toEqual({ clinical: 0, independence: 0.059732, everydayLiving: 0.188517 });
    expect(r.byServiceType).toEqual({ clinical: 0, independence: 478.93, everydayLiving: 2519.22 });
    expect(r.annualContribution).toBe(2998.15);
  });

  it('a part pensioner near the ceiling: the higher part decides, the two are not added', () => {
    // Single non-homeowner, assets 1,200,000, income 40,000.
    // Asset part (1,200,000 − 600,000) × 7.8 % = 46,800; income part (40,000 − 5,876) × 50 % = 17,062.
    // Higher = 46,800 (the sum, 63,862, would pass the ceiling). 46,800 / 47,614.50 = 0.982894.
    // Independence 5 % + 45 % × 0.982894 = 49.2302 %; everyday 17.5 % + 62.5 % × 0.982894 = 78.9309 %.
    // 8,018.03 × 49.2302 % = 3,947.29; 13,363.38 × 78.9309 % = 10,547.84; total 14,495.13.
    const r = supportAtHome({
      ...base,
      means: 'cshc-holder',
      meansTest: {
        relationship: 'single',
        homeowner: false,
        assessableIncomeAnnual: 40000,
        assessableAssets: 1200000,
      },
    });
    expect(r.meansTest).toMatchObject({ incomePart: 17062, assetPart: 46800, meansTestedAmount: 46800 });
    expect(r.contributionRates).toEqual({ clinical: 0, independence: 0.492302, everydayLiving: 0.789309 });
    expect(r.annualContribution).toBe(14495.13);
  });

  it('at or past the ceiling the maximum rates apply; the income part can decide', () => {
    // Single homeowner, income 120,000: (120,000 − 5,876) × 50 % = 57,062 ≥ 47,614.50 → 50 % / 80 %.
    const r = supportAtHome({
      ...base,
      meansTest: {
        relationship: 'single',
        homeowner: true,
        assessableIncomeAnnual: 120000,
        assessableAssets: 0,
      },
    });
    expect(r.meansTest).toMatchObject({ meansTestedAmount: 47614.5, decidedBy: 'income' });
    expect(r.contributionRates).toEqual({ clinical: 0, independence: 0.5, everydayLiving: 0.8 });
  });

  it('at or under the free areas the minimum rates apply', () => {
    const r = supportAtHome({
      ...base,
      meansTest: {
        relationship: 'single',
        homeowner: true,
        assessableIncomeAnnual: 5876,
        assessableAssets: 333000,
      },
    });
    expect(r.contributionRates).toEqual({ clinical: 0, independence: 0.05, everydayLiving: 0.175 });
  });

  it('full pensioners and self-funded keep their published rates whatever the means', () => {
    const means = {
      relationship: 'single',
      homeowner: true,
      assessableIncomeAnnual: 50000,
      assessableAssets: 0,
    } as const;
    expect(supportAtHome({ ...base, means: 'full-pensioner', meansTest: means }).contributionRates).toEqual({
      clinical: 0,
      independence: 0.05,
      everydayLiving: 0.175,
    });
    expect(supportAtHome({ ...base, means: 'self-funded', meansTest: means }).rateBasis).toBe('published');
  });

  it('letter rates win over the means test', () => {
    const r = supportAtHome({
      ...base,
      contributionRates: { independence: 0.1, everydayLiving: 0.2 },
      meansTest: {
        relationship: 'single',
        homeowner: true,
        assessableIncomeAnnual: 120000,
        assessableAssets: 0,
      },
    });
    expect(r.rateBasis).toBe('letter');
    expect(r.contributionRates).toEqual({ clinical: 0, independence: 0.1, everydayLiving: 0.2 });
  });

  it('before 1 Jul 2026 the schedule of 1 Jul 2026 is applied and flagged estimated', () => {
    const r = supportAtHome({
      ...base,
      asAt: '2026-03-01',
      meansTest: {
        relationship: 'single',
        homeowner: true,
        assessableIncomeAnnual: 0,
        assessableAssets: 333000,
      },
    });
    expect(r.estimated).toBe(true);
    expect(r.meansTest?.thresholdsFromLaterSchedule).toBe(true);
  });
});

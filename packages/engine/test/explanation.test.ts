// Year 1 explained (ScenarioResult.explanation) on the documented example (examples/compare.json, asAt 21 Nov 2026,
// rates of 20 Sep 2026 for the Age Pension and deeming, of 1 Jul 2026 for the free areas and deeming thresholds,
// Rent Assistance of 20 Mar 2026, Support at Home of 1 Nov 2025; rates-2026.md), each
// figure worked by hand from rates.md / worked-examples.md in the comments, and always equal to the year-1 row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, type CompareInput, type ScenarioResult } from '../src/index.ts';

const demo = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'examples', 'compare.json'), 'utf8'),
) as CompareInput;
const r = compare(demo);
const [stay, village, llc] = r.scenarios as [ScenarioResult, ScenarioResult, ScenarioResult];

// Single maximum rate (MBR + max PS + ES) at 20 Sep 2026: 1,135.40 + 88.20 + 14.10 = 1,237.70 pf (rates-2026.md).
const MAX_SINGLE = 1237.7;

describe('Age Pension working, year 1', () => {
  it('staying at home: the maximum rate under both tests, $32,180.20 a year', () => {
    const p = stay.explanation.agePension!;
    // Assets 150,000 investments + 15,000 personal = 165,000 ≤ homeowner free area 333,000 → no reduction.
    // Deemed 66,800 × 1.75 % + 83,200 × 3.75 % = 1,169.00 + 3,120.00 = 4,289.00 ≤ 226 × 26 = 5,876 → no reduction.
    expect(p).toMatchObject({
      asAt: '2026-11-21',
      relationship: 'single',
      homeowner: true,
      maximumRatePerFortnight: MAX_SINGLE,
      incomeTest: {
        deemedIncomePerYear: 4289,
        otherIncomePerYear: 0,
        assessableIncomePerYear: 4289,
        freeAreaPerYear: 5876,
        ratePerFortnight: MAX_SINGLE,
      },
      assetsTest: { assessableAssets: 165000, freeArea: 333000, ratePerFortnight: MAX_SINGLE },
      bindingTest: 'neither',
      ratePerFortnight: MAX_SINGLE,
      fullRate: true,
      shareOfRatePaid: 1,
      rentAssistance: { included: false, rentPerFortnight: 0, inMaximumRatePerFortnight: 0, paidPerYear: 0 },
      // 1,237.70 × 26 = 32,180.20.
      agePensionPerYear: 32180.2,
    });
    expect(p.agePensionPerYear).toBe(stay.ongoing[0]!.agePension);
  });

  it('the licence village: the assets test binds, $226.70 a fortnight = $5,894.20 a year', () => {
    const p = village.explanation.agePension!;
    // $320,000 > extra allowable amount 267,000 (1 Jul 2026): homeowner. Investments 825,000 + 150,000 − 320,000 =
    // 655,000, + 15,000 personal = 670,000; excess over 333,000 = 337,000 → 1,348 steps × 0.75 = 1,011.00 →
    // 1,237.70 − 1,011.00 = 226.70 pf; × 26 = 5,894.20 a year.
    // Income: deemed 66,800 × 1.75 % + 588,200 × 3.75 % = 1,169.00 + 22,057.50 = 23,226.50; (23,226.50 − 5,876) ×
    // 0.5 = 8,675.25 off 32,180.20 → 23,504.95 / 26 = 904.04 pf.
    expect(p).toMatchObject({
      homeowner: true,
      maximumRatePerFortnight: MAX_SINGLE,
      incomeTest: { deemedIncomePerYear: 23226.5, ratePerFortnight: 904.04 },
      assetsTest: { assessableAssets: 670000, freeArea: 333000, ratePerFortnight: 226.7 },
      bindingTest: 'assets',
      ratePerFortnight: 226.7,
      fullRate: false,
      rentAssistance: { included: false, rentPerFortnight: 0 },
      agePensionPerYear: 5894.2,
    });
    expect(village.ongoing[0]!.agePension).toBe(5894.2);
  });

  it('the land-lease home: site fees count as rent and Rent Assistance is in the maximum rate', () => {
    const p = llc.explanation.agePension!;
    // Site fees 230 a week × 52 / 26 = 460.00 pf; single threshold 154.80, maximum 219.40 (20 Mar 2026, still in
    // force: no 20 Sep 2026 figure): (460 − 154.80) × 0.75 = 228.90 > 219.40 → 219.40 in the maximum rate:
    // 1,237.70 + 219.40 = 1,457.10 pf.
    expect(p.rentAssistance).toMatchObject({
      included: true,
      rentPerFortnight: 460,
      thresholdPerFortnight: 154.8,
      maximumPerFortnight: 219.4,
      inMaximumRatePerFortnight: 219.4,
      paidPerYear: llc.ongoing[0]!.rentAssistance,
    });
    expect(p.maximumRatePerFortnight).toBe(1457.1);
    expect(p.agePensionPerYear).toBe(llc.ongoing[0]!.agePension);
  });
});

describe('care working, year 1 (classification 2, split 20 / 40 / 40 %)', () => {
  // Budget 16,034.45 (rates.md §4.1); care management 10 % = 1,603.45; services 14,431.00.
  const budget = { budgetPerYear: 16034.45, careManagementPerYear: 1603.45, servicesBudgetPerYear: 14431 };
  // Price by service type: 14,431 × 0.2 / 0.4 / 0.4.
  const price = { clinical: 2886.2, independence: 5772.4, everydayLiving: 5772.4 };

  it('staying at home: full pensioner (derived from the maximum rate), 0 / 5 / 17.5 %', () => {
    // 5,772.40 × 5 % = 288.62; 5,772.40 × 17.5 % = 1,010.17; total 1,298.79.
    expect(stay.explanation.care).toEqual([
      {
        person: 'person',
        classification: 2,
        meansCategory: 'full-pensioner',
        meansCategorySource: 'derived',
        noWorseOff: false,
        ...budget,
        split: { clinical: 0.2, independence: 0.4, everydayLiving: 0.4 },
        servicePricePerYear: price,
        contributionRates: { clinical: 0, independence: 0.05, everydayLiving: 0.175 },
        contributionByTypePerYear: { clinical: 0, independence: 288.62, everydayLiving: 1010.17 },
        contributionPerYear: 1298.79,
        paidPerYear: 1298.79,
        estimated: false,
        rateBasis: 'published',
      },
    ]);
    expect(stay.ongoing[0]!.careContributions).toBe(1298.79);
  });

  it('the village: part pensioner, rates from the Schedule of Contributions means test', () => {
    // Was the midpoint 27.5 % / 48.75 % (4,401.46); the means test replaces it. Single homeowner, means as the
    // pension assessment above: income 23,226.50, assets 670,000 (1 Jul 2026 schedule).
    // Income part (23,226.50 − 5,876) × 50 % = 8,675.25; asset part (670,000 − 333,000) × 7.8 % = 26,286.00:
    // the assets decide. 26,286 / ceiling 47,614.50 = 0.55206 of the way from minimum to maximum:
    // independence 5 % + 45 % × 0.55206 = 29.8426 %; everyday living 17.5 % + 62.5 % × 0.55206 = 52.0037 %.
    // 5,772.40 × 29.8426 % = 1,722.63; 5,772.40 × 52.0037 % = 3,001.86; total 4,724.49.
    expect(village.explanation.care[0]).toMatchObject({
      meansCategory: 'part-pensioner',
      meansCategorySource: 'derived',
      contributionRates: { clinical: 0, independence: 0.298426, everydayLiving: 0.520037 },
      contributionByTypePerYear: { clinical: 0, independence: 1722.63, everydayLiving: 3001.86 },
      contributionPerYear: 4724.49,
      paidPerYear: 4724.49,
      estimated: false,
      rateBasis: 'means-test',
      meansTest: { incomePart: 8675.25, assetPart: 26286, meansTestedAmount: 26286, decidedBy: 'assets' },
    });
    expect(village.ongoing[0]!.careContributions).toBe(4724.49);
  });

  it('an entered means category is used as entered', () => {
    const form = structuredClone(demo);
    form.customer.person!.care!.means = 'self-funded';
    const care = compare(form).scenarios[0]!.explanation.care[0]!;
    // Self-funded 0 / 50 / 80 %: 2,886.20 + 4,617.92 = 7,504.12.
    expect(care).toMatchObject({
      meansCategory: 'self-funded',
      meansCategorySource: 'entered',
      contributionByTypePerYear: { clinical: 0, independence: 2886.2, everydayLiving: 4617.92 },
      contributionPerYear: 7504.12,
    });
  });
});

describe('explanation of a simplified comparison or a household without care', () => {
  it('has no Age Pension working and no care when details are missing', () => {
    const form = structuredClone(demo);
    delete form.customer.person!.dob;
    const c = compare(form);
    expect(c.simplified).toBe(true);
    for (const s of c.scenarios) expect(s.explanation).toEqual({ agePension: null, care: [] });
  });

  it('explains both partners of a couple, and a partner under Age Pension age halves the rate paid', () => {
    const form = structuredClone(demo);
    form.customer.relationship = 'couple';
    form.customer.partner = {
      firstName: 'John',
      dob: '1970-01-01',
      care: {
        classification: 1,
        split: { clinical: 0, independence: 0, everydayLiving: 1 },
        noWorseOff: false,
      },
    };
    const s = compare(form).scenarios[0]!;
    expect(s.explanation.agePension?.shareOfRatePaid).toBe(0.5);
    expect(s.explanation.care.map((c) => c.person)).toEqual(['person', 'partner']);
    // The partner is under Age Pension age: self-funded (derived), whatever the household's rate.
    expect(s.explanation.care[1]?.meansCategory).toBe('self-funded');
    const paid = s.explanation.care.reduce((t, c) => t + c.paidPerYear, 0);
    expect(paid).toBeCloseTo(s.ongoing[0]!.careContributions, 2);
  });
});

/**
 * The report's "how we worked it out" (`explainYearOne`) reads the comparison's own year-1 working. These checks
 * hold it to what the report printed before it did (engine 0.2.0 and earlier): the Age Pension rule re-run on the
 * stored year-1 inputs gives the same income-test and assets-test rates, free area and deemed income, and the Rent
 * Assistance rule the same threshold and maximum.
 */
import { describe, expect, it } from 'vitest';
import { agePension, compare, rentAssistance, type ScenarioResult } from '@rlc/engine';
import { explainYearOne } from '../src/modules/reports/model-from-form.ts';
import { PERSONAL_ASSETS, workedHousehold as form } from './engine-forms.ts';

/** The pre-0.3.0 report's re-run of the rules on a scenario's stored year 1. */
function rerun(s: ScenarioResult) {
  const y = s.ongoing[0]!;
  const rentPerFortnight = s.feesCountAsRent ? Math.round((y.fees / 26) * 100) / 100 : 0;
  const contribution = s.kind === 'rv' && !s.homeowner ? s.ingoing.entryPrice : 0;
  const input = { asAt: y.startDate, relationship: 'single' as const, rentPerFortnight };
  const ap = agePension({
    ...input,
    homeowner: s.homeowner!,
    financialAssets: Math.max(0, y.investmentsStart),
    otherAssets: PERSONAL_ASSETS + contribution,
    otherIncomeAnnual: y.otherIncome,
  });
  const ra = rentAssistance(input);
  const value = (trace: readonly { path: string; value: number }[], prefix: string) =>
    trace.find((t) => t.path.startsWith(prefix))?.value;
  return { ap, rentPerFortnight, ra, value };
}

describe('explainYearOne reads the engine working and prints what the rule re-run printed', () => {
  const c = compare(form());
  for (const s of c.scenarios)
    it(`${s.name}`, () => {
      const e = explainYearOne(s, s.id)!;
      const { ap, ra, rentPerFortnight, value } = rerun(s);
      expect(e.agePension).toMatchObject({
        homeowner: ap.homeowner,
        assessableAssets: ap.assetsTest.assessableAssets,
        assetsFreeArea: value(ap.trace, 'au.dss.age_pension.assets_test.free_area'),
        deemedIncomePerYear: ap.incomeTest.deemedIncomeAnnual,
        incomeTestRatePerFortnight: ap.incomeTest.perFortnight,
        assetsTestRatePerFortnight: ap.assetsTest.perFortnight,
      });
      expect(Math.abs(ap.annual - (s.ongoing[0]!.agePension + s.ongoing[0]!.rentAssistance))).toBeLessThan(1);
      expect(e.rentAssistance).toMatchObject({
        eligible: rentPerFortnight > 0,
        thresholdPerFortnight: value(ra.trace, 'au.dss.rent_assistance.threshold'),
        maximumPerFortnight: value(ra.trace, 'au.dss.rent_assistance.maximum'),
      });
      expect(e.rentAssistance.rentPerFortnight).toBeCloseTo(rentPerFortnight, 2);
      // The working's steps: the paid rate is the lower of the two tests' rates, the rule's rate; the
      // Rent Assistance within it is the rule's; and the rate splits into Age Pension and Rent Assistance paid.
      const lower = Math.min(ap.incomeTest.perFortnight, ap.assetsTest.perFortnight);
      expect(e.agePension.ratePerFortnight).toBe(lower);
      expect(e.agePension.ratePerFortnight).toBeCloseTo(ap.perFortnight, 2);
      expect(e.rentAssistance.inMaximumRatePerFortnight).toBeCloseTo(ap.rentAssistancePerFortnight, 2);
      expect(e.agePension.maximumRatePerFortnight).toBeGreaterThanOrEqual(lower);
      expect(e.agePension.agePensionPerFortnight + e.rentAssistance.rentAssistancePerFortnight!).toBeCloseTo(
        lower,
        1,
      );
      // The income test free area a year: 26 fortnights of the rule's fortnightly free area (single, in force on
      // 21 Nov 2026: $226 → $5,876).
      const freeArea = value(ap.trace, 'au.dss.age_pension.income_test.free_area')!;
      expect(e.agePension.incomeFreeAreaPerYear).toBeCloseTo(freeArea * 26, 2);
      expect(e.agePension.incomeFreeAreaPerYear).toBe(5_876);
    });

  it('names the binding test and words the means category with the shared label', () => {
    const [stay, village, cheap, llc] = c.scenarios.map((s) => explainYearOne(s, s.id)!);
    expect(stay!.agePension.bindingTest).toBe('neither');
    // Neither test reduces it: both tests give the maximum rate, which is paid.
    expect(stay!.agePension.incomeTestRatePerFortnight).toBe(stay!.agePension.maximumRatePerFortnight);
    expect(stay!.agePension.assetsTestRatePerFortnight).toBe(stay!.agePension.maximumRatePerFortnight);
    expect(stay!.care?.meansCategory).toBe('Full pensioner');
    expect(village!.agePension.bindingTest).toBe('assets');
    // Part pensioner: rates by the Support at Home means test (1 Jul 2026 schedule in force), not estimated.
    expect(village!.care).toMatchObject({ meansCategory: 'Part pensioner', estimated: false });
    expect(village!.care?.ratesReason).toMatch(/^Rates from the Support at Home means test/);
    // $150,000 is not above the extra allowable amount: a non-homeowner whose fees count as rent.
    expect(cheap!.agePension.homeowner).toBe(false);
    expect(cheap!.rentAssistance.eligible).toBe(true);
    expect(llc!.rentAssistance.reason).toBe('Site fees count as rent');
  });
});

describe('explainYearOne gives no breakdown', () => {
  it('for a comparison stored by an engine without the working (it is regenerated first)', () => {
    const s = structuredClone(compare(form()).scenarios[0]!) as Partial<ScenarioResult>;
    delete s.explanation;
    expect(explainYearOne(s as ScenarioResult, 'home')).toBeNull();
  });
  it('when a partner under Age Pension age halves the rate paid (no wording for it yet)', () => {
    const s = compare(form('1970-01-01')).scenarios[0]!;
    expect(s.explanation.agePension?.shareOfRatePaid).toBe(0.5);
    expect(explainYearOne(s, 'home')).toBeNull();
  });
});

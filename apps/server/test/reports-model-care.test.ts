/**
 * The Results report model explains the client's Support at Home contribution (`explanations[].care`): a seeded
 * form whose customer has a care classification, its stored comparison, then `modelFromForm`. Every figure is
 * checked against a hand calculation from rates.md §4 (classification budgets at 1 Nov 2025, 10 % care
 * management, contribution rates by means category), written out in the comments.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@rlc/engine';
import type { CustomerPatch } from '@rlc/shared';
import { formSummaries } from '../src/db/schema/index.ts';
import { modelFromForm } from '../src/modules/reports/index.ts';
import type { ReportModel } from '../src/modules/reports/pdf/index.ts';
import { asInternal, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** Support at Home rates in force on 1 Dec 2025 are those of 1 Nov 2025 (rates.md §4). */
const AS_AT = '2025-12-01';

// ---- Hand calculation, classification 3, split 20 % clinical / 40 % independence / 40 % everyday living -------
// rates.md §4.1: classification 3 annual budget (official) = 21,965.70.
const BUDGET_3 = 21_965.7;
// Care management = 10 % of the budget = 2,196.57.
const CARE_MANAGEMENT_3 = 2_196.57;
// Services budget = 21,965.70 − 2,196.57 = 19,769.13.
const SERVICES_3 = 19_769.13;
// Price of each service type = services budget × split, to the cent: 19,769.13 × 0.2 = 3,953.826 → 3,953.83;
// × 0.4 = 7,907.652 → 7,907.65 (independence and everyday living alike).
const PRICES_3 = { clinical: 3_953.83, independence: 7_907.65, everydayLiving: 7_907.65 };
// Full pensioner (rates.md §4.2: 0 % / 5 % / 17.5 %), contribution per service type, each rounded to the cent:
//   clinical        19,769.13 × 0.2 × 0     = 0
//   independence    19,769.13 × 0.4 × 0.05  = 19,769.13 × 0.02 = 395.3826   → 395.38
//   everyday living 19,769.13 × 0.4 × 0.175 = 19,769.13 × 0.07 = 1,383.8391 → 1,383.84
//   total = 395.38 + 1,383.84 = 1,779.22 a year.
const FULL_PENSIONER_3 = 1_779.22;
// Part pensioner without letter rates: the Support at Home means test (was the midpoint 27.5 % / 48.75 %,
// 6,029.58 a year). Sunny Grove's year 1 as the pension assessment has it: a single homeowner with assessable
// income 16,728.50 and assets 670,000. No schedule before 1 Jul 2026 is loaded, so its thresholds are used for
// 1 Dec 2025 (flagged estimated): income part (16,728.50 − 5,876) × 50 % = 5,426.25; asset part
// (670,000 − 333,000) × 7.8 % = 26,286.00, the higher; 26,286 / ceiling 47,614.50 = 0.55206 of the range:
// independence 5 % + 45 % × 0.55206 = 29.8426 %; everyday living 17.5 % + 62.5 % × 0.55206 = 52.0037 %.
//   independence    7,907.652 × 29.8426 % = 2,359.85
//   everyday living 7,907.652 × 52.0037 % = 4,112.27
//   total = 2,359.85 + 4,112.27 = 6,472.12 a year.
const PART_PENSIONER_3 = 6_472.12;
// Partner (couple test): classification 1, all everyday living, full pensioner.
//   budget 10,731.00; care management 1,073.10; services 9,657.90; 9,657.90 × 1 × 0.175 = 1,690.1325 → 1,690.13.
const PARTNER_FULL_PENSIONER_1 = 1_690.13;

const SPLIT = { clinical: 0.2, independence: 0.4, everydayLiving: 0.4 };
const CLIENT_CARE: CustomerPatch = {
  homeCarePackage: 3,
  clinicalCareSplit: SPLIT.clinical,
  independenceSplit: SPLIT.independence,
  everydayLivingSplit: SPLIT.everydayLiving,
};

interface Built {
  id: number;
  villageUid: string;
}

/**
 * The worked household of reports-pdf-jobs.test.ts (aged 78 in Queensland, home 850,000, selling fees 25,000,
 * personal assets 15,000, investments 150,000 at 4 %), with `extra` customer details, and the Sunny Grove
 * licence village; then the comparison for 1 Dec 2025 is stored.
 */
async function household(extra: CustomerPatch): Promise<Built> {
  const token = f.jwt.adviser;
  const created = await f.call('POST', '/forms/create', token, { communityId: f.communityId.sunny });
  const id = Number(created.body.data.formId);
  let version = Number((await f.call('GET', `/form/${id}`, token)).body.data.version);
  const cust = await f.call('POST', `/form/${id}/customer`, token, {
    data: {
      firstName: 'Margaret',
      lastName: 'Walsh',
      dob: '1947-06-15',
      state: 'QLD',
      relationship: 1,
      ...extra,
    },
    version,
  });
  expect(cust.status).toBe(200);
  version = Number(cust.body.data.version);
  const current = await f.call('POST', `/form/${id}/current`, token, {
    data: {
      propertyValue: 850_000,
      sellingFees: 25_000,
      personalAssets: 15_000,
      investmentAssets: 150_000,
      investmentInterest: 0.04,
      livingExpenses: 900,
      livingExpensesFreq: 26,
    },
    version,
  });
  expect(current.status).toBe(200);
  version = Number(current.body.data.version);
  const v = await f.call('POST', `/form/${id}/createVillage/1`, token, { version });
  expect(v.status).toBe(200);
  const village = asInternal(v.body.data.village);
  const s = await f.call('POST', `/form/${id}/summary`, token, { options: { asAt: AS_AT } });
  expect(s.status).toBe(200);
  return { id, villageUid: `int-${village.id}-${village.selectedContracts[0]!.id}` };
}

async function stored(formId: number): Promise<Comparison> {
  const [row] = await f.t.db.select().from(formSummaries).where(eq(formSummaries.formId, formId));
  return row!.comparison as unknown as Comparison;
}

const careOf = (m: ReportModel, optionId: string) =>
  m.explanations.find((e) => e.optionId === optionId)?.care;
const yearOneCare = (c: Comparison, scenarioId: string) =>
  c.scenarios.find((s) => s.id === scenarioId)!.ongoing[0]!.careContributions;

describe('care explanation of a single client with classification 3 (means derived from the Age Pension)', () => {
  let b: Built;
  let model: ReportModel;
  let comparison: Comparison;
  beforeAll(async () => {
    b = await household(CLIENT_CARE);
    comparison = await stored(b.id);
    model = await modelFromForm(f.t.db, b.id, 'results', AS_AT);
  }, 60_000);

  it('staying at home: full pensioner (maximum rate, reports-pdf-jobs.test.ts), rates 0 / 5 / 17.5 %', () => {
    const care = careOf(model, 'home');
    expect(care).toEqual({
      classification: 3,
      budgetPerYear: BUDGET_3,
      careManagementPerYear: CARE_MANAGEMENT_3,
      split: SPLIT,
      rates: { clinical: 0, independence: 0.05, everydayLiving: 0.175 },
      servicesBudgetPerYear: SERVICES_3,
      pricePerYear: PRICES_3,
      // The per-type lines below, which add up to the total.
      contributionByTypePerYear: { clinical: 0, independence: 395.38, everydayLiving: 1_383.84 },
      meansCategory: 'Full pensioner',
      contributionPerYear: FULL_PENSIONER_3,
      estimated: false,
      ratesReason:
        'Full pensioners pay the published rates: 0 % clinical care, 5 % independence, 17.5 % everyday living.',
    });
    // The stored comparison's year 1 is the same figure (the explanation only repeats it).
    expect(yearOneCare(comparison, 'stay')).toBeCloseTo(FULL_PENSIONER_3, 2);
  });

  it('Sunny Grove: part pensioner (133.20 pf < the maximum), means-tested rates with the working', () => {
    const care = careOf(model, b.villageUid);
    expect(care).toMatchObject({
      classification: 3,
      budgetPerYear: BUDGET_3,
      careManagementPerYear: CARE_MANAGEMENT_3,
      split: SPLIT,
      rates: { clinical: 0, independence: 0.298426, everydayLiving: 0.520037 },
      pricePerYear: PRICES_3,
      contributionByTypePerYear: { clinical: 0, independence: 2_359.85, everydayLiving: 4_112.27 },
      meansCategory: 'Part pensioner',
      contributionPerYear: PART_PENSIONER_3,
      estimated: true,
    });
    expect(care?.method).toMatch(/Schedule of Contributions of 1 July 2026 is the first we hold/);
    expect(care?.ratesReason).toBe(
      'Rates from the Support at Home means test (Schedule of Contributions, 1 July 2026): the income part ' +
        '(50 % of income above the free area) is $5,426.25 and the asset part (7.8 % of assets above the free ' +
        'area) is $26,286.00; the higher, $26,286.00, is 55.21 % of the ceiling of $47,614.50, so each rate is ' +
        'that far from its minimum (5 % / 17.5 %) to its maximum (50 % / 80 %).',
    );
    expect(yearOneCare(comparison, b.villageUid)).toBeCloseTo(PART_PENSIONER_3, 2);
  });
});

describe('care explanation with an entered means category and without care', () => {
  it('a self-funded client (entered): 0 / 50 / 80 %, not estimated', async () => {
    const b = await household({ ...CLIENT_CARE, meansCategory: 'self-funded' });
    const model = await modelFromForm(f.t.db, b.id, 'results', AS_AT);
    // Services 19,769.13: independence × 0.4 × 0.5 = 3,953.826 → 3,953.83; everyday × 0.4 × 0.8 = 6,326.1216
    // → 6,326.12; total 10,279.95 a year.
    expect(careOf(model, 'home')).toMatchObject({
      rates: { clinical: 0, independence: 0.5, everydayLiving: 0.8 },
      meansCategory: 'Self-funded without a card',
      contributionPerYear: 10_279.95,
      estimated: false,
    });
    expect(careOf(model, 'home')?.method).toBeUndefined();
  }, 60_000);

  it('a client without a care classification: care is null for every option', async () => {
    const b = await household({});
    const model = await modelFromForm(f.t.db, b.id, 'results', AS_AT);
    expect(model.explanations.length).toBeGreaterThan(0);
    for (const e of model.explanations) expect(e.care).toBeNull();
  }, 60_000);
});

describe('care explanation of a couple where both receive care', () => {
  it('explains the client only; the stored year 1 is the client plus the partner', async () => {
    const b = await household({
      ...CLIENT_CARE,
      relationship: 2,
      partnerFirstName: 'John',
      partnerLastName: 'Walsh',
      partnerDob: '1946-03-02',
      partnerHomeCarePackage: 1,
      partnerClinicalCareSplit: 0,
      partnerIndependenceSplit: 0,
      partnerEverydayLivingSplit: 1,
    });
    const model = await modelFromForm(f.t.db, b.id, 'results', AS_AT);
    const comparison = await stored(b.id);
    // Couple homeowners with 165,000 of assets and 2,841 of deemed income: the maximum rate, full pensioners.
    expect(careOf(model, 'home')).toEqual({
      classification: 3,
      budgetPerYear: BUDGET_3,
      careManagementPerYear: CARE_MANAGEMENT_3,
      split: SPLIT,
      rates: { clinical: 0, independence: 0.05, everydayLiving: 0.175 },
      servicesBudgetPerYear: SERVICES_3,
      pricePerYear: PRICES_3,
      // The per-type lines below, which add up to the total.
      contributionByTypePerYear: { clinical: 0, independence: 395.38, everydayLiving: 1_383.84 },
      meansCategory: 'Full pensioner',
      contributionPerYear: FULL_PENSIONER_3,
      estimated: false,
      ratesReason:
        'Full pensioners pay the published rates: 0 % clinical care, 5 % independence, 17.5 % everyday living.',
    });
    // 1,779.22 + 1,690.13 = 3,469.35 a year stored for the household.
    expect(yearOneCare(comparison, 'stay')).toBeCloseTo(FULL_PENSIONER_3 + PARTNER_FULL_PENSIONER_1, 2);
  }, 60_000);
});

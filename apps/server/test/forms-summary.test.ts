/**
 * POST form/:id/summary: the comparison through the engine, regenerated exactly when spec §4 says (missing,
 * valuations changed, stale after customer / current edits or an option's deletion) and otherwise reused; the
 * simplified summary with the spec's list of missing details; and the worked household of issue 4 "Real input"
 * checked against figures worked out by hand from the rules and the dated rates (reference/rates.md).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts, formSummaries } from '../src/db/schema/index.ts';
import { CustomerRecord, type SummaryResponse } from '@rlc/shared';
import { DEFAULT_ASSUMPTIONS, ENGINE_VERSION } from '@rlc/engine';
import {
  useFormsApp,
  createWorkedHousehold,
  type FormsTestApp,
  type WorkedHousehold,
} from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** Rates in force on 1 Dec 2025 are all official (20 Sep 2025 pension and Rent Assistance, 1 Jul 2025 free areas). */
const AS_AT = '2025-12-01';

const workedHousehold = (token: string) => createWorkedHousehold(f, token);

const summary = (id: number, body: object = { options: { asAt: AS_AT } }) =>
  f.call('POST', `/form/${id}/summary`, f.jwt.adviser, body);
/** The row `uid` of a summary, with its numeric cells (a text cell fails the test). */
function row(s: SummaryResponse, uid: string): { values: Record<string, number | null> } | undefined {
  const r = s.rows.find((x) => x.uid === uid);
  if (!r) return undefined;
  const values: Record<string, number | null> = {};
  for (const [k, v] of Object.entries(r.values)) {
    if (typeof v === 'string') throw new Error(`row ${uid} has text in column ${k}`);
    values[k] = v;
  }
  return { values };
}

describe('the worked household', () => {
  let b: WorkedHousehold;
  let s: SummaryResponse;
  beforeAll(async () => {
    b = await workedHousehold(f.jwt.adviser);
    const res = await summary(b.id);
    expect(res.status).toBe(200);
    s = res.body.data;
  });

  it('compares staying at home with the village and the land-lease home, customised', () => {
    expect(s.simple).toBe(false);
    expect(s.missing).toEqual([]);
    expect(s.regenerated).toBe(true);
    expect(s.columns.map((c) => c.uid)).toEqual([
      'home',
      `int-${b.villageId}-${b.contractId}`,
      `ext-${b.extId}`,
    ]);
    expect(s.insufficientFunds).toBe(false);
    expect(s.asAt).toBe(AS_AT);
    expect(typeof s.engineVersion).toBe('string');
    // The parameters' effective dates are recorded so the report can be reproduced: year 1 (from 1 Dec 2025)
    // reads the 20 Sep 2025 pension rates, year 2 (from 1 Dec 2026) those in force then, 20 Sep 2026.
    expect(s.parametersEffective['au.dss.age_pension']).toBe('2026-09-20');
    const trace = s.comparison.trace;
    expect(
      trace.some(
        (t) => t.path.startsWith('au.dss.age_pension.maximum_basic_rate') && t.effectiveDate === '2025-09-20',
      ),
    ).toBe(true);
  });

  it('staying at home: full Age Pension, worked out by hand', () => {
    // Rates at 1 Dec 2025 (rates.md §1): single maximum 1,178.70 a fortnight (MBR 1,079.70 + PS 84.90 + ES 14.10).
    // Assets test (homeowner, home exempt): 15,000 + 150,000 = 165,000 ≤ free area 321,500 → no reduction.
    // Income test: deemed income 64,200 × 0.75% = 481.50 + (150,000 − 64,200) × 2.75% = 2,359.50 → 2,841.00 a year
    //   = 109.27 a fortnight ≤ free area 218 → no reduction.
    // Pension = 1,178.70 × 26 = 30,646.20 a year.
    const pension = row(s, 'income.agePension')!.values.home!;
    expect(pension).toBeCloseTo(30_646.2, 0);
    expect(row(s, 'income.rentAssistance')!.values.home).toBe(0);
  });

  it('Sunny Grove licence: funds left, part Age Pension by the assets test, exit entitlement at 5 years', () => {
    const uid = `int-${b.villageId}-${b.contractId}`;
    // Ingoing: 850,000 − 25,000 selling fees + 150,000 investments − 320,000 ingoing contribution = 655,000.
    expect(row(s, 'ingoing.fundsLeftToInvest')!.values[uid]).toBe(655_000);
    // Entry contribution 320,000 > extra allowable amount 258,000 (579,500 − 321,500, 1 Jul 2025) → homeowner,
    // contribution exempt, village fees not rent (rates.md §1.7).
    // Assets: 655,000 + 15,000 = 670,000; excess over 321,500 = 348,500 → floor(348,500 / 250) = 1,394 steps
    //   × 0.75 = 1,045.50 a fortnight → assets-test rate 1,178.70 − 1,045.50 = 133.20.
    // Income: 481.50 + (655,000 − 64,200) × 2.75% = 16,247.00 → 16,728.50 a year = 643.40 a fortnight;
    //   (643.40 − 218) × 0.5 = 212.70 → income-test rate 966.00. The lower applies: 133.20 × 26 = 3,463.20 a year.
    expect(row(s, 'income.agePension')!.values[uid]).toBeCloseTo(3_463.2, 0);
    expect(row(s, 'income.rentAssistance')!.values[uid]).toBe(0);
    // Recurrent charges $89.39 a week × 52 = 4,648.28 a year.
    expect(row(s, 'ongoing.fees')!.values[uid]).toBeCloseTo(4_648.28, 2);
    // Exit at 5 years: DMF 6 % a year × 5 = 30 % of 320,000 = 96,000 (the 36 % cap is reached in year 6); no
    // capital gain share; $2,000 termination fee → 320,000 − 96,000 − 2,000 = 222,000.
    expect(row(s, 'outgoing.exitEntitlement.5')!.values[uid]).toBeCloseTo(222_000, 2);
    // At 10 years the DMF is capped at 36 %: 320,000 − 115,200 − 2,000 = 202,800.
    expect(row(s, 'outgoing.exitEntitlement.10')!.values[uid]).toBeCloseTo(202_800, 2);
  });

  it('land-lease home: site fees count as rent for Rent Assistance', () => {
    const uid = `ext-${b.extId}`;
    // Site fees 200 a week = 400 a fortnight. Single Rent Assistance at 20 Sep 2025: threshold 152.00, max 215.40
    //   → 0.75 × (400 − 152) = 186.00 a fortnight (below the max) → 186.00 × 26 = 4,836.00 a year.
    // The pension stays above it: assets 525,000 + 15,000 = 540,000, excess 218,500 → 874 steps × 0.75 = 655.50;
    //   maximum with Rent Assistance 1,178.70 + 186.00 = 1,364.70 → 709.20 a fortnight, so Rent Assistance is paid in full.
    expect(row(s, 'income.rentAssistance')!.values[uid]).toBeCloseTo(4_836, 0);
    expect(row(s, 'ongoing.fees')!.values[uid]).toBeCloseTo(10_400, 2);
    expect(row(s, 'ingoing.fundsLeftToInvest')!.values[uid]).toBe(525_000);
  });

  it('carries the engine comparison and the rates status', () => {
    const scenarios = s.comparison.scenarios;
    expect(scenarios.map((x) => x.id)).toEqual([
      'stay',
      `int-${b.villageId}-${b.contractId}`,
      `ext-${b.extId}`,
    ]);
    // A land-lease option projects 15 years.
    expect(scenarios[0]!.ongoing).toHaveLength(15);
    expect(typeof s.ratesStatus.anyOutOfDate).toBe('boolean');
  });
});

describe('summary regeneration (spec §4)', () => {
  it('reuses the stored summary when nothing changed', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    const first = await summary(b.id);
    expect(first.body.data.regenerated).toBe(true);
    const second = await summary(b.id);
    expect(second.body.data.regenerated).toBe(false);
    expect(second.body.data.generatedAt).toBe(first.body.data.generatedAt);
    expect(second.body.data.rows).toEqual(first.body.data.rows);
    const form = await f.call('GET', `/form/${b.id}`, f.jwt.adviser);
    expect(form.body.data.main).toMatchObject({ summaryStale: false, hasSummary: true });
  });

  it('a reuse answers with the stored row even when another process rewrote it (no stale cached answer)', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    const first = await summary(b.id);
    expect((await summary(b.id)).body.data.regenerated).toBe(false); // now held in this process's cache
    // What another server process's regeneration leaves behind: a rewritten row with a new creation time.
    const rewrittenAt = new Date(Date.parse(first.body.data.generatedAt) + 60_000);
    const [stored] = await f.t.db.select().from(formSummaries).where(eq(formSummaries.formId, b.id));
    const table = stored!.summaryTable as { rows: { uid: string; values: Record<string, unknown> }[] };
    const pension = table.rows.find((r) => r.uid === 'income.agePension')!;
    pension.values.home = 12_345;
    await f.t.db
      .update(formSummaries)
      .set({ summaryTable: table, createdAt: rewrittenAt })
      .where(eq(formSummaries.formId, b.id));
    const again = await summary(b.id);
    expect(again.body.data.regenerated).toBe(false);
    expect(again.body.data.generatedAt).toBe(rewrittenAt.toISOString());
    expect(row(again.body.data, 'income.agePension')!.values.home).toBe(12_345);
  });

  it('regenerates after a customer edit, with the new figures', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    const first = await summary(b.id);
    const stay = row(first.body.data, 'income.agePension')!.values.home!;
    const edit = await f.call('POST', `/form/${b.id}/current`, f.jwt.adviser, {
      data: { investmentAssets: 600_000 },
      version: b.version,
    });
    expect(edit.status).toBe(200);
    expect((await f.call('GET', `/form/${b.id}`, f.jwt.adviser)).body.data.main.summaryStale).toBe(true);
    const again = await summary(b.id);
    expect(again.body.data.regenerated).toBe(true);
    // More assets never raise the pension; here 615,000 of assets is above the 321,500 free area, so it falls.
    expect(row(again.body.data, 'income.agePension')!.values.home!).toBeLessThan(stay);
  });

  it('regenerates after an option is deleted, without its column', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    await summary(b.id);
    const del = await f.call('POST', `/form/${b.id}/village/2/${b.extId}/delete`, f.jwt.adviser, {});
    expect(del.status).toBe(200);
    const again = await summary(b.id);
    expect(again.body.data.regenerated).toBe(true);
    expect(again.body.data.columns.map((c) => c.uid)).toEqual(['home', `int-${b.villageId}-${b.contractId}`]);
  });

  it('regenerates when the valuations change (and saves them), reuses when they are the same', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    await summary(b.id);
    const valuations = [{ uid: 'home', location: 4, amenities: 2, careSupport: 1, lifestyle: 3 }];
    // Valuations are a write, so they carry the form's version (once saved without the check).
    const { version } = (await f.call('GET', `/form/${b.id}`, f.jwt.adviser)).body.data;
    const changed = await summary(b.id, { options: { asAt: AS_AT }, valuations, version });
    expect(changed.body.data.regenerated).toBe(true);
    expect(changed.body.data.valuations).toEqual(valuations);
    expect(row(changed.body.data, 'ratings.location')!.values.home).toBe(4);
    // Unchanged valuations write nothing, so the old version is not checked against the bumped one.
    const same = await summary(b.id, { options: { asAt: AS_AT }, valuations, version });
    expect(same.body.data.regenerated).toBe(false);
    const form = await f.call('GET', `/form/${b.id}`, f.jwt.adviser);
    expect(form.body.data.ratings).toEqual(valuations);
  });

  it('regenerates a summary stored by another engine version', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    await summary(b.id);
    await f.t.db.update(formSummaries).set({ engineVersion: '0.0.1' }).where(eq(formSummaries.formId, b.id));
    const again = await summary(b.id);
    expect(again.body.data.regenerated).toBe(true);
    expect(again.body.data.engineVersion).toBe(ENGINE_VERSION);
    // The current engine's outputs: the estate at every projection year.
    const stay = again.body.data.comparison.scenarios[0]!;
    expect(stay.estateByYear).toHaveLength(again.body.data.comparison.projectionYears);
  });

  it('regenerates for another comparison date or when forced', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    await summary(b.id);
    expect((await summary(b.id, { options: { asAt: '2026-01-15' } })).body.data.regenerated).toBe(true);
    expect(
      (await summary(b.id, { options: { asAt: '2026-01-15', force: true } })).body.data.regenerated,
    ).toBe(true);
  });
});

describe('what the adviser typed is what is used', () => {
  it("new forms start at the engine's documented growth and earnings defaults", () => {
    // One figure in two packages: the shared record's initial values must be the engine's assumptions.
    const record = CustomerRecord.parse({});
    expect(record.propertyGrowth).toBe(DEFAULT_ASSUMPTIONS.homeGrowthRate);
    expect(record.investmentInterest).toBe(DEFAULT_ASSUMPTIONS.investmentEarningsRate);
  });

  it('an earnings rate of 0% gives no investment income (0 is not "use the default")', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    const edit = await f.call('POST', `/form/${b.id}/current`, f.jwt.adviser, {
      data: { investmentInterest: 0 },
      version: b.version,
    });
    expect(edit.status).toBe(200);
    const s = (await summary(b.id)).body.data;
    // $150,000 at 0% earns nothing in year 1, staying at home.
    expect(row(s, 'income.investmentIncome')!.values.home).toBe(0);
  });

  it('refuses a growth rate outside -50%…100% at save, keeping the stored value', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    const edit = await f.call('POST', `/form/${b.id}/current`, f.jwt.adviser, {
      data: { propertyGrowth: -2.5 },
      version: b.version,
    });
    expect(edit.status).toBe(400);
    const form = await f.call('GET', `/form/${b.id}`, f.jwt.adviser);
    expect(form.body.data.formConsumer.customer.propertyGrowth).toBe(0.03);
  });

  it('a care level without a service split adding to 100% is a plain error naming the field', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    const edit = await f.call('POST', `/form/${b.id}/customer`, f.jwt.adviser, {
      data: { homeCarePackage: 3 },
      version: b.version,
    });
    expect(edit.status).toBe(200); // saved: the adviser fills the split next
    const res = await summary(b.id);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.message).toMatch(
      /^Customer Details: the care service split .* must add up to 100%\.$/,
    );
    expect(res.body.error.issues[0]!.path).toBe('customer.clinicalCareSplit');
  });
});

describe('simplified summary', () => {
  it('names the missing customer details and leaves out pension, Rent Assistance and care', async () => {
    const created = await f.call('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.sunny,
    });
    const id = Number(created.body.data.formId);
    const v = Number((await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data.version);
    await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, {
      data: { firstName: 'Pat', relationship: 2 },
      version: v,
    });
    await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.adviser, {});
    const res = await summary(id);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.simple).toBe(true);
    expect(s.missing).toEqual([
      'Date of Birth',
      'Partner First Name',
      'Partner Date of Birth',
      'Home Market Value (Net)',
      'Personal Assets',
      'Investment Assets',
    ]);
    expect(s.simplifiedReportGotoRoute).toBe('form.customer');
    const uids = s.rowIds;
    expect(uids).not.toContain('income.agePension');
    expect(uids).not.toContain('income.rentAssistance');
    expect(uids).not.toContain('ongoing.careContributions');
    // No home to sell and no investments: the $320,000 entry cannot be paid.
    expect(s.insufficientFunds).toBe(true);
    const form = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(form.body.data.flags).toMatchObject({ simplifiedReport: true, insufficientFunds: true });
  });

  it('answers 404 for an unknown form and 401 without a session', async () => {
    expect((await summary(999999)).status).toBe(404);
    expect((await f.call('POST', '/form/1/summary', undefined, {})).status).toBe(401);
    expect(
      (await f.call('POST', '/form/1/summary', f.jwt.adviser, { options: { asAt: '2025-13-01' } })).status,
    ).toBe(400);
  });
});

describe('contract terms edited after a summary', () => {
  it('regenerates with the new terms (a safety net beyond spec §4)', async () => {
    const b = await workedHousehold(f.jwt.adviser);
    const uid = `int-${b.villageId}-${b.contractId}`;
    const first = await summary(b.id);
    expect(row(first.body.data, 'ingoing.fundsLeftToInvest')!.values[uid]).toBe(655_000);
    const [contract] = await f.t.db.select().from(contracts).where(eq(contracts.id, b.contractId));
    const settings = contract!.settings;
    // The community lowers the ingoing contribution to 300,000: 975,000 − 300,000 = 675,000 left to invest.
    await f.t.db
      .update(contracts)
      .set({
        settings: { ...settings, ingoingContribution: 300_000 },
        updatedAt: sql`now() + interval '1 second'`,
      })
      .where(eq(contracts.id, b.contractId));
    try {
      const again = await summary(b.id);
      expect(again.body.data.regenerated).toBe(true);
      expect(row(again.body.data, 'ingoing.fundsLeftToInvest')!.values[uid]).toBe(675_000);
    } finally {
      await f.t.db.update(contracts).set({ settings }).where(eq(contracts.id, b.contractId));
    }
  });
});

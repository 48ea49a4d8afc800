/**
 * A rates change seen by the adviser: a report calculated on the 20 Mar 2026 rates, looked at on
 * 2 Nov 2026 (the test clock) when the 1 Jul 2026 free areas and the 20 Sep 2026 pension rates are in force,
 * says so with the headline figures on the old and on today's rates; re-running stores the new parameter dates;
 * keeping the old figures quiets the notice; rates announced for a later date are shown before they apply.
 * Expected figures are worked by hand from the published rates (reference/rates.md, rates-2026.md), for the
 * worked household of forms-helpers.ts (single homeowner, 78; home 850,000 sold for the village; investments
 * 150,000; personal assets 15,000; Sunny Grove licence with a 320,000 ingoing contribution).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RatesChangeResponse, ScenarioHeadlineChange } from '@rlc/shared';
import { auditLog, formSummaries } from '../src/db/schema/index.ts';
import {
  DEMO_TEST_PASSWORD,
  useFormsApp,
  createWorkedHousehold,
  type FormsTestApp,
  type WorkedHousehold,
} from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** A day on which the 20 Mar 2026 pension rates and the 1 Jul 2025 free areas are in force. */
const MARCH_RATES_DAY = '2026-04-01';

// Staying at home, single homeowner: assets 15,000 and deemed income on 150,000 are far below both free areas,
// so the full single rate is paid: 20 Mar 2026 1,200.90 a fortnight × 26 = 31,223.40 a year; 20 Sep 2026
// 1,237.70 (MBR 1,135.40 + PS 88.20 + ES 14.10) × 26 = 32,180.20 a year.
const STAY_MARCH = 1_200.9 * 26;
const STAY_SEPTEMBER = 1_237.7 * 26;
// Sunny Grove: funds left 655,000 + personal assets 15,000 = 670,000 of assets (homeowner: the 320,000 contribution
// exceeds the extra allowable amount). Assets test binds (the income test leaves several hundred dollars more).
//   20 Mar 2026 rates, free area 321,500 (1 Jul 2025): excess 348,500 → 1,394 steps of 250 × 0.75 = 1,045.50
//     → 1,200.90 − 1,045.50 = 155.40 a fortnight = 4,040.40 a year.
//   2 Nov 2026, free area 333,000 (1 Jul 2026): excess 337,000 → 1,348 steps × 0.75 = 1,011.00
//     → 1,237.70 − 1,011.00 = 226.70 a fortnight = 5,894.20 a year.
//   1 Sep 2026 (new free area, old maximum rate): 1,200.90 − 1,011.00 = 189.90 a fortnight = 4,937.40 a year.
const VILLAGE_MARCH = 155.4 * 26;
const VILLAGE_SEPTEMBER = 226.7 * 26;
const VILLAGE_JULY = 189.9 * 26;

const ratesChange = async (id: number, jwt = f.jwt.adviser) => {
  const res = await f.call('GET', `/form/${id}/ratesChange`, jwt);
  expect(res.status).toBe(200);
  return res.body.data;
};
const summaryAt = (id: number, asAt: string) =>
  f.call('POST', `/form/${id}/summary`, f.jwt.adviser, { options: { asAt } });
const scenario = (list: readonly ScenarioHeadlineChange[], id: string) => {
  const s = list.find((x) => x.id === id);
  if (!s) throw new Error(`no scenario ${id} in ${list.map((x) => x.id).join(', ')}`);
  return s;
};

describe('a report calculated on the 20 Mar 2026 rates, seen on 2 Nov 2026', () => {
  let b: WorkedHousehold;
  let view: RatesChangeResponse;
  beforeAll(async () => {
    b = await createWorkedHousehold(f, f.jwt.adviser);
    expect((await summaryAt(b.id, MARCH_RATES_DAY)).status).toBe(200);
    view = await ratesChange(b.id);
  });

  it('says the rates changed, with the dates', () => {
    expect(view.changed).toBe(true);
    expect(view.kept).toBe(false);
    expect(view.calculatedAsAt).toBe(MARCH_RATES_DAY);
    expect(view.ratesFrom).toBe('2026-03-20');
    expect(view.todayRatesFrom).toBe('2026-09-20');
    expect(view.announced).toBeNull();
  });

  it('shows the headline figures on the old and on today’s rates, worked by hand', () => {
    const stay = scenario(view.scenarios, 'stay');
    expect(stay.name).toBe('Staying at home');
    expect(stay.before.agePension).toBeCloseTo(STAY_MARCH, 2);
    expect(stay.after.agePension).toBeCloseTo(STAY_SEPTEMBER, 2);
    // The household's own outgoings are the same in both first years (no care, nothing indexed in year 1), so
    // the net cost falls by exactly the pension's rise.
    expect(stay.after.netCost - stay.before.netCost).toBeCloseTo(-(STAY_SEPTEMBER - STAY_MARCH), 2);
    const village = scenario(view.scenarios, b.villageUid);
    expect(village.before.agePension).toBeCloseTo(VILLAGE_MARCH, 2);
    expect(village.after.agePension).toBeCloseTo(VILLAGE_SEPTEMBER, 2);
    expect(village.after.rentAssistance).toBe(0);
    // Land lease: Rent Assistance on the site fees. Its 20 Mar 2026 threshold and maximum had no 20 Sep 2026
    // revision, so the figure is the same on both (paid in full: the pension stays above it).
    const landLease = scenario(view.scenarios, b.extUid);
    expect(landLease.after.rentAssistance).toBeCloseTo(landLease.before.rentAssistance, 2);
    expect(landLease.before.rentAssistance).toBeGreaterThan(0);
  });

  it('re-running stores the new parameter dates and the notice goes', async () => {
    const rerun = await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, { options: { force: true } });
    expect(rerun.status).toBe(200);
    expect(rerun.body.data.regenerated).toBe(true);
    expect(rerun.body.data.asAt).toBe('2026-11-02');
    const [row] = await f.t.db.select().from(formSummaries).where(eq(formSummaries.formId, b.id));
    expect(row!.asAt).toBe('2026-11-02');
    expect(row!.parametersEffective['au.dss.age_pension']).toBe('2026-09-20');
    const after = await ratesChange(b.id);
    expect(after.changed).toBe(false);
    expect(after.scenarios).toEqual([]);
    expect(after.ratesFrom).toBe('2026-09-20');
  });
});

describe('a report calculated today', () => {
  it('is reused with its own date afterwards and shows no change', async () => {
    const b = await createWorkedHousehold(f, f.jwt.adviser);
    const first = await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, {});
    expect(first.body.data.asAt).toBe('2026-11-02');
    const view = await ratesChange(b.id);
    expect(view).toMatchObject({ changed: false, kept: false, scenarios: [], announced: null });
  });
});

describe('keeping the figures given to the client', () => {
  it('quiets the notice until a re-run, is audited, and a reused summary keeps its date', async () => {
    const b = await createWorkedHousehold(f, f.jwt.adviser);
    await summaryAt(b.id, MARCH_RATES_DAY);
    const kept = await f.call('POST', `/form/${b.id}/ratesChange/keep`, f.jwt.adviser);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ changed: true, kept: true, todayRatesFrom: '2026-09-20' });
    expect((await ratesChange(b.id)).kept).toBe(true);
    const [row] = await f.t.db.select().from(formSummaries).where(eq(formSummaries.formId, b.id));
    expect(row!.ratesKeptSince).toBe('2026-09-20');
    const audits = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'form.rates.kept'));
    expect(audits.some((a) => (a.details as { formId?: number }).formId === b.id)).toBe(true);
    // Opening the Summary again (no date asked for) reuses the kept figures, still on their own date.
    const again = await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, {});
    expect(again.body.data.regenerated).toBe(false);
    expect(again.body.data.asAt).toBe(MARCH_RATES_DAY);
    // A re-run clears the choice.
    await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, { options: { force: true } });
    const [rerun] = await f.t.db.select().from(formSummaries).where(eq(formSummaries.formId, b.id));
    expect(rerun!.ratesKeptSince).toBeNull();
  });

  it('is refused for a form the caller cannot see (404), like every form call', async () => {
    const b = await createWorkedHousehold(f, f.jwt.adviser);
    expect((await f.call('GET', `/form/${b.id}/ratesChange`, f.jwt.self)).status).toBe(404);
    expect((await f.call('POST', `/form/${b.id}/ratesChange/keep`, f.jwt.self)).status).toBe(404);
  });
});

describe('rates announced for a later date', () => {
  it('on 1 Sep 2026 the 20 Sep 2026 rates are shown as "new rates from" with their effect', async () => {
    const b = await createWorkedHousehold(f, f.jwt.adviser);
    const realNow = f.t.clock();
    f.t.clock.set(new Date('2026-09-01T02:00:00Z'));
    try {
      // A session of that day: tokens issued later than the server's clock are refused.
      const jwt = await f.t.login('adviser@demo.test', DEMO_TEST_PASSWORD, '10.60.0.9');
      await f.call('POST', `/form/${b.id}/summary`, jwt, { options: { force: true } });
      const view = await ratesChange(b.id, jwt);
      expect(view.changed).toBe(false);
      expect(view.announced?.from).toBe('2026-09-20');
      const stay = scenario(view.announced!.scenarios, 'stay');
      expect(stay.before.agePension).toBeCloseTo(STAY_MARCH, 2);
      expect(stay.after.agePension).toBeCloseTo(STAY_SEPTEMBER, 2);
      const village = scenario(view.announced!.scenarios, b.villageUid);
      expect(village.before.agePension).toBeCloseTo(VILLAGE_JULY, 2);
      expect(village.after.agePension).toBeCloseTo(VILLAGE_SEPTEMBER, 2);
    } finally {
      f.t.clock.set(realNow);
    }
  });
});

describe('the calendar day in Sydney', () => {
  it('at 22:00 UTC on 19 Sep 2026 (8 am on 20 Sep in Sydney) the summary is as at 2026-09-20', async () => {
    const b = await createWorkedHousehold(f, f.jwt.adviser);
    const realNow = f.t.clock();
    f.t.clock.set(new Date('2026-09-19T22:00:00Z'));
    try {
      const jwt = await f.t.login('adviser@demo.test', DEMO_TEST_PASSWORD, '10.60.0.10');
      const res = await f.call('POST', `/form/${b.id}/summary`, jwt, { options: { force: true } });
      const summary = res.body.data as { asAt: string };
      // The UTC day is still 19 Sep; in Sydney (AEST, +10) it is 20 Sep, the day the new pension rates apply.
      expect(summary.asAt).toBe('2026-09-20');
      // So no rates are "announced" for later: the 20 Sep 2026 ones are already in force.
      const view = await ratesChange(b.id, jwt);
      expect(view.announced).toBeNull();
    } finally {
      f.t.clock.set(realNow);
    }
  });
});

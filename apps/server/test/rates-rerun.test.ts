/**
 * Rates changes across the corporate (admin Report Settings): the open reports whose headline figures
 * change on today's rates, largest change first, and the background re-run of them all (pg-boss), with its
 * progress, its one-at-a-time rule and its crash recovery.
 *
 * Old summaries are made as at 1 Dec 2025 (20 Sep 2025 pension rates); the test clock is 2 Nov 2026, when newer
 * pension rates are in force. Which rates are newest depends on the rates loaded, so the figures are checked as
 * properties (dates, order, the sort key against the listed figures), not as dollar amounts; the dollar figures of
 * a rates change are worked by hand in forms-rates-change.test.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOST_RERUN_ERROR,
  RERUN_ALREADY_RUNNING,
  type RatesChangesResponse,
  type RatesRerun,
  type RatesRerunResponse,
  type ScenarioHeadlineChange,
} from '@rlc/shared';
import { auditLog, forms, formSummaries, ratesReruns, users } from '../src/db/schema/index.ts';
import {
  createRerunJobs,
  largestChange,
  listRatesChanges,
  startRatesRerun,
  type RerunJobs,
} from '../src/modules/rates/index.ts';
import { failLostRuns } from '../src/modules/rates/repository.ts';
import { createFormsApp, createWorkedHousehold, type FormsTestApp } from './forms-helpers.ts';

const OLD_DAY = '2025-12-01';
/** The newest pension rates in force on OLD_DAY (the 20 Sep 2025 indexation). */
const OLD_RATES = '2025-09-20';
const TODAY = '2026-11-02';

let f: FormsTestApp;
let admin: { user: { id: number; corporateId: number } };
/** Three reports calculated on OLD_DAY: the ones to list and re-run. */
let old: number[];
let today: number;
let kept: number;
let decided: number;
/** A queue that never runs anything: the run stays queued (use-case tests). */
const idleJobs: RerunJobs = {
  enqueue: () => Promise.resolve(),
  start: () => Promise.resolve(),
  idle: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};
const deps = () => ({ db: f.t.db, clock: f.t.clock, jobs: idleJobs });

const newForm = async (asAt?: string) => {
  const b = await createWorkedHousehold(f, f.jwt.adviser);
  const res = await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, asAt ? { options: { asAt } } : {});
  expect(res.status).toBe(200);
  return b;
};

beforeAll(async () => {
  f = await createFormsApp();
  const [row] = await f.t.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
  admin = { user: { id: row!.id, corporateId: row!.corporateId } };
  old = [];
  for (let i = 0; i < 3; i++) old.push((await newForm(OLD_DAY)).id);
  // One named by the adviser: the list shows the report name.
  const named = await f.call('GET', `/form/${old[0]}`, f.jwt.adviser);
  const renamed = await f.call('POST', `/form/${old[0]}/customer`, f.jwt.adviser, {
    data: { report: 'Walsh move review' },
    version: Number(named.body.data.version),
  });
  expect(renamed.status).toBe(200);
  // Renaming marks the summary stale but keeps the stored one: the list reads the stored summary as it is.
  today = (await newForm()).id;
  kept = (await newForm(OLD_DAY)).id;
  expect((await f.call('POST', `/form/${kept}/ratesChange/keep`, f.jwt.adviser)).status).toBe(200);
  decided = (await newForm(OLD_DAY)).id;
  await f.t.db.update(forms).set({ status: 'BUY' }).where(eq(forms.id, decided));
}, 180_000);
afterAll(async () => {
  await f.t.close();
});

describe('largestChange', () => {
  it('is the largest absolute change of any headline figure of any scenario', () => {
    const figures = (agePension: number, rentAssistance: number, netCost: number) => ({
      agePension,
      rentAssistance,
      netCost,
    });
    const s: ScenarioHeadlineChange[] = [
      // +956.80 pension, −956.80 net cost.
      {
        id: 'stay',
        name: 'Staying at home',
        before: figures(31_223.4, 0, 5_000),
        after: figures(32_180.2, 0, 4_043.2),
      },
      // Rent Assistance −1,200.00: the largest in size although negative.
      {
        id: 'ext-1',
        name: 'Land lease',
        before: figures(4_000, 5_000, 9_000),
        after: figures(4_500, 3_800, 9_700),
      },
    ];
    expect(largestChange(s)).toBe(1_200);
    expect(largestChange([])).toBe(0);
  });
});

describe('GET rates/changes (use case)', () => {
  let view: RatesChangesResponse;
  beforeAll(async () => {
    view = await listRatesChanges(deps(), admin);
  });

  it('lists the open reports calculated on old rates, not the one of today, the kept one or the decided one', () => {
    expect(view.reports.map((r) => r.formId).sort((a, b) => a - b)).toEqual([...old].sort((a, b) => a - b));
    expect(view.reports.some((r) => [today, kept, decided].includes(r.formId))).toBe(false);
    // Checked: the three old ones, today's and the kept one (the decided one is not open).
    expect(view.checked).toBe(5);
    expect(view.kept).toBe(1);
    expect(view.running).toBeNull();
  });

  it('gives each report its dates, names and per-option figures, largest change first', () => {
    for (const r of view.reports) {
      expect(r.calculatedAsAt).toBe(OLD_DAY);
      expect(r.ratesFrom).toBe(OLD_RATES);
      expect(r.customer).toBe('Margaret Walsh');
      // Staying at home and the two options of the worked household.
      expect(r.scenarios.map((s) => s.id)).toContain('stay');
      expect(r.scenarios).toHaveLength(3);
      const worked = Math.max(
        ...r.scenarios.flatMap((s) =>
          (['agePension', 'rentAssistance', 'netCost'] as const).map((k) =>
            Math.abs(s.after[k] - s.before[k]),
          ),
        ),
      );
      expect(r.largestChange).toBeCloseTo(worked, 2);
      expect(r.largestChange).toBeGreaterThan(0);
    }
    expect(view.reports.find((r) => r.formId === old[0])!.name).toBe('Walsh move review');
    expect(view.reports.find((r) => r.formId === old[1])!.name).toBe('Margaret Walsh');
    const sizes = view.reports.map((r) => r.largestChange);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});

describe('POST rates/rerun (use case)', () => {
  let first: RatesRerun;
  it('queues one run of the listed reports and audits it; a second is refused while it is queued', async () => {
    first = await startRatesRerun(deps(), admin);
    expect(first).toMatchObject({ status: 'queued', total: 3, done: 0, failed: 0, error: null });
    const [row] = await f.t.db.select().from(ratesReruns).where(eq(ratesReruns.id, first.id));
    expect([...row!.formIds].sort((a, b) => a - b)).toEqual([...old].sort((a, b) => a - b));
    expect(row!.startedBy).toBe(admin.user.id);
    const audits = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'rates.rerun.started'));
    expect(audits.map((a) => a.details)).toContainEqual({ runId: first.id, total: 3 });
    await expect(startRatesRerun(deps(), admin)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: RERUN_ALREADY_RUNNING,
    });
    expect((await listRatesChanges(deps(), admin)).running?.id).toBe(first.id);
  });

  it('a run left queued by a process that died is failed when the jobs start', async () => {
    // At start PGlite (one process) fails every queued or running run; PostgreSQL, where other processes may be
    // running theirs, only those without progress for 10 minutes. Eleven minutes later this one qualifies on both.
    f.t.clock.advanceMinutes(11);
    await createRerunJobs({ db: f.t.db, clock: f.t.clock }).start();
    const [row] = await f.t.db.select().from(ratesReruns).where(eq(ratesReruns.id, first.id));
    expect(row).toMatchObject({ status: 'failed', error: LOST_RERUN_ERROR });
    expect(row!.finishedAt).not.toBeNull();
  });

  it('a run without progress for over 10 minutes does not block a new one', async () => {
    const stuck = await startRatesRerun(deps(), admin);
    f.t.clock.advanceMinutes(11);
    const next = await startRatesRerun(deps(), admin);
    expect(next.id).not.toBe(stuck.id);
    const [row] = await f.t.db.select().from(ratesReruns).where(eq(ratesReruns.id, stuck.id));
    expect(row).toMatchObject({ status: 'failed', error: LOST_RERUN_ERROR });
    // Clean up for the HTTP tests (which need the corporate free of queued runs): mark the new one lost too.
    await failLostRuns(f.t.db, { olderThan: null, error: LOST_RERUN_ERROR, now: f.t.clock() });
  });
});

describe('HTTP', () => {
  it('needs the Report Settings permission: advisers and self-only advisers get 403, no session 401', async () => {
    for (const token of [f.jwt.adviser, f.jwt.self]) {
      expect((await f.call('GET', '/rates/changes', token)).status).toBe(403);
      expect((await f.call('POST', '/rates/rerun', token)).status).toBe(403);
      expect((await f.call('GET', '/rates/rerun/1', token)).status).toBe(403);
    }
    expect((await f.call('GET', '/rates/changes')).status).toBe(401);
  });

  it('GET rates/rerun/:runId is 404 for a run that is not the corporate’s', async () => {
    const res = await f.call('GET', '/rates/rerun/999999', f.jwt.admin);
    expect(res.status).toBe(404);
  });

  it('GET rates/changes answers the list', async () => {
    const res = await f.call('GET', '/rates/changes', f.jwt.admin);
    expect(res.status).toBe(200);
    const data = res.body.data as RatesChangesResponse;
    expect(data.reports).toHaveLength(3);
    expect(data.running).toBeNull();
  });

  it('POST rates/rerun re-runs every listed report in the background, progress to the end; none is listed after', async () => {
    const start = await f.call('POST', '/rates/rerun', f.jwt.admin);
    expect(start.status).toBe(200);
    const run = (start.body.data as RatesRerunResponse).run;
    expect(run).toMatchObject({ status: 'queued', total: 3, done: 0 });
    let progress: RatesRerun = run;
    const seen = new Set<number>();
    for (let i = 0; i < 600 && progress.status !== 'done' && progress.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await f.call('GET', `/rates/rerun/${run.id}`, f.jwt.admin);
      expect(res.status).toBe(200);
      progress = (res.body.data as RatesRerunResponse).run;
      seen.add(progress.done);
      expect(progress.done).toBeLessThanOrEqual(3);
    }
    expect(progress).toMatchObject({ status: 'done', total: 3, done: 3, failed: 0, error: null });
    expect(progress.finishedAt).not.toBeNull();

    const summaries = await f.t.db
      .select()
      .from(formSummaries)
      .where(inArray(formSummaries.formId, [...old, kept, decided]));
    const byForm = new Map(summaries.map((s) => [s.formId, s]));
    for (const id of old) {
      const s = byForm.get(id)!;
      expect(s.asAt).toBe(TODAY);
      expect(s.parametersEffective['au.dss.age_pension']! > OLD_RATES).toBe(true);
      const view = await f.call('GET', `/form/${id}/ratesChange`, f.jwt.adviser);
      expect(view.body.data).toMatchObject({
        changed: false,
        ratesFrom: s.parametersEffective['au.dss.age_pension'],
      });
    }
    // The kept report and the decided one keep their figures.
    expect(byForm.get(kept)!.asAt).toBe(OLD_DAY);
    expect(byForm.get(decided)!.asAt).toBe(OLD_DAY);

    const after = await f.call('GET', '/rates/changes', f.jwt.admin);
    expect(after.body.data).toMatchObject({ reports: [], running: null, kept: 1 });
  }, 120_000);
});

describe('a report that cannot be re-run', () => {
  it('is counted failed and the others still re-run; the run ends done', async () => {
    const a = (await newForm(OLD_DAY)).id;
    const b = (await newForm(OLD_DAY)).id;
    const run = await startRatesRerun(deps(), admin);
    expect(run.total).toBe(2);
    // Deleted by its adviser after the admin listed it: invisible to the re-run, so it fails alone.
    await f.t.db.update(forms).set({ archivedAt: f.t.clock() }).where(eq(forms.id, a));
    await createRerunJobs({ db: f.t.db, clock: f.t.clock, mode: 'inline' }).enqueue(run.id);
    const [row] = await f.t.db.select().from(ratesReruns).where(eq(ratesReruns.id, run.id));
    expect(row).toMatchObject({ status: 'done', total: 2, done: 1, failed: 1, error: null });
    const summaries = await f.t.db
      .select()
      .from(formSummaries)
      .where(inArray(formSummaries.formId, [a, b]));
    expect(Object.fromEntries(summaries.map((s) => [s.formId, s.asAt]))).toEqual({
      [a]: OLD_DAY,
      [b]: TODAY,
    });
  }, 60_000);
});

/**
 * The nightly recount of the analytics pre-aggregates (modules/analytics/recount-job.ts): the run repairs drift and
 * logs it per corporate; the schedule is kept by pg-boss (02:30 in Sydney) and a job on its queue runs the recount.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createJobQueue } from '../src/jobs/queue.ts';
import { RECOUNT_QUEUE, runNightlyRecount, scheduleNightlyRecount } from '../src/modules/analytics/index.ts';
import { useAnalyticsWorld } from './analytics-world.ts';

const ctx = useAnalyticsWorld('recount-job');

/** A logger that keeps what it is given. */
function memoryLog() {
  const lines: { level: 'info' | 'warn'; details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (details: object, message: string) =>
      lines.push({ level: 'info', details: details as Record<string, unknown>, message }),
    warn: (details: object, message: string) =>
      lines.push({ level: 'warn', details: details as Record<string, unknown>, message }),
  };
}

/** Puts one report too many into one row of corporate A's per-creator report pre-aggregate. */
const drift = () =>
  ctx.t.db.execute(sql`update analytics_report_months set reports = reports + 1 where ctid =
    (select min(ctid) from analytics_report_months where corporate_id = ${ctx.w.a.id} and reports > 0)`);

describe('the nightly analytics recount', () => {
  it('repairs a corporate’s drift and logs it, and logs nothing for corporates without', async () => {
    await drift();
    const log = memoryLog();
    const result = await runNightlyRecount(ctx.t.db, log);
    // The changed row counts twice (the stored row the recount does not give, the recounted row not stored).
    expect(result.get(ctx.w.a.id)).toBe(2);
    expect(result.get(ctx.w.b.id)).toBe(0);
    const warnings = log.lines.filter((l) => l.level === 'warn');
    expect(warnings).toEqual([
      {
        level: 'warn',
        details: { corporateId: ctx.w.a.id, rows: 2 },
        message: 'Analytics pre-aggregates had drifted; recounted from the reports',
      },
    ]);
    const done = log.lines.find((l) => l.level === 'info');
    expect(done?.details).toMatchObject({ corporates: result.size, drifted: 1 });
    // Repaired: the next run finds nothing.
    const again = await runNightlyRecount(ctx.t.db, memoryLog());
    expect([...again.values()].every((rows) => rows === 0)).toBe(true);
  });

  it('is scheduled at 02:30 in Sydney, and a job on its queue runs it', async () => {
    const q = createJobQueue(ctx.t.db);
    try {
      const log = memoryLog();
      await scheduleNightlyRecount({ db: ctx.t.db, queue: q, log });
      const { rows } = (await ctx.t.db.execute(
        sql`select name, cron, timezone from pgboss.schedule where name = ${RECOUNT_QUEUE}`,
      )) as { rows: { name: string; cron: string; timezone: string }[] };
      expect(rows).toEqual([{ name: RECOUNT_QUEUE, cron: '30 2 * * *', timezone: 'Australia/Sydney' }]);
      // What the schedule sends at 02:30: a job on the queue, which this process's worker runs.
      await drift();
      const open = await q.open(RECOUNT_QUEUE, { localConcurrency: 1 }, () => Promise.resolve());
      await open.send([{}]);
      const end = Date.now() + 30_000;
      while (!log.lines.some((l) => l.level === 'info') && Date.now() < end)
        await new Promise((r) => setTimeout(r, 100));
      expect(log.lines.filter((l) => l.level === 'warn').map((l) => l.details)).toEqual([
        { corporateId: ctx.w.a.id, rows: 2 },
      ]);
    } finally {
      await q.stop();
    }
  }, 90_000);
});

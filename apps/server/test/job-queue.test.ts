/**
 * The app's one pg-boss (src/jobs/queue.ts): two modules' queues on one instance, each job reaching its own queue's
 * handler; opening a queue twice answers the same queue (one worker); nothing opens after stop(). pg-boss's
 * connection answers a multi-statement text with the rows of each statement (its supervisor's SQL is such text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossDatabase, createJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  t = await createTestApp();
  queue = createJobQueue(t.db);
}, 120_000);
afterAll(async () => {
  await queue.stop();
  await t.close();
});

/** Resolves once `check()` holds, polling every 50 ms; fails after `ms`. */
async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the shared job queue', () => {
  it('runs two queues on one pg-boss, each job in its own queue’s handler', async () => {
    const pdfs: number[] = [];
    const reruns: number[] = [];
    const a = await queue.open<{ pdfId: number }>('test-a', { localConcurrency: 1 }, ({ pdfId }) => {
      pdfs.push(pdfId);
      return Promise.resolve();
    });
    const b = await queue.open<{ runId: number }>('test-b', { localConcurrency: 1 }, ({ runId }) => {
      reruns.push(runId);
      return Promise.resolve();
    });
    await a.send([{ pdfId: 1 }, { pdfId: 2 }]);
    await b.send([{ runId: 9 }]);
    await until(() => pdfs.length === 2 && reruns.length === 1);
    expect(pdfs.sort()).toEqual([1, 2]);
    expect(reruns).toEqual([9]);
    expect(queue.backend).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  }, 60_000);

  it('opening a queue again answers the same one: one worker, the first handler', async () => {
    const seen: string[] = [];
    const first = await queue.open<{ n: number }>('test-c', { localConcurrency: 1 }, () => {
      seen.push('first');
      return Promise.resolve();
    });
    const again = await queue.open<{ n: number }>('test-c', { localConcurrency: 1 }, () => {
      seen.push('second');
      return Promise.resolve();
    });
    expect(again).toBe(first);
    await again.send([{ n: 1 }]);
    await until(() => seen.length === 1);
    expect(seen).toEqual(['first']);
  }, 60_000);

  it('a job sent while another runs starts at once on a free worker, not at the next poll', async () => {
    // Polls an hour apart: only the wake-up on send can start a job within the test's time.
    const started: number[] = [];
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const q = await queue.open<{ n: number }>(
      'test-e',
      { localConcurrency: 2, pollingIntervalSeconds: 3600 },
      async ({ n }) => {
        started.push(n);
        await held;
      },
    );
    await q.send([{ n: 1 }]);
    await until(() => started.length === 1);
    await q.send([{ n: 2 }]);
    await until(() => started.length === 2);
    expect(started).toEqual([1, 2]);
    release();
    await q.close();
  }, 60_000);

  it('after stop() nothing opens', async () => {
    const other = createJobQueue(t.db);
    await other.stop();
    await expect(other.open('test-d', { localConcurrency: 1 }, () => Promise.resolve())).rejects.toThrow(
      'The job queue is stopped',
    );
  });

  it("answers pg-boss's multi-statement SQL with every statement's rows, on either engine", async () => {
    // pg-boss runs its supervisor (job expiry, lost heartbeats, clean-up) as one text of several statements and
    // reads the rows of each: node-postgres answers such a text with an array of results, PGlite's adapter with
    // the rows. Before, the PostgreSQL adapter took `.rows` of that array (undefined), so every supervisor pass
    // threw inside pg-boss and a job whose process died was never retried (ADR 0019).
    const { database } = bossDatabase(t.db);
    const answer: unknown = await database.executeSql('select 1 as a; select 2 as b');
    const rows = Array.isArray(answer)
      ? (answer as { rows: unknown[] }[]).flatMap((r) => r.rows)
      : (answer as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ a: 1 }, { b: 2 }]);
  });
});

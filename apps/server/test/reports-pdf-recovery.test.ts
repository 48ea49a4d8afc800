/**
 * PDF jobs never leave a report "in progress" forever (ADR 0008), and the server's warm start:
 * - a process that starts finds the rows a dead one left: `rendering` rows are marked failed with a message the
 *   adviser can act on (on PGlite all of them: one process owns the database; on PostgreSQL only those older
 *   than STALE_AFTER_MS, another live process may be rendering newer ones); `queued` rows are rendered;
 * - the sweep (`failLostPdfs`) fails queued or rendering rows older than the threshold and nothing newer;
 * - `warm()` starts the queue and the render warm-up once, reports a failure instead of throwing, and after
 *   `stop()` starts nothing;
 * - an app built with `warmPdfReports` warms itself once listening, without delaying listen, and its close()
 *   stops pg-boss and the render threads.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { formPdfs } from '../src/db/schema/index.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { createPdfJobs, failLostPdfs, LOST_PDF_ERROR, STALE_AFTER_MS } from '../src/modules/reports/index.ts';
import { pdfThreadHeaps, pdfWarmThreads } from '../src/modules/reports/pdf/index.ts';
import { createFormsApp, createWorkedHousehold, type FormsTestApp } from './forms-helpers.ts';
import { createTestApp, testConfig } from './helpers/app.ts';
import { TEST_DB } from './helpers/db.ts';

let f: FormsTestApp;
let formId: number;
beforeAll(async () => {
  f = await createFormsApp();
  formId = (await createWorkedHousehold(f, f.jwt.adviser)).id;
  expect((await f.call('POST', `/form/${formId}/summary`, f.jwt.adviser, {})).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await f.t.close();
});

const minutesAgo = (min: number) => new Date(f.t.clock().getTime() - min * 60_000);

async function insertPdf(status: 'queued' | 'rendering' | 'done', createdAt: Date): Promise<number> {
  const [row] = await f.t.db
    .insert(formPdfs)
    .values({ formId, kind: 'results', status, progress: status === 'done' ? 1 : 0.1, createdAt })
    .returning({ id: formPdfs.id });
  return row!.id;
}

const rowsOf = (ids: number[]) =>
  f.t.db
    .select({
      id: formPdfs.id,
      status: formPdfs.status,
      error: formPdfs.error,
      finishedAt: formPdfs.finishedAt,
    })
    .from(formPdfs)
    .where(inArray(formPdfs.id, ids));

async function statusOf(id: number) {
  const [row] = await rowsOf([id]);
  return row!;
}

describe('recovery at start', () => {
  it('fails the rows a dead process left rendering and renders the ones left queued', async () => {
    const staleRendering = await insertPdf('rendering', minutesAgo(STALE_AFTER_MS / 60_000 + 1));
    const recentRendering = await insertPdf('rendering', minutesAgo(1));
    const queued = await insertPdf('queued', minutesAgo(1));
    const done = await insertPdf('done', minutesAgo(30));

    // A second app on the same database = the process that starts after the crash.
    const restarted = await createTestApp({ testDb: f.t.testDb });
    try {
      expect(await statusOf(staleRendering)).toMatchObject({ status: 'failed', error: LOST_PDF_ERROR });
      expect((await statusOf(staleRendering)).finishedAt).not.toBeNull();
      // PGlite: one process owns the database, so a recent rendering row is lost too. PostgreSQL: another
      // process may still be rendering it; it is left alone (the sweep fails it once it is stale).
      expect((await statusOf(recentRendering)).status).toBe(TEST_DB === 'pglite' ? 'failed' : 'rendering');
      expect((await statusOf(done)).status).toBe('done');

      // The queued row was sent again and is rendered by the restarted app's queue.
      const until = Date.now() + 90_000;
      let row = await statusOf(queued);
      while (row.status !== 'done' && row.status !== 'failed' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        row = await statusOf(queued);
      }
      expect(row).toMatchObject({ status: 'done', error: null });
    } finally {
      await restarted.close();
    }
  }, 120_000);
});

describe('the sweep of lost rows', () => {
  it('fails queued and rendering rows older than the threshold, and nothing newer or finished', async () => {
    const now = f.t.clock();
    const threshold = new Date(now.getTime() - STALE_AFTER_MS);
    const oldQueued = await insertPdf('queued', minutesAgo(STALE_AFTER_MS / 60_000 + 5));
    const oldRendering = await insertPdf('rendering', minutesAgo(STALE_AFTER_MS / 60_000 + 5));
    const newQueued = await insertPdf('queued', minutesAgo(STALE_AFTER_MS / 60_000 - 1));
    const oldDone = await insertPdf('done', minutesAgo(STALE_AFTER_MS / 60_000 + 5));

    const failed = await failLostPdfs(f.t.db, { olderThan: threshold, queuedToo: true, now });
    expect(failed).toEqual(expect.arrayContaining([oldQueued, oldRendering]));
    expect(failed).not.toContain(newQueued);
    expect(failed).not.toContain(oldDone);
    const rows = await rowsOf([oldQueued, oldRendering, newQueued, oldDone]);
    const by = new Map(rows.map((r) => [r.id, r]));
    expect(by.get(oldQueued)).toMatchObject({ status: 'failed', error: LOST_PDF_ERROR, finishedAt: now });
    expect(by.get(oldRendering)).toMatchObject({ status: 'failed', error: LOST_PDF_ERROR });
    expect(by.get(newQueued)?.status).toBe('queued');
    expect(by.get(oldDone)?.status).toBe('done');
    // Leave no queued row behind for the other tests' restarts.
    await f.t.db.delete(formPdfs).where(eq(formPdfs.id, newQueued));
  });
});

describe('warm()', () => {
  it('starts the queue and warms the renderer once; after stop() it starts nothing', async () => {
    let warmed = 0;
    const jobs = createPdfJobs({
      db: f.t.db,
      warmRenderer: () => {
        warmed++;
        return Promise.resolve(0);
      },
    });
    expect(await jobs.warm()).toMatchObject({ ok: true });
    expect(warmed).toBe(1);
    // pg-boss created its schema and the render-pdf queue on the app's own database.
    // Both drivers answer `execute` with `{ rows }`.
    const queues: unknown = await f.t.db.execute(
      sql`select name from pgboss.queue where name = 'render-pdf'`,
    );
    expect((queues as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual(['render-pdf']);
    await jobs.stop();
    expect(await jobs.warm()).toBeNull();
    expect(warmed).toBe(1);
  }, 60_000);

  it('reports a failed warm-up instead of throwing', async () => {
    const jobs = createPdfJobs({
      db: f.t.db,
      warmRenderer: () => Promise.reject(new Error('no threads today')),
    });
    try {
      expect(await jobs.warm()).toEqual({ ok: false, error: 'no threads today' });
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});

describe('an app built with warmPdfReports', () => {
  it('listens at once, then warms its render threads in the background; close() stops them', async () => {
    const config = testConfig();
    const mailer = createMailer({ db: f.t.db, smtpUrl: undefined, from: 'Test <test@example.test>' });
    const app = await buildApp({ db: f.t.db, config, mailer, logger: false, warmPdfReports: true });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      // listen did not wait for the warm-up: no render thread is running yet (starting pg-boss comes first,
      // then a thread takes hundreds of milliseconds to start), and health answers.
      expect(await pdfThreadHeaps()).toEqual([]);
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
      // Then the warm-up starts its threads in the background (all of the pool's by default), and they stay.
      const until = Date.now() + 90_000;
      while ((await pdfThreadHeaps()).length < pdfWarmThreads() && Date.now() < until)
        await new Promise((r) => setTimeout(r, 100));
      expect((await pdfThreadHeaps()).length).toBe(pdfWarmThreads());
    } finally {
      await app.close();
      mailer.close();
    }
    // close() destroyed the render pool: no thread is left running.
    expect(await pdfThreadHeaps()).toEqual([]);
  }, 120_000);
});

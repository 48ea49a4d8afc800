/**
 * Benchmark: Results PDF generation time, the renderer's peak memory, and
 * `GET /api/health` latency while four Results PDFs render. Prints figures; asserts nothing (design §7).
 * Targets: PDF ≤ 2 s, ≤ 300 MB, health p99 < 50 ms.
 *
 *   npm run bench:pdf-health -w apps/server
 *   env: BENCH_PORT (default 3500), BENCH_HEALTH_MAX (default 5000), BENCH_WAIT_WARM (default 1: wait for the
 *   server's "PDF reports warm" log line before the first PDF; 0: ask for it as soon as the demo form is ready)
 *
 * Starts the real server (`tsx src/server.ts`) as a child process on a fresh DATA_DIR (embedded PGlite, demo seed
 * with the worked household "Margaret Walsh"). After listen the server starts pg-boss and warms the render thread
 * in the background (ADR 0008); its log line gives those times. Then:
 *   1. one Results PDF alone, twice (first after boot; then again): time from the POST to done, as the adviser
 *      sees it (includes the poll interval of this script, 25 ms);
 *   2. four Results PDFs at once while a bounded loop (one request at a time, loopback) calls GET /api/health
 *      until all four are done or BENCH_HEALTH_MAX requests: p50 / p99 / max latency;
 * Memory: the server process's resident set (threads included) is sampled every 25 ms from /proc (Linux): at
 * health-ready (before the warm-up's thread has loaded the renderer), idle before the first PDF, and the peak
 * while rendering; peak minus the health-ready figure is an upper bound of what the renderer (worker thread, its
 * heap, pg-boss and the PDF buffers) costs.
 */
import { readFileSync } from 'node:fs';
import { demoHousehold, pct, serverPid, sleep, startBenchServer, type BenchServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const HEALTH_MAX = Number(process.env.BENCH_HEALTH_MAX ?? 5000);
const WAIT_WARM = process.env.BENCH_WAIT_WARM !== '0';

interface Pdf {
  id: number;
  status: 'queued' | 'rendering' | 'done' | 'failed';
  created_at: string;
  finished_at: string | null;
  error: string | null;
}

/** Resident set of `pid` in kB, from /proc (a cheap read, so sampling does not stall this loop). */
function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

async function waitDone(server: BenchServer, token: string, formId: number, ids: number[]): Promise<Pdf[]> {
  for (;;) {
    const { pdfs } = await server.call<{ pdfs: Pdf[] }>(`/form/${formId}/pdfs`, token);
    const mine = pdfs.filter((p) => ids.includes(p.id));
    const failed = mine.find((p) => p.status === 'failed');
    if (failed) throw new Error(`PDF ${failed.id} failed: ${failed.error}`);
    if (mine.length === ids.length && mine.every((p) => p.status === 'done')) return mine;
    await sleep(25);
  }
}

async function main(): Promise<void> {
  let warmLine: { queueMs: number; rendererMs: number; at: number } | null = null;
  // info: the "PDF reports warm" line (requests are logged too, /api/health is not).
  const server = await startBenchServer({
    port: PORT,
    logLevel: 'info',
    dataDirPrefix: 'pdf-health-bench-',
    onStdoutLine: (line) => {
      if (line.includes('PDF reports warm'))
        warmLine = {
          ...(JSON.parse(line) as { queueMs: number; rendererMs: number }),
          at: performance.now(),
        };
    },
  });
  const { call, origin } = server;
  let peakKb = 0;
  let sampling = true;
  let pid = 0;
  let sampler: Promise<void> = Promise.resolve();
  try {
    const healthyAt = performance.now();
    pid = serverPid(server.pgid);
    const atListenKb = rssKb(pid);
    sampler = (async () => {
      while (sampling) {
        const kb = rssKb(pid);
        if (kb > peakKb) peakKb = kb;
        await sleep(25);
      }
    })();
    const { jwt, formId } = await demoHousehold(server);
    await call(`/form/${formId}/summary`, jwt, {});
    const formReadyS = (performance.now() - healthyAt) / 1000;
    if (WAIT_WARM) {
      const until = Date.now() + 60_000;
      while (!warmLine && Date.now() < until) await sleep(50);
    }
    const warmed = warmLine as { queueMs: number; rendererMs: number; at: number } | null;
    console.log(
      warmed
        ? `Warm-up after listen: pg-boss + queue ${warmed.queueMs} ms, render thread ${warmed.rendererMs} ms; ` +
            `done ${((warmed.at - healthyAt) / 1000).toFixed(2)} s after health-ready (demo form ready at ${formReadyS.toFixed(2)} s)`
        : `Warm-up not finished when the first PDF was asked for (${formReadyS.toFixed(2)} s after health-ready)`,
    );
    await sleep(500);
    const baselineKb = rssKb(pid);
    peakKb = baselineKb;

    for (const label of ['first after boot', 'second']) {
      const t0 = performance.now();
      const { pdf } = await call<{ pdf: Pdf }>(`/form/${formId}/pdf`, jwt, { kind: 'results' });
      await waitDone(server, jwt, formId, [pdf.id]);
      console.log(
        `Results PDF alone (${label}): ${((performance.now() - t0) / 1000).toFixed(2)} s from request to done`,
      );
    }

    const t0 = performance.now();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await call<{ pdf: Pdf }>(`/form/${formId}/pdf`, jwt, { kind: 'results' })).pdf.id);
    let done = false;
    const finished = waitDone(server, jwt, formId, ids).then((r) => {
      done = true;
      return r;
    });
    const health: number[] = [];
    while (!done && health.length < HEALTH_MAX) {
      const h0 = performance.now();
      const res = await fetch(`${origin}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - h0);
    }
    const four = await finished;
    const wall = (performance.now() - t0) / 1000;
    health.sort((a, b) => a - b);
    const each = four.map((p) => (Date.parse(p.finished_at!) - Date.parse(p.created_at)) / 1000);
    console.log(
      `4 Results PDFs at once: all done in ${wall.toFixed(2)} s (per PDF, queued to done: ${each.map((s) => s.toFixed(2)).join(', ')} s)`,
    );
    console.log(
      `GET /api/health during rendering: ${health.length} requests, p50 ${pct(health, 50).toFixed(1)} ms, ` +
        `p99 ${pct(health, 99).toFixed(1)} ms, max ${pct(health, 100).toFixed(1)} ms (target p99 < 50 ms)`,
    );
    console.log(
      `Server RSS: at health-ready ${(atListenKb / 1024).toFixed(0)} MB, idle before the first PDF ` +
        `${(baselineKb / 1024).toFixed(0)} MB, peak while rendering ${(peakKb / 1024).toFixed(0)} MB ` +
        `→ renderer cost ≤ ${((peakKb - atListenKb) / 1024).toFixed(0)} MB (target ≤ 300 MB)`,
    );
  } finally {
    sampling = false;
    await sampler;
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

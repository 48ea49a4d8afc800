/**
 * Benchmark: POST form/:id/summary with 3 options at 10 concurrent advisers,
 * p50 / p95 / p99 latency, on the embedded database (PGlite) and on PostgreSQL. Targets: p95 ≤ 100 ms
 * on PGlite, ≤ 50 ms on PostgreSQL. Prints figures with the load average; asserts nothing (design §7).
 *
 *   npm run bench:summary -w apps/server [-- --only pglite|postgres]
 *   env: BENCH_PORT (default 3400), BENCH_REQUESTS per adviser (default 30), BENCH_PROFILE=<dir> for a CPU
 *   profile of the server, DATABASE_URL (PostgreSQL: a database `rlc_bench_summary` of its own is created on that
 *   server and dropped after; without it a throwaway cluster like test:pg's)
 *
 * Starts the real server (`tsx src/server.ts`, PDF_WARM_THREADS=0) as a child process; the demo seed writes the worked household
 * (Sunny Grove licence + an external land-lease home). Each of the 10 advisers gets a clone with a second Sunny
 * Grove option added (3 options + staying at home), then three phases run with the 10 in parallel:
 *   - health: GET /api/health, the same number of requests (the server's floor on this machine, for ratios);
 *   - regenerate: `options.force` → every request runs the engine and stores the summary;
 *   - reuse: nothing changed → the stored summary is returned (spec §4).
 * Each phase also prints the server process's CPU time per request (/proc, Linux): on a shared machine latency
 * swings with the load, CPU time far less (PostgreSQL's own time is not in it).
 */
import { parseArgs } from 'node:util';
import {
  demoHousehold,
  cpuMs,
  loadLine,
  pct,
  serverPid,
  startBenchServerOn,
  type BenchEngine,
  type BenchServer,
} from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PER_ADVISER = Number(process.env.BENCH_REQUESTS ?? 30);
const ADVISERS = 10;

const args = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { only: { type: 'string' } },
}).values;
const ENGINES: BenchEngine[] =
  args.only === 'pglite' || args.only === 'postgres' ? [args.only] : ['pglite', 'postgres'];

/**
 * Runs `request` PER_ADVISER times in each of `formIds`' loops, all loops at once; prints the latencies and the
 * CPU time the server process `pid` spent per request.
 */
async function phase(
  name: string,
  pid: number,
  formIds: number[],
  request: (id: number) => Promise<unknown>,
): Promise<void> {
  const times: number[] = [];
  const started = performance.now();
  const cpu0 = cpuMs(pid);
  await Promise.all(
    formIds.map(async (id) => {
      for (let i = 0; i < PER_ADVISER; i++) {
        const t0 = performance.now();
        await request(id);
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const cpu = (cpuMs(pid) - cpu0) / times.length;
  times.sort((a, b) => a - b);
  const ms = (p: number) => pct(times, p).toFixed(1);
  console.log(
    `  ${name.padEnd(11)} ${times.length} requests, ${ADVISERS} concurrent: p50 ${ms(50)} ms, p95 ${ms(95)} ms, ` +
      `p99 ${ms(99)} ms, max ${ms(100)} ms, ${(times.length / wall).toFixed(1)} req/s, server CPU ` +
      `${cpu.toFixed(1)} ms/request  (${loadLine()})`,
  );
}

async function run(engine: BenchEngine): Promise<void> {
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there on exit (read it with Chrome DevTools).
  const server = await startBenchServerOn(engine, 'rlc_bench_summary', {
    port: PORT,
    logLevel: 'warn',
    dataDirPrefix: 'forms-bench-',
    cpuProfileDir: process.env.BENCH_PROFILE,
    // No PDF warm-up renders: they would run (seconds of CPU on two cores) while the first phases are measured.
    env: { PDF_WARM_THREADS: '0' },
  });
  const { call } = server;
  try {
    console.log(`\n${server.where} (${loadLine()})`);
    const { jwt, formId } = await demoHousehold(server);
    const ids: number[] = [];
    for (let i = 0; i < ADVISERS; i++) {
      const { newFormId } = await call<{ newFormId: number }>(`/form/${formId}/clone`, jwt, {});
      // The third option: a second Sunny Grove village (its default licence contract).
      const form = await call<{ version: number }>(`/form/${newFormId}`, jwt);
      await call(`/form/${newFormId}/createVillage/1`, jwt, { version: form.version });
      ids.push(newFormId);
    }
    const first = await call<{ columns: unknown[] }>(`/form/${ids[0]}/summary`, jwt, {});
    const bytes = JSON.stringify(first).length;
    console.log(
      `  summary columns: ${first.columns.length} (staying at home + 3 options), response ${bytes} bytes`,
    );
    // Warm up the JIT and the caches.
    for (const id of ids) await call(`/form/${id}/summary`, jwt, { options: { force: true } });
    const pid = serverPid(server.pgid);
    await phase('health', pid, ids, () => healthOf(server));
    await phase('regenerate', pid, ids, (id) =>
      call(`/form/${id}/summary`, jwt, { options: { force: true } }),
    );
    await phase('reuse', pid, ids, (id) => call(`/form/${id}/summary`, jwt, {}));
  } finally {
    await server.stop();
  }
}

async function healthOf(server: BenchServer): Promise<void> {
  const res = await fetch(`${server.origin}/api/health`);
  if (!res.ok) throw new Error(`/api/health: ${res.status}`);
  await res.arrayBuffer();
}

async function main(): Promise<void> {
  for (const engine of ENGINES) await run(engine);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

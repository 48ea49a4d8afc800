/**
 * Benchmark (issue 4 "Measurements"): POST form/:id/summary with 3 options on the embedded database (PGlite),
 * p50 / p95 latency at 10 concurrent advisers. Prints figures; asserts nothing (design §7).
 *
 *   npm run bench:summary -w apps/server        (env: BENCH_PORT default 3400, BENCH_REQUESTS per adviser default 30,
 *                                                BENCH_PROFILE=<dir> for a CPU profile of the server)
 *
 * Starts the real server (`tsx src/server.ts`) as a child process on a fresh DATA_DIR; the demo seed writes the
 * worked household (Sunny Grove licence + an external land-lease home). Each of the 10 advisers gets a clone with a
 * second Sunny Grove option added (3 options + staying at home), then two phases run with the 10 in parallel:
 *   - regenerate: `options.force` → every request runs the engine and stores the summary;
 *   - reuse: nothing changed → the stored summary is returned (spec §4).
 */
import { demoHousehold, pct, startBenchServer, type BenchServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PER_ADVISER = Number(process.env.BENCH_REQUESTS ?? 30);
const ADVISERS = 10;

async function phase(
  server: BenchServer,
  name: string,
  token: string,
  formIds: number[],
  body: unknown,
): Promise<void> {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    formIds.map(async (id) => {
      for (let i = 0; i < PER_ADVISER; i++) {
        const t0 = performance.now();
        await server.call(`/form/${id}/summary`, token, body);
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(11)} ${times.length} requests, ${ADVISERS} concurrent: p50 ${pct(times, 50).toFixed(1)} ms, ` +
      `p95 ${pct(times, 95).toFixed(1)} ms, max ${pct(times, 100).toFixed(1)} ms, ${(times.length / wall).toFixed(1)} req/s`,
  );
}

async function main(): Promise<void> {
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there on exit (read it with Chrome DevTools).
  const server = await startBenchServer({
    port: PORT,
    logLevel: 'warn',
    dataDirPrefix: 'forms-bench-',
    cpuProfileDir: process.env.BENCH_PROFILE,
  });
  const { call } = server;
  try {
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
      `summary columns: ${first.columns.length} (staying at home + 3 options), response ${bytes} bytes`,
    );
    // Warm up the JIT and the caches.
    for (const id of ids) await call(`/form/${id}/summary`, jwt, { options: { force: true } });
    await phase(server, 'regenerate', jwt, ids, { options: { force: true } });
    await phase(server, 'reuse', jwt, ids, {});
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

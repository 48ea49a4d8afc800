/**
 * Benchmark ("API under load"): the forms list, a form's read and its summary at 50 concurrent
 * connections for 20 s each, with autocannon on loopback, signed in as the demo adviser; GET /api/health in the
 * same run as the ceiling. Prints p50 / p95 / p99 latency (of every response), req/s, errors and non-2xx, and the
 * ratios to health, with the load average; asserts nothing (design §7). Not part of `npm test`.
 *
 *   npm run bench:api -w apps/server [-- --engine postgres|pglite|both]     (default postgres)
 *   env: BENCH_PORT (default 3420), BENCH_CONNECTIONS (default 50), BENCH_DURATION seconds per endpoint (default
 *   20), DATABASE_URL (PostgreSQL: a database `rlc_bench_api` of its own is created on that server and dropped
 *   after; without it a throwaway cluster like test:pg's)
 *
 * The server is the real one (`tsx src/server.ts`, as bench:summary starts it, PDF_WARM_THREADS=0 so no warm-up
 * render competes with the first run) with the demo seed; the form is the worked household "Margaret Walsh":
 *   - forms list: POST /forms (first page, default sort), what Home loads;
 *   - form read: GET /form/:id, what every form screen loads;
 *   - summary: POST /form/:id/summary with nothing changed, the stored summary reused (spec §4) — what the
 *     Summary and Results screens load; the regeneration is bench:summary's.
 * autocannon runs in this process, on the same cores as the server: the figures are the pair's, not the server's
 * alone, which is why health is measured the same way beside them.
 */
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { endpointFigures, figuresTable, type EndpointRun } from './api-figures.ts';
import { demoHousehold, loadLine, startBenchServerOn, type BenchEngine } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3420);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);

const args = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { engine: { type: 'string', default: 'postgres' } },
}).values;
const ENGINES: BenchEngine[] =
  args.engine === 'both' ? ['postgres', 'pglite'] : [args.engine === 'pglite' ? 'pglite' : 'postgres'];

interface Target {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
}

/** Loads `target` with CONNECTIONS connections for DURATION seconds; every response's time is kept. */
async function load(origin: string, token: string, target: Target): Promise<EndpointRun> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${origin}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: {
      authorization: `Bearer ${token}`,
      ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  console.log(`  ${target.name}: ${result.requests.total} responses (${loadLine()})`);
  return {
    name: target.name,
    latencies,
    seconds: result.duration,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function run(engine: BenchEngine): Promise<void> {
  const server = await startBenchServerOn(engine, 'rlc_bench_api', {
    port: PORT,
    logLevel: 'warn',
    dataDirPrefix: 'api-bench-',
    env: { PDF_WARM_THREADS: '0' },
  });
  try {
    console.log(
      `\n${server.where}: ${CONNECTIONS} connections, ${DURATION} s per endpoint, loopback (${loadLine()})`,
    );
    const { jwt, formId } = await demoHousehold(server);
    await server.call(`/form/${formId}/summary`, jwt, {}); // stored once, so the runs below reuse it
    const api = '/api/app/v1';
    const targets: Target[] = [
      { name: 'GET /api/health', path: '/api/health', method: 'GET' },
      { name: 'POST /forms (list)', path: `${api}/forms`, method: 'POST', body: {} },
      { name: 'GET /form/:id (read)', path: `${api}/form/${formId}`, method: 'GET' },
      { name: 'POST /form/:id/summary', path: `${api}/form/${formId}/summary`, method: 'POST', body: {} },
    ];
    const runs: EndpointRun[] = [];
    for (const target of targets) runs.push(await load(server.origin, jwt, target));
    const health = runs[0]!;
    console.log(figuresTable(runs.map((r) => endpointFigures(r, health))));
  } finally {
    await server.stop();
  }
}

for (const engine of ENGINES) await run(engine);

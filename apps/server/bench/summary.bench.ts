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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PER_ADVISER = Number(process.env.BENCH_REQUESTS ?? 30);
const ADVISERS = 10;
const PASSWORD = 'bench-pass-2026';
const BASE = `http://127.0.0.1:${PORT}/api/app/v1`;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function post<T>(url: string, token: string | null, body: unknown): Promise<T> {
  const res = await fetch(BASE + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
async function get<T>(url: string, token: string): Promise<T> {
  const res = await fetch(BASE + url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function phase(name: string, token: string, formIds: number[], body: unknown): Promise<void> {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    formIds.map(async (id) => {
      for (let i = 0; i < PER_ADVISER; i++) {
        const t0 = performance.now();
        await post(`/form/${id}/summary`, token, body);
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forms-bench-'));
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there on exit (read it with Chrome DevTools).
  const profile = process.env.BENCH_PROFILE;
  const child = spawn(
    profile ? process.execPath : 'npx',
    profile
      ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx', 'src/server.ts']
      : ['tsx', 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  try {
    await waitForHealth(Date.now() + 120_000);
    const { jwt } = await post<{ jwt: string }>('/login', null, {
      email: 'adviser@demo.test',
      password: PASSWORD,
    });
    const { forms } = await post<{ forms: { id: number; reportName: string }[] }>('/forms', jwt, {});
    const household = forms.find((f) => f.reportName === 'Margaret Walsh');
    if (!household) throw new Error('demo form "Margaret Walsh" missing');
    const ids: number[] = [];
    for (let i = 0; i < ADVISERS; i++) {
      const { newFormId } = await post<{ newFormId: number }>(`/form/${household.id}/clone`, jwt, {});
      // The third option: a second Sunny Grove village (its default licence contract).
      const form = await get<{ version: number }>(`/form/${newFormId}`, jwt);
      await post(`/form/${newFormId}/createVillage/1`, jwt, { version: form.version });
      ids.push(newFormId);
    }
    const first = await post<{ columns: unknown[] }>(`/form/${ids[0]}/summary`, jwt, {});
    const bytes = JSON.stringify(first).length;
    console.log(
      `summary columns: ${first.columns.length} (staying at home + 3 options), response ${bytes} bytes`,
    );
    // Warm up the JIT and the caches.
    for (const id of ids) await post(`/form/${id}/summary`, jwt, { options: { force: true } });
    await phase('regenerate', jwt, ids, { options: { force: true } });
    await phase('reuse', jwt, ids, {});
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

/**
 * What the server benchmarks share (summary.bench.ts, pdf-health.bench.ts): the real server (`tsx src/server.ts`)
 * started as a child process on a fresh DATA_DIR (embedded PGlite, demo seed), a JSON caller for its API, and the
 * demo adviser's worked household "Margaret Walsh". Benchmarks print figures and assert nothing (design §7).
 *
 *   const server = await startBenchServer({ port: 3400, logLevel: 'warn', dataDirPrefix: 'forms-bench-' });
 *   try { const { jwt, formId } = await demoHousehold(server); … } finally { await server.stop(); }
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPgCluster } from '../test/helpers/pg-cluster.ts';

/** The demo users' password on a bench server (DEMO_PASSWORD of the seed). */
export const DEMO_PASSWORD = 'bench-pass-2026';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The value at percentile `p` (0–100) of ascending `sorted`; NaN when empty. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The 1, 5 and 15 min load averages, e.g. 'load 1.97 / 1.51 / 2.31' (a shared machine: print it with every figure). */
export const loadLine = (): string =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;

/** The server's node process: the largest process of the group `pgid` (npx → tsx → node). Linux `ps`. */
export function serverPid(pgid: number): number {
  const out = execFileSync('ps', ['-o', 'pgid=,pid=,rss=', '-e'], { encoding: 'utf8' });
  let best = { pid: 0, rss: -1 };
  for (const line of out.split('\n')) {
    const [g, pid, rss] = line.trim().split(/\s+/).map(Number);
    if (g === pgid && pid !== undefined && rss !== undefined && rss > best.rss) best = { pid, rss };
  }
  return best.pid;
}

/**
 * CPU time `pid` has used so far (user + system, all its threads), ms, from /proc (Linux). Differences between two
 * readings say how much work a phase cost the server, which a loaded machine distorts far less than latency does.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the
  // 14th field of the line, stime the 15th, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The database engines a server benchmark can run on. */
export type BenchEngine = 'pglite' | 'postgres';

export interface BenchPostgres {
  /** postgres://… of the benchmark's own database. */
  url: string;
  /** 'throwaway cluster' or 'DATABASE_URL's server'. */
  where: string;
  /** Drops the database (DATABASE_URL) or stops and removes the cluster. */
  stop: () => Promise<void>;
}

/**
 * A PostgreSQL database of the benchmark's own, named `name` (lower-case letters, digits, `_`): created fresh on
 * DATABASE_URL's server when that is set (dropped first if a previous run left it, and dropped afterwards), else
 * in a throwaway cluster like `test:pg`'s (test/helpers/pg-cluster.ts). The server then runs with
 * `DATABASE_URL=<url> DEMO_SEED=1` (see {@link startBenchServer}'s `env`).
 */
export async function benchPostgres(name: string): Promise<BenchPostgres> {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const cluster = process.env.DATABASE_URL ? null : await startPgCluster();
  const adminUrl = process.env.DATABASE_URL ?? cluster!.url;
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where: cluster ? 'throwaway cluster' : "DATABASE_URL's server",
    stop: async () => {
      if (cluster) cluster.stop();
      else await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Starts a bench server on `engine`: PGlite on a fresh DATA_DIR, or PostgreSQL in a database of its own
 * ({@link benchPostgres} named `pgName`) with the demo seed. `stop` ends the server, then drops that database.
 */
export async function startBenchServerOn(
  engine: BenchEngine,
  pgName: string,
  opts: BenchServerOptions,
): Promise<BenchServer & { where: string }> {
  if (engine === 'pglite') return { ...(await startBenchServer(opts)), where: 'embedded PGlite' };
  const database = await benchPostgres(pgName);
  try {
    const server = await startBenchServer({
      ...opts,
      env: { DATABASE_URL: database.url, DEMO_SEED: '1', ...opts.env },
    });
    return {
      ...server,
      where: `PostgreSQL, ${database.where}`,
      stop: async () => {
        await server.stop();
        await database.stop();
      },
    };
  } catch (err) {
    await database.stop();
    throw err;
  }
}

export interface BenchServerOptions {
  port: number;
  /** The server's LOG_LEVEL ('info' logs the "PDF reports warm" line). */
  logLevel: 'warn' | 'info';
  /** Prefix of the temporary DATA_DIR. */
  dataDirPrefix: string;
  /** Each line the server writes to stdout (without it, stdout is ignored). */
  onStdoutLine?: (line: string) => void;
  /** A directory for a V8 CPU profile of the server, written on exit (read it with Chrome DevTools). */
  cpuProfileDir?: string | undefined;
  /** More environment for the server, applied last (e.g. WEB_DIST and PUBLIC_URL to serve the built SPA). */
  env?: Record<string, string>;
}

export interface BenchServer {
  /** e.g. 'http://127.0.0.1:3400' */
  origin: string;
  /** Process group of the server (npx → tsx → node), for sampling its processes. */
  pgid: number;
  /** GET (no body) or POST (JSON body) under /api/app/v1; the answer's `data`; throws on a non-2xx status. */
  call: <T>(url: string, token: string | null, body?: unknown) => Promise<T>;
  /** Ends the server's process group and removes its data directory. */
  stop: () => Promise<void>;
}

/** The server's V8 flags as `npm start` gives them (scripts/start.mjs), so the benchmarks measure that process. */
const SERVER_FLAGS = ['--max-semi-space-size=16'];

/** Starts the server and resolves once GET /api/health answers (at most 120 s). */
export async function startBenchServer(opts: BenchServerOptions): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), opts.dataDirPrefix));
  const origin = `http://127.0.0.1:${opts.port}`;
  const child = spawn(
    opts.cpuProfileDir ? process.execPath : 'npx',
    opts.cpuProfileDir
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${opts.cpuProfileDir}`,
          '--import',
          'tsx',
          ...SERVER_FLAGS,
          'src/server.ts',
        ]
      : ['tsx', ...SERVER_FLAGS, 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(opts.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_PASSWORD,
        LOG_LEVEL: opts.logLevel,
        NODE_ENV: 'production',
        ...opts.env,
      },
      stdio: ['ignore', opts.onStdoutLine ? 'pipe' : 'ignore', 'inherit'],
      detached: true,
    },
  );
  const onLine = opts.onStdoutLine;
  if (onLine && child.stdout) {
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  const stop = async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await sleep(1500);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const server: BenchServer = {
    origin,
    pgid: child.pid ?? 0,
    call: async <T>(url: string, token: string | null, body?: unknown): Promise<T> => {
      const res = await fetch(`${origin}/api/app/v1${url}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    },
    stop,
  };
  try {
    await waitForHealth(origin, Date.now() + 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return server;
}

async function waitForHealth(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not become healthy');
}

/** Signs in as the demo adviser; the token and the id of the worked household's form ("Margaret Walsh"). */
export async function demoHousehold(server: BenchServer): Promise<{ jwt: string; formId: number }> {
  const { jwt } = await server.call<{ jwt: string }>('/login', null, {
    email: 'adviser@demo.test',
    password: DEMO_PASSWORD,
  });
  const { forms } = await server.call<{ forms: { id: number; reportName: string }[] }>('/forms', jwt, {});
  const form = forms.find((f) => f.reportName === 'Margaret Walsh');
  if (!form) throw new Error('demo form "Margaret Walsh" missing');
  return { jwt, formId: form.id };
}

/**
 * The real server (`src/server.ts`) as a child process on a PostgreSQL database, for the tests that need processes:
 * two of them on one database (multi-process.test.ts), or one killed and restarted (crash-recovery.test.ts).
 *
 *   const p = startServer(3101, url, { SMTP_URL: smtp.url });
 *   await waitReady(p);                       // GET /api/ready answers 200
 *   await call(p, 'POST', 'login', undefined, { email, password });
 *   await stop(p);                            // SIGTERM; resolves with the exit code
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const PROCESS_JWT_SECRET = 'multi-process-secret-multi-process-secret';

export interface Proc {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Starts `src/server.ts` in production mode on 127.0.0.1:`port`; `env` adds to or overrides its environment. */
export function startServer(port: number, databaseUrl: string, env: Record<string, string> = {}): Proc {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: PROCESS_JWT_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output: () => out };
}

/** Resolves once GET /api/ready answers 200; throws when the process exits first or after `timeoutMs`. */
export async function waitReady(p: Proc, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) throw new Error(`server exited early:\n${p.output()}`);
    try {
      const res = await fetch(`${p.base}/api/ready`);
      await res.text(); // always read the body (unread bodies keep sockets open)
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready:\n${p.output()}`);
}

/** One API call (`/api/app/v1/<url>`): status and parsed body. Rejects when the connection fails. */
export async function call(p: Proc, method: string, url: string, jwt?: string, body?: unknown) {
  const res = await fetch(`${p.base}/api/app/v1/${url}`, {
    method,
    headers: {
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data?: Record<string, unknown>; error?: { code: string } };
  return { status: res.status, json };
}

/** Sends `signal` (SIGTERM by default) and resolves with the exit code (null when killed by the signal). */
export function stop(p: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve(p.child.exitCode);
    p.child.once('exit', (code) => resolve(code));
    p.child.kill(signal);
  });
}

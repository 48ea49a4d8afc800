/**
 * Two server processes on one PostgreSQL database (design §3 "scaling past one machine"): a session created through
 * one works through the other, and a logout through one ends it on both. Also covers the operator CLI
 * (scripts/create-user.ts, which seeds the demo data on an empty database) and graceful shutdown (exit code 0).
 * PostgreSQL only: PGlite is a single-process database. Runs with `npm run test:pg -w apps/server`.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from './helpers/db.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const PORTS = [3101, 3102] as const; // from this workspace's manual-run range 3100–3149
const JWT_SECRET = 'multi-process-secret-multi-process-secret';

interface Proc {
  child: ChildProcess;
  base: string;
  output: () => string;
}

function startServer(port: number, databaseUrl: string): Proc {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output: () => out };
}

async function waitReady(p: Proc, timeoutMs = 90_000): Promise<void> {
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

async function call(p: Proc, method: string, url: string, jwt?: string, body?: unknown) {
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

function stop(p: Proc): Promise<number | null> {
  return new Promise((resolve) => {
    if (p.child.exitCode !== null) return resolve(p.child.exitCode);
    p.child.once('exit', (code) => resolve(code));
    p.child.kill('SIGTERM');
  });
}

describe('two server processes on one PostgreSQL', () => {
  let procs: Proc[] = [];
  let drop: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    const created = await createPgDatabase();
    drop = created.drop;
    // The operator CLI migrates, seeds the demo data (empty database) and adds a user who must change the password.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/create-user.ts',
        '--email',
        'Must.Change@Demo.test',
        '--password',
        'first-pass-123',
        '--role',
        'adviser',
        '--must-change',
        '--first-name',
        'Mo',
      ],
      { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: created.url } },
    );
    expect(stdout).toContain('Created user must.change@demo.test');
    procs = PORTS.map((port) => startServer(port, created.url));
    await Promise.all(procs.map((p) => waitReady(p)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(procs.map(stop));
    await drop();
  });

  it('a session from one process works on the other; logout on one ends it on both', async () => {
    const [a, b] = procs as [Proc, Proc];
    const login = await call(a, 'POST', 'login', undefined, {
      email: 'must.change@demo.test',
      password: 'first-pass-123',
    });
    expect(login.status).toBe(200);
    const jwt = login.json.data!.jwt as string;
    expect((login.json.data!.user as { mustChange: boolean }).mustChange).toBe(true);

    expect((await call(b, 'GET', 'auth', jwt)).status).toBe(200);
    expect((await call(a, 'GET', 'isAuth', jwt)).json).toEqual({ data: { auth: true } });

    expect((await call(b, 'GET', 'logout', jwt)).status).toBe(200);
    expect((await call(a, 'GET', 'auth', jwt)).status).toBe(401);
    expect((await call(b, 'GET', 'auth', jwt)).status).toBe(401);
  });

  it('demo users were seeded by the CLI', async () => {
    const res = await call(procs[1]!, 'POST', 'login', undefined, {
      email: 'admin@demo.test',
      password: process.env.DEMO_PASSWORD ?? 'demo-pass-2026',
    });
    expect(res.status).toBe(200);
  });

  it('the login rate limit is shared: failures through one process lock the account on the other', async () => {
    const [a, b] = procs as [Proc, Proc];
    for (let i = 0; i < 4; i++)
      expect(
        (
          await call(i % 2 ? a : b, 'POST', 'login', undefined, {
            email: 'adviser@demo.test',
            password: 'wrong-pass-x',
          })
        ).status,
      ).toBe(401);
    const fifth = await call(a, 'POST', 'login', undefined, {
      email: 'adviser@demo.test',
      password: 'wrong-pass-x',
    });
    expect(fifth.status).toBe(429);
    const onB = await call(b, 'POST', 'login', undefined, {
      email: 'adviser@demo.test',
      password: 'demo-pass-2026',
    });
    expect(onB.status).toBe(429);
  });

  it('shuts down gracefully on SIGTERM (exit code 0)', async () => {
    expect(await stop(procs[0]!)).toBe(0);
  });
});

/**
 * Two server processes on one PostgreSQL database (design §3 "scaling past one machine"): a session created through
 * one works through the other, and a logout through one ends it on both. Also covers the operator CLI
 * (scripts/create-user.ts, which seeds the demo data on an empty database) and graceful shutdown (exit code 0).
 * PostgreSQL only: PGlite is a single-process database. Runs with `npm run test:pg -w apps/server`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from './helpers/db.ts';
import { call, SERVER_DIR, startServer, stop, waitReady, type Proc } from './helpers/server-process.ts';

const PORTS = [3101, 3102] as const; // from this workspace's manual-run range 3100–3149

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
    await Promise.all(procs.map((p) => stop(p)));
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

/**
 * README quick start: `npm start` stops its server when npm itself is sent SIGTERM, and the server's
 * output ends with the demo sign-ins.
 *
 * npm runs the script through `sh -c`; a SIGTERM to npm reaches the shell, which dies without passing it on, so
 * the script must notice its parent is gone (scripts/lib/proc.mjs forwardSignals). The first test runs that on a
 * stand-in child (the real `npm start` builds the web app first: checked by hand, see the README); the second
 * starts the real server on a fresh embedded database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'forward-signals-run.mjs');
const PORT = 3147; // this workspace's manual-run range 3100–3149 (multi-process.test.ts uses 3101–3102)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether something listens on 127.0.0.1:`port` (a bind fails with EADDRINUSE). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', { timeout: 120_000 }, () => {
  it('stops its child when the shell npm started it through is killed with SIGTERM (no orphan)', async () => {
    // `sh -c 'node script; :'` keeps the shell as the parent (dash would exec a lone command), as npm's is.
    const shell = spawn('sh', ['-c', `"${process.execPath}" "${FIXTURE}"; :`], {
      env: { ...process.env, PORT: String(PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    shell.stdout.on('data', (c: Buffer) => (out += c.toString()));
    expect(await until(() => portTaken(PORT), 20_000)).toBe(true);
    const childPid = Number(/child (\d+)/.exec(out)?.[1]);
    expect(childPid).toBeGreaterThan(0);

    shell.kill('SIGTERM'); // what npm does to its script's shell
    // The script sees its parent gone within PARENT_POLL_MS (500 ms) and stops the child, which closes its port.
    expect(await until(async () => !(await portTaken(PORT)), 10_000)).toBe(true);
    expect(await until(() => !alive(childPid), 5_000)).toBe(true);
  });

  describe('the server', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'start-banner-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('prints the demo sign-ins last, after the PDF warm-up line', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'production',
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      try {
        expect(await until(() => out.includes('coastline.test'), 100_000), out).toBe(true);
        await sleep(1_500); // anything printed after the banner would be here by now
        const lines = out.trimEnd().split('\n');
        const banner = lines.findIndex((l) => l.startsWith('Demo sign-ins'));
        expect(banner).toBeGreaterThan(0);
        // Every line after the heading is a sign-in: '  <e-mail>  (<role>, <corporate>)'.
        expect(
          lines.slice(banner + 1).every((l) => /^ {2}\S+@\S+ {2}\(.+\)$/.test(l)),
          out,
        ).toBe(true);
        // Seven demo users: five of the main demo (with developer@demo.test) and two of the second.
        expect(lines.slice(banner + 1)).toHaveLength(7);
        expect(out.indexOf('PDF reports warm')).toBeLessThan(out.indexOf('Demo sign-ins'));
      } finally {
        child.kill('SIGTERM');
        await until(() => child.exitCode !== null, 20_000);
      }
    });
  });
});

// The CLI contract (engine issue §3): in-process through runCli for every command and example, and by spawning
// the real entry (`tsx src/cli.ts`, as the root `npm run -s engine` script does) for the exit codes and streams.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli-run.ts';

const root = join(import.meta.dirname, '..');
const example = (name: string) => readFileSync(join(root, 'examples', `${name}.json`), 'utf8');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

function spawnCli(args: string[], stdin: string) {
  const r = spawnSync(process.execPath, [tsxCli, join(root, 'src', 'cli.ts'), ...args], {
    input: stdin,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('runCli: every command on its documented example', () => {
  const cases: [string, string, (out: Record<string, unknown>) => void][] = [
    [
      'age-pension',
      'age-pension',
      (o) => expect(o).toMatchObject({ homeowner: true, bindingTest: expect.any(String) as unknown }),
    ],
    ['age-pension', 'age-pension-village', (o) => expect(o.homeowner).toBe(false)],
    ['rent-assistance', 'rent-assistance', (o) => expect(o.perFortnight).toBeGreaterThan(0)],
    [
      'support-at-home',
      'support-at-home',
      (o) => expect(o).toMatchObject({ estimated: false, annualContribution: expect.any(Number) as unknown }),
    ],
    [
      'exit-entitlement',
      'exit-entitlement',
      (o) =>
        expect((o.horizons as { exitEntitlement: number }[]).map((h) => h.exitEntitlement)).toEqual([
          298800, 279600, 222000, 202800,
        ]),
    ],
    [
      'rates-status',
      'rates-status',
      (o) => expect(o).toMatchObject({ asAt: '2026-11-21', programs: expect.any(Array) as unknown }),
    ],
    ['compare', 'compare', (o) => expect((o.scenarios as unknown[]).length).toBe(3)],
  ];
  for (const [command, file, check] of cases) {
    it(`${command} < examples/${file}.json`, () => {
      const out = runCli(command, example(file));
      expect(out.stderr).toBe('');
      expect(out.exitCode).toBe(0);
      expect(out.stdout.endsWith('\n')).toBe(true);
      check(JSON.parse(out.stdout) as Record<string, unknown>);
    });
  }
});

describe('runCli: errors', () => {
  it('invalid input: exit 2 and INVALID_INPUT issues with path and message on stderr', () => {
    const out = runCli(
      'rent-assistance',
      JSON.stringify({ asAt: '2026-03-20', relationship: 'triple', rentPerFortnight: -5 }),
    );
    expect(out.exitCode).toBe(2);
    expect(out.stdout).toBe('');
    const err = JSON.parse(out.stderr) as {
      error: { code: string; issues: { path: string; message: string }[] };
    };
    expect(err.error.code).toBe('INVALID_INPUT');
    expect(err.error.issues.map((i) => i.path).sort()).toEqual(['relationship', 'rentPerFortnight']);
    for (const i of err.error.issues) expect(i.message).toEqual(expect.any(String) as unknown);
  });
  it('not JSON, or not an object: INVALID_INPUT', () => {
    expect(JSON.parse(runCli('compare', '{oops').stderr)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(runCli('compare', '[1]').exitCode).toBe(2);
  });
  it('a date with no parameters in force: exit 2, PARAMETER_NOT_IN_FORCE', () => {
    const out = runCli(
      'age-pension',
      JSON.stringify({ ...JSON.parse(example('age-pension')), asAt: '2001-01-01' }),
    );
    expect(out.exitCode).toBe(2);
    expect(JSON.parse(out.stderr)).toMatchObject({ error: { code: 'PARAMETER_NOT_IN_FORCE' } });
  });
  it('unknown or missing command: exit 2 with the list of commands', () => {
    const out = runCli('pension', '{}');
    expect(out.exitCode).toBe(2);
    const err = JSON.parse(out.stderr) as { error: { code: string; message: string } };
    expect(err.error.code).toBe('UNKNOWN_COMMAND');
    expect(err.error.message).toContain('Unknown command "pension"');
    expect(err.error.message).toContain('exit-entitlement');
    expect(runCli(undefined, '{}').stderr).toContain('No command given');
  });
});

describe('the CLI process (spawned)', () => {
  it('writes one JSON object on stdout and exits 0', () => {
    const r = spawnCli(['exit-entitlement'], example('exit-entitlement'));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ tenure: 'licence' });
  });
  it('exits 2 with the error on stderr for invalid input and unknown commands', () => {
    const bad = spawnCli(['support-at-home'], '{"asAt":"2026-03-20"}');
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(JSON.parse(bad.stderr)).toMatchObject({
      error: { code: 'INVALID_INPUT', issues: expect.any(Array) as unknown },
    });
    const unknown = spawnCli(['frobnicate'], '{}');
    expect(unknown.status).toBe(2);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ error: { code: 'UNKNOWN_COMMAND' } });
  });
});

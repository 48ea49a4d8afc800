// Environment configuration: defaults, validation, and the persisted JWT secret.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureJwtSecret, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      smtpUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      demoSeed: false,
      demoPassword: 'demo-pass-2026',
      maxIdleMin: 30,
      isDevelopment: false,
    });
    expect(c.webDist).toBe(path.resolve('apps/web/dist'));
  });

  it('reads the variables, PUBLIC_URL defaulting to PORT, decimals for MAX_IDLE_MIN', () => {
    const c = loadConfig({
      PORT: '3123',
      MAX_IDLE_MIN: '0.05',
      DEMO_SEED: '1',
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://u@h:5/d',
    });
    expect(c.publicUrl).toBe('http://127.0.0.1:3123');
    expect(c.maxIdleMin).toBe(0.05);
    expect(c.demoSeed).toBe(true);
    expect(c.isDevelopment).toBe(true);
    expect(c.databaseUrl).toBe('postgres://u@h:5/d');
    expect(loadConfig({ PUBLIC_URL: 'https://rlc.example.com/' }).publicUrl).toBe('https://rlc.example.com');
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', MAX_IDLE_MIN: '-1', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET[\s\S]*MAX_IDLE_MIN|PORT[\s\S]*MAX_IDLE_MIN/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('sizes the PDF render pool only when asked, and refuses more warm threads than threads', () => {
    const unset = loadConfig({});
    expect([unset.pdfThreads, unset.pdfWarmThreads]).toEqual([undefined, undefined]);
    const set = loadConfig({ PDF_THREADS: '3', PDF_WARM_THREADS: '1' });
    expect([set.pdfThreads, set.pdfWarmThreads]).toEqual([3, 1]);
    expect(() => loadConfig({ PDF_THREADS: '0' })).toThrow(/PDF_THREADS/);
    expect(() => loadConfig({ PDF_THREADS: '2', PDF_WARM_THREADS: '3' })).toThrow(
      /PDF_WARM_THREADS: must not exceed PDF_THREADS/,
    );
  });
});

describe('ensureJwtSecret', () => {
  it('creates a random secret once, readable only by the owner, and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rlc-cfg-'));
    try {
      const a = ensureJwtSecret(loadConfig({ DATA_DIR: dir }));
      expect(a.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir, 'jwt-secret');
      expect(readFileSync(file, 'utf8').trim()).toBe(a);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(ensureJwtSecret(loadConfig({ DATA_DIR: dir }))).toBe(a);
      expect(ensureJwtSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }))).toBe('x'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The magic-link customer's own page (ADR 0015; plugins/spa.ts): `/magic` and the paths under it answer
// customer.html, every other app path index.html; a build without customer.html answers index.html everywhere.
// The log-in page's own entry (ADR 0026): `/log-in` answers login.html when the build has it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../src/plugins/spa.ts';

const STAFF = '<!doctype html><title>staff</title>';
const CUSTOMER = '<!doctype html><title>customer</title>';
const LOGIN = '<!doctype html><title>login</title>';
const dirs: string[] = [];
let both: FastifyInstance;
let staffOnly: FastifyInstance;
let all: FastifyInstance;

async function serve(files: Record<string, string>): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rlc-web-pages-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const app = Fastify();
  await registerSpa(app, dir);
  await app.ready();
  return app;
}

beforeAll(async () => {
  both = await serve({ 'index.html': STAFF, 'customer.html': CUSTOMER });
  staffOnly = await serve({ 'index.html': STAFF });
  all = await serve({ 'index.html': STAFF, 'customer.html': CUSTOMER, 'login.html': LOGIN });
});
afterAll(async () => {
  await both.close();
  await staffOnly.close();
  await all.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("the customer's page", () => {
  it.each([
    '/magic?token=AAAA',
    '/magic',
    '/magic/ended',
    '/magic/form/12/status',
    '/magic/form/12/property/int-3?x=1',
  ])('%s answers customer.html, revalidated each time', async (url) => {
    const res = await both.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(CUSTOMER);
  });

  it.each(['/', '/corporate/home', '/magical', '/corporate/magic-form/3/status', '/log-in?redirect=/magic'])(
    '%s answers the staff app',
    async (url) => {
      expect((await both.inject({ url })).body).toBe(STAFF);
    },
  );

  it('without customer.html in the build, /magic answers the staff app (which carries the routes too)', async () => {
    expect((await staffOnly.inject({ url: '/magic?token=AAAA' })).body).toBe(STAFF);
  });
});

describe("the log-in page's own entry", () => {
  it.each([
    '/log-in',
    '/log-in/',
    '/log-in?redirect=%2Fcorporate%2Fform%2F7',
    '/log-in?note=inactivity&redirect=/magic',
  ])('%s answers login.html, revalidated each time', async (url) => {
    const res = await all.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(LOGIN);
  });

  it.each([
    ['/', STAFF],
    ['/corporate/home', STAFF],
    ['/log-in-help', STAFF],
    ['/corporate/log-in', STAFF],
    ['/reset-password?token=x', STAFF],
    ['/magic/ended', CUSTOMER],
  ])('%s answers its own page, not the log-in page', async (url, page) => {
    expect((await all.inject({ url })).body).toBe(page);
  });

  it('without login.html in the build, /log-in answers the staff app (which carries the route too)', async () => {
    expect((await both.inject({ url: '/log-in?note=inactivity' })).body).toBe(STAFF);
  });
});

// The SPA's pre-compressed assets (plugins/spa.ts `preCompressed`): the build's .br / .gz twins are sent to
// browsers that accept them, the raw file to those that do not, and dot-files (the build manifest) never.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../src/plugins/spa.ts';

const JS = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const HTML = '<!doctype html><title>RLC</title><div id="root"></div>';
let web: string;
let app: FastifyInstance;

beforeAll(async () => {
  web = mkdtempSync(path.join(os.tmpdir(), 'rlc-web-gz-'));
  mkdirSync(path.join(web, 'assets'));
  mkdirSync(path.join(web, '.vite'));
  writeFileSync(path.join(web, 'index.html'), HTML);
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), JS);
  writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(path.join(web, 'assets', 'app-abc123.js.gz'), gzipSync(JS));
  writeFileSync(path.join(web, 'assets', 'small-1.js'), 'export{}');
  writeFileSync(path.join(web, '.vite', 'manifest.json'), '{"index.html":{}}');
  app = Fastify();
  await registerSpa(app, web);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('pre-compressed SPA assets', () => {
  it('sends the brotli twin when the browser accepts br, as JavaScript, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });
  it('sends the gzip twin to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(JS);
  });
  it('sends the raw file without accept-encoding, and when there is no compressed twin', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    const small = await get('/assets/small-1.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export{}');
  });
  it('does not serve the build manifest: the path falls back to the app', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(HTML);
  });
});

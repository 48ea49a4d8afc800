// Graceful shutdown: app.close() (what server.ts calls on SIGTERM/SIGINT) lets in-flight requests finish.
import type { FastifyPluginAsync } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicRoute } from '../src/plugins/permissions.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let started: () => void = () => undefined;
const handlerStarted = new Promise<void>((resolve) => (started = resolve));

const slow: FastifyPluginAsync = (app) => {
  app.get('/test-only/slow', { config: publicRoute }, async () => {
    started();
    await new Promise((r) => setTimeout(r, 400));
    return { data: { done: true } };
  });
  return Promise.resolve();
};

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extraApiPlugins: [slow] });
  });

  it('finishes a request that is in flight when closing starts, then refuses new connections', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/app/v1/test-only/slow`).then(async (r) => ({
      status: r.status,
      body: await r.text(),
    }));
    await handlerStarted;
    const closing = t.close();
    const res = await inFlight;
    expect(res).toEqual({ status: 200, body: JSON.stringify({ data: { done: true } }) });
    await closing;
    await expect(fetch(`${address}/api/health`).then((r) => r.text())).rejects.toThrow();
  });
});

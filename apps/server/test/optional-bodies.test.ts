/**
 * Every POST endpoint whose body is optional accepts a request with no body at all (what the browser sends when
 * a call has nothing to say, e.g. "Make a magic copy") and one with an empty JSON content (`Content-Type:
 * application/json`, zero bytes): neither may be refused as invalid input. The endpoints are read from the shared
 * table, so an endpoint added later is covered without touching this file.
 */
import { ENDPOINTS, type Endpoint } from '@rlc/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/app.ts';
import { API, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

const optionalBody = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(
  ([, e]) => e.method === 'POST' && e.body !== undefined && e.body.safeParse(undefined).success,
);

/** A path of `e` with every parameter filled by the adviser's own first report or a plausible id. */
function pathOf(e: Endpoint, formId: number): string {
  const path = e.path.replace(/:formId\b/g, String(formId)).replace(/:[A-Za-z]+/g, '1');
  return (e.base ?? API) + path;
}

describe('POST endpoints with an optional body', () => {
  it('are found in the endpoint table (forms, summary, delete and magic-clone among them)', () => {
    const names = optionalBody.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['magicClone']));
    expect(names.length).toBeGreaterThanOrEqual(4);
  });

  for (const [name, e] of optionalBody) {
    it(`${name} (${e.path}) accepts no body and an empty JSON body`, async () => {
      const requests = [
        { headers: bearer(f.jwt.adviser) },
        { headers: { ...bearer(f.jwt.adviser), 'content-type': 'application/json' }, payload: '' },
      ];
      for (const request of requests) {
        // A fresh report for each request, so a call that changes it (delete, add an option) meets no limit.
        const created = await f.call('POST', '/forms/create', f.jwt.adviser, {
          communityId: f.communityId.sunny,
        });
        const res = await f.t.app.inject({
          method: 'POST',
          url: pathOf(e, created.body.data.formId),
          ...request,
        });
        const body = res.json<{ error?: { code: string; message: string } }>();
        expect(body.error?.code, `${name}: ${res.statusCode} ${JSON.stringify(body.error)}`).not.toBe(
          'VALIDATION',
        );
        expect(res.statusCode).toBeLessThan(500);
      }
    });
  }
});

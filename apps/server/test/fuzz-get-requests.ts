/**
 * Hostile GET requests for one endpoint, for the fuzzer (fuzz-requests.test.ts): a GET's only inputs are its path
 * values and its query string, so each request puts hostile text in some of the path parameters (huge, negative,
 * NaN, non-numeric, unicode, very long, bad percent-encoding, random code points) and, most of the time, a hostile
 * query string (prototype keys, repeated and bracketed keys, NUL, lone surrogates, bad percent-encoding).
 */
import fc from 'fast-check';
import { endpointPath, type Endpoint } from '@rlc/shared';
import { encodeField, type FuzzCase } from './fuzz-requests.ts';

/** Path values as they go in the URL (already percent-encoded where they mean to be). */
const HOSTILE_IDS = [
  '0',
  '-1',
  '-2147483649',
  '2147483647',
  '2147483648',
  '9'.repeat(40),
  '1e3',
  '1.5',
  '0x1F',
  '+1',
  '%201',
  '1%20',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'abc',
  '__proto__',
  'constructor',
  '%00',
  '1%00',
  '%F0%28',
  '%C0%AF',
  '%ED%A0%80',
  '%',
  '%ZZ',
  '%2e%2e',
  '..',
  '%2F',
  '%C3%A9',
  '%F0%9F%92%A9',
  '%EF%BB%BF1',
  '%E2%80%AE1',
  'x'.repeat(101),
  '1'.repeat(5_000),
];

/** One path value: a listed one, random code points, or a number of any size as text. */
const hostileId: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeField) },
  { weight: 1, arbitrary: fc.double().map((n) => encodeField(String(n))) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

const QUERY_KEYS = ['token', 'download', 'formId', 'a', '', '__proto__', 'constructor', 'prototype', 'a[b]'];
const QUERY_VALUES = ['', '1', '-1', '2147483648', 'NaN', '%00', '%ED%A0%80', '%', '%ZZ', 'x'.repeat(3_000)];
/** Raw query strings no key=value pair makes. */
const RAW_QUERIES = [
  '?',
  '?&&&',
  '?=',
  '?==1',
  '?token[]=1&token[]=2',
  '?a[__proto__][isAdmin]=1',
  '?__proto__[polluted]=yes',
  '?constructor[prototype][polluted]=yes',
  `?${'a=1&'.repeat(2_000)}`,
];

const queryText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...QUERY_KEYS),
            fc.string({ unit: 'binary', maxLength: 8 }).map(encodeField),
          ),
          fc.oneof(
            fc.constantFrom(...QUERY_VALUES),
            fc.string({ unit: 'binary', maxLength: 20 }).map(encodeField),
          ),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERIES) },
);

/**
 * Arbitrary GET requests for `endpoint` at `base + path`: the caller's own ids (`ids`) with hostile values in
 * some of the path parameters, and a query string.
 */
export function fuzzGetRequests(
  endpoint: Endpoint,
  ids: Record<string, number | string>,
  base: string,
): fc.Arbitrary<FuzzCase> {
  const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // Each parameter: its real id about a third of the time, so the others' hostile values reach the handler.
  const values = fc.tuple(...params.map(() => fc.option(hostileId, { freq: 3 })));
  return fc.record({ values, query: queryText }).map(({ values: hostile, query }) => ({
    hostilePath: hostile.some((v) => v !== null),
    build: () => {
      // Real ids through endpointPath; hostile ones put in afterwards as written.
      const marks = Object.fromEntries(
        params.map((p, i) => [p, hostile[i] === null ? ids[p]! : `\u0001${i}`]),
      );
      let url = endpointPath(endpoint.path, marks);
      hostile.forEach((v, i) => {
        if (v !== null) url = url.replace(encodeURIComponent(`\u0001${i}`), v);
      });
      url = base + url + query;
      return { label: `GET ${url.slice(0, 200)}`, inject: { method: 'GET', url } };
    },
  }));
}

/**
 * Hostile HTTP requests for one endpoint, for the fuzzer (fuzz-requests.test.ts): a body from the endpoint's
 * zod schema with hostile values mixed in (helpers/schema-arbitrary.ts), sent as JSON most of the time, else as
 * a wrong or missing content type, invalid UTF-8, cut-off JSON or nothing; now and then a path parameter is
 * replaced by hostile text.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { endpointPath, type Endpoint } from '@rlc/shared';
import { hostileArbitrary, placeholderText, toJsonText } from './helpers/schema-arbitrary.ts';

export interface FuzzRequest {
  /** One line saying what was sent, for a failure message (never the megabyte itself). */
  label: string;
  inject: InjectOptions;
}

const MODES = [
  'json',
  'json',
  'json',
  'json',
  'json',
  'json',
  'form',
  'text',
  'xml',
  'multipart',
  'noType',
  'badUtf8',
  'cutJson',
  'empty',
  'jsonUtf16',
] as const;
type Mode = (typeof MODES)[number];

const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  'NaN',
  '1e3',
  '%00',
  '%F0%28',
  'x'.repeat(90),
  '9'.repeat(40),
];

/** Percent-encoding that sends a lone surrogate as the invalid UTF-8 bytes of its code unit (ED A0 80 …). */
export function encodeField(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const unit = ch.charCodeAt(0);
        if (ch.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
        return `%ED%${(0x80 | ((unit >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (unit & 0x3f)).toString(16).toUpperCase()}`;
      })
      .join('');
  }
}

/** Flat form fields of a value: top-level keys, nested values as JSON text. */
function formText(body: unknown): string {
  const text = (v: unknown) => (typeof v === 'string' ? placeholderText(v) : toJsonText(v));
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `value=${encodeField(text(body))}`;
  return Object.entries(body)
    .map(([k, v]) => `${encodeField(k)}=${encodeField(text(v))}`)
    .join('&');
}

function payloadOf(mode: Mode, body: unknown): { payload?: string | Buffer; type?: string } {
  const json = mode === 'badUtf8' || mode === 'empty' ? '' : toJsonText(body);
  switch (mode) {
    case 'json':
      return { payload: json, type: 'application/json' };
    case 'form':
      return { payload: formText(body), type: 'application/x-www-form-urlencoded' };
    case 'text':
      return { payload: json, type: 'text/plain' };
    case 'xml':
      return { payload: `<body>${json}</body>`, type: 'application/xml' };
    case 'multipart':
      return {
        payload: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${json}\r\n--x--`,
        type: 'multipart/form-data; boundary=x',
      };
    case 'noType':
      return { payload: json };
    case 'badUtf8':
      // 0xC3 0x28 and 0xFF are not UTF-8; the rest is a JSON object around them.
      return {
        payload: Buffer.concat([
          Buffer.from('{"firstName":"'),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from('"}'),
        ]),
        type: 'application/json',
      };
    case 'cutJson':
      return { payload: json.slice(0, Math.max(1, Math.floor(json.length / 2))), type: 'application/json' };
    case 'empty':
      return { payload: '', type: 'application/json' };
    case 'jsonUtf16':
      return { payload: Buffer.from(json, 'utf16le'), type: 'application/json; charset=utf-16' };
  }
}

/** One generated request before it is built: kept small (a megabyte string is the shared constant). */
export interface FuzzCase {
  hostilePath: boolean;
  /** The request itself, built when it is sent, so a run of 10,000 never holds its payloads all at once. */
  build(): FuzzRequest;
}

/**
 * Arbitrary requests for `endpoint` at `base + path` with `ids` (the caller's own objects).
 */
export function fuzzRequests(
  endpoint: Endpoint,
  ids: Record<string, number | string>,
  base: string,
): fc.Arbitrary<FuzzCase> {
  const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pathValue =
    params.length === 0
      ? fc.constant(null)
      : fc.option(fc.tuple(fc.constantFrom(...params), fc.constantFrom(...HOSTILE_PATH_VALUES)), {
          freq: 12,
        });
  return fc
    .record({ body: hostileArbitrary(endpoint.body), mode: fc.constantFrom(...MODES), path: pathValue })
    .map(({ body, mode, path }) => ({
      hostilePath: path !== null,
      build: (): FuzzRequest => {
        const values = { ...ids };
        if (path) values[path[0]] = path[1];
        // A hostile path value goes in as written (already percent-encoded where it means to be).
        let url = endpointPath(endpoint.path, values);
        if (path) url = url.replace(encodeURIComponent(path[1]), path[1]);
        const { payload, type } = payloadOf(mode, body);
        const size = payload === undefined ? 0 : payload.length;
        return {
          label: `${mode} ${size} bytes${path ? ` :${path[0]}=${path[1].slice(0, 12)}` : ''}: ${String(payload ?? '').slice(0, 160)}`,
          inject: {
            method: endpoint.method,
            url: base + url,
            ...(payload !== undefined ? { payload } : {}),
            headers: type ? { 'content-type': type } : {},
          },
        };
      },
    }));
}

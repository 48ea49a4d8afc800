/**
 * Guard: the web reaches the server only through `callEndpoint` / `downloadEndpoint` (api/endpoint.ts) over the
 * shared endpoint tables, so every path is written once (@rlc/shared api/endpoints.ts) and no screen can call a
 * path the server does not have. Scans every source file under apps/web/src except tests and fails with the files
 * that still send a request of their own:
 * - a `fetch(`, `XMLHttpRequest` or `sendBeacon(` outside api/client.ts (the one fetch wrapper);
 * - a call of the low-level `api(` / `apiFile(` outside api/client.ts and api/endpoint.ts;
 * - a string or template literal that is an API path: '/api/…', or an endpoint's path written out
 *   ('form/${formId}/pdfs', '/forms/create'); single words ('forms', 'auth') are query keys as often as paths,
 *   and without `api(` nothing could send them anyway.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_ENDPOINTS, ENDPOINTS } from '@rlc/shared';

// (a string, not `new URL(…)`: the jsdom URL of the test environment does not make file URLs)
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Source files (not tests, not test helpers) below `dir`, as paths relative to src with '/' separators. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'testing' ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [relative(SRC, path).split('\\').join('/')];
  });
}

/** Regex source of an endpoint path with each `:param` written as `${…}` or digits, e.g. form/(…)/pdfs. */
const pathPattern = (path: string) =>
  path
    .replace(/^\//, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '(?:\\$\\{[^}]+\\}|\\d+)' : segment.replace(/\W/g, '\\$&')))
    .join('/');

const endpointPaths = [...Object.values(ENDPOINTS), ...Object.values(DEV_ENDPOINTS)].map((e) => e.path);
/** Written out with a leading '/', any endpoint path; without one, those of two segments or more. */
const ENDPOINT_LITERAL = new RegExp(
  `['"\`](?:/(?:${endpointPaths.map(pathPattern).join('|')})|(?:${endpointPaths
    .filter((p) => p.split('/').length > 2)
    .map(pathPattern)
    .join('|')}))['"\`?]`,
);

const RULES: { what: string; pattern: RegExp; allowedIn: string[] }[] = [
  {
    what: 'raw fetch',
    pattern: /\bfetch\s*\(|\bXMLHttpRequest\b|\bsendBeacon\s*\(/,
    allowedIn: ['api/client.ts'],
  },
  {
    what: 'low-level api() call',
    pattern: /\bapi(?:File)?\s*(?:<[^()]*>)?\s*\(/,
    allowedIn: ['api/client.ts', 'api/endpoint.ts'],
  },
  { what: "'/api/…' path literal", pattern: /['"`]\/?api\//, allowedIn: ['api/client.ts'] },
  { what: 'endpoint path literal', pattern: ENDPOINT_LITERAL, allowedIn: [] },
];

/** "file: what" for each rule a file breaks. */
function offences(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const text = read(file);
    return RULES.filter((r) => !r.allowedIn.includes(file) && r.pattern.test(text)).map(
      (r) => `${file}: ${r.what}`,
    );
  });
}

describe('API calls go through callEndpoint', () => {
  it('no source file outside src/api sends a request or writes an API path of its own', () => {
    const files = sourceFiles(SRC);
    // The scan must see the app: the features and the api folder are there.
    expect(files).toContain('api/endpoint.ts');
    expect(files).toContain('features/forms/api.ts');
    expect(offences(files, (f) => readFileSync(join(SRC, f), 'utf8'))).toEqual([]);
  });

  it('would catch each kind of hand-written call', () => {
    // Hand-made sources, one per rule, plus look-alikes that must pass (a refetch, a query key, a screen path).
    const sources: Record<string, string> = {
      'features/a.ts': 'await fetch(`/files/${id}`);',
      'features/b.ts': 'return api<FormResponse>(`form/${formId}`, {});',
      'features/c.ts': "const url = '/api/app/v1/forms';",
      'features/d.ts': 'const path = `form/${formId}/pdf/${pdfId}/download`;',
      'features/e.ts': "const p = '/forms/create';",
      'features/ok.ts':
        "void summary.refetch(); const key = ['forms', 'auth']; navigate(`/corporate/form/${id}/summary`);",
    };
    expect(offences(Object.keys(sources), (f) => sources[f]!)).toEqual([
      'features/a.ts: raw fetch',
      'features/b.ts: low-level api() call',
      'features/b.ts: endpoint path literal',
      "features/c.ts: '/api/…' path literal",
      'features/d.ts: endpoint path literal',
      'features/e.ts: endpoint path literal',
    ]);
  });
});

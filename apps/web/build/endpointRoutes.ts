/**
 * Build plugin: the browser gets the API's endpoint tables without their zod schemas (ADR 0024).
 *
 * The web calls the server only through `callEndpoint` (src/api/endpoint.ts), which reads an endpoint's method,
 * path, base and callers and never its schemas (the server validates every call). Yet an imported table built
 * its `params`, `body` and `response` schemas on load: zod (~24 kB gzip) and the shapes of every call in its area
 * were on the first load of every screen. In a build, this plugin serves each area file of
 * packages/shared/src/api/endpoints/ as its table with the schema fields left out (the values taken from the real
 * tables of @rlc/shared, evaluated here at build time), so a screen loads zod only when its own code validates with it.
 * Types are unchanged (TypeScript reads the real files); tests and the dev server use the real tables.
 */
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import * as shared from '@rlc/shared';

/** The fields of an endpoint that hold zod schemas (define.ts `Endpoint`). */
const SCHEMA_FIELDS = new Set(['params', 'body', 'response']);

const AREA_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/]endpoints[\\/](\w+)\.ts$/;

/**
 * An endpoint without its schemas: every other field (plain data: method, path, permission, …) as it is;
 * `response: null` (a file, not JSON) kept, as it is not a schema. Throws when another field holds a zod schema
 * (it would be dropped silently otherwise).
 */
function route(name: string, endpoint: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(endpoint)) {
    if (SCHEMA_FIELDS.has(key)) {
      if (value === null) out[key] = null;
      continue;
    }
    if (typeof value === 'object' && value !== null && '_zod' in value)
      throw new Error(
        `endpointRoutes: ${name}.${key} is a schema; only ${[...SCHEMA_FIELDS].join(', ')} may be`,
      );
    out[key] = value;
  }
  return out;
}

/** The tables an area file declares (`export const X_ENDPOINTS = define(…)`), by name. */
function tableNames(source: string): string[] {
  return [...source.matchAll(/^export const (\w+)\s*=/gm)].map((m) => m[1]!);
}

/**
 * The module text for an area file (its path and source): each table it declares, as JSON without schemas, the
 * values read from @rlc/shared's own tables. Throws when the file declares anything but endpoint tables or a
 * table @rlc/shared does not export.
 */
export function areaModule(id: string, source: string): string {
  const names = tableNames(source);
  if (names.length === 0) throw new Error(`endpointRoutes: ${id} declares no table`);
  return names
    .map((exportName) => {
      const table = (shared as Record<string, unknown>)[exportName];
      if (!/_ENDPOINTS$/.test(exportName) || typeof table !== 'object' || table === null)
        throw new Error(`endpointRoutes: ${id} exports ${exportName}, not an endpoint table of @rlc/shared`);
      const routes = Object.fromEntries(
        Object.entries(table).map(([name, e]) => [name, route(name, e as Record<string, unknown>)]),
      );
      return `export const ${exportName} = /* @__PURE__ */ Object.freeze(${JSON.stringify(routes)});\n`;
    })
    .join('');
}

/** Serves the endpoint area files as schema-free tables in builds (not in the dev server or tests). */
export function endpointRoutes(): Plugin {
  return {
    name: 'rlc-endpoint-routes',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = AREA_FILE.exec(id)?.[1];
      return file && file !== 'define' ? areaModule(id, readFileSync(id, 'utf8')) : null;
    },
  };
}

/**
 * The build's schema-free endpoint tables (build/endpointRoutes.ts, ADR 0024): what the browser gets for an area
 * file is each of its tables with params, body and response left out and every other field as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMS_ENDPOINTS, REPORTS_ENDPOINTS } from '@rlc/shared';
import { areaModule } from '../../build/endpointRoutes.ts';

// Vitest runs in apps/web.
const areaFile = (name: string) =>
  path.resolve(process.cwd(), `../../packages/shared/src/api/endpoints/${name}.ts`);

/** The tables of a generated module (it is `export const X = Object.freeze(<json>);` lines). */
function tablesOf(module: string): Record<string, Record<string, Record<string, unknown>>> {
  const tables: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const m of module.matchAll(/^export const (\w+) = \/\* @__PURE__ \*\/ Object\.freeze\((.*)\);$/gm))
    tables[m[1]!] = JSON.parse(m[2]!) as Record<string, Record<string, unknown>>;
  return tables;
}

describe('endpointRoutes', () => {
  it('serves the forms table without schemas, every other field as declared', () => {
    const file = areaFile('forms');
    const { FORMS_ENDPOINTS: routes } = tablesOf(areaModule(file, readFileSync(file, 'utf8')));
    // The same calls, and e.g. getForm is GET /form/:formId (forms.ts) with its tag and permission, no params.
    expect(Object.keys(routes!)).toEqual(Object.keys(FORMS_ENDPOINTS));
    const { params: _p, response: _r, ...getForm } = FORMS_ENDPOINTS.getForm;
    expect(routes!.getForm).toEqual(getForm);
    expect(routes!.getForm).toMatchObject({ method: 'GET', path: '/form/:formId' });
    expect(routes!.getForm).not.toHaveProperty('params');
    expect(routes!.getForm).not.toHaveProperty('response');
  });

  it("keeps a file download's `response: null` (not a schema)", () => {
    const file = areaFile('reports');
    const { REPORTS_ENDPOINTS: routes } = tablesOf(areaModule(file, readFileSync(file, 'utf8')));
    expect(REPORTS_ENDPOINTS.downloadPdf.response).toBeNull();
    expect(routes!.downloadPdf).toMatchObject({
      method: 'GET',
      path: '/form/:formId/pdf/:pdfId/download',
      response: null,
    });
    expect(routes!.downloadPdf).not.toHaveProperty('params');
  });

  it('refuses a file that declares something other than an endpoint table', () => {
    expect(() => areaModule('x/endpoints/odd.ts', 'export const pgId = 1;\n')).toThrow(
      /not an endpoint table/,
    );
    expect(() => areaModule('x/endpoints/none.ts', 'const a = 1;\n')).toThrow(/declares no table/);
  });
});

// The demo's own reports laid out as a reader sees them: the sample model of
// reports-pdf-layout.test.ts did not show that the demo household's exit entitlement table broke with one row alone
// on a page (its village cells carry value, DMF and costs on three lines). Pages are measured with
// `pdftotext -bbox`, like the layout test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formConsumers, forms, users } from '../src/db/schema/index.ts';
import { modelFromForm } from '../src/modules/reports/model-from-form.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';
import { useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** A4 height and the body's top and bottom margins in points (theme.ts). */
const PAGE = { height: 841.89, top: 40, bottom: 56 };

/** Each line of text with its page (1-based) and the bottom of its box, points from the top. */
function linesOf(pdf: Buffer): { page: number; text: string; yMax: number }[] {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-demo-layout-')), 'report.pdf');
  writeFileSync(file, pdf);
  const run = spawnSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  const lines: { page: number; text: string; yMax: number }[] = [];
  let page = 0;
  for (const block of run.stdout.split('<line ')) {
    page += (block.match(/<page /g) ?? []).length;
    const box = /^xMin="[\d.]+" yMin="[\d.]+" xMax="[\d.]+" yMax="([\d.]+)">/.exec(block);
    if (!box) continue;
    const words = [...block.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((m) => m[1]);
    lines.push({ page, text: words.join(' '), yMax: Number(box[1]) });
  }
  return lines;
}

async function demoReport(kind: 'summary' | 'results') {
  const [form] = await f.t.db
    .select({ id: forms.id })
    .from(forms)
    .innerJoin(users, eq(users.id, forms.createdBy))
    .innerJoin(formConsumers, eq(formConsumers.formId, forms.id))
    .where(and(eq(formConsumers.reportName, 'Margaret Walsh'), eq(users.email, 'adviser@demo.test')));
  if (!form) throw new Error('demo form "Margaret Walsh" missing');
  // The stored comparison the report is drawn from, at the date the layout was checked.
  const summary = await f.call('POST', `/form/${form.id}/summary`, f.jwt.adviser, {
    options: { asAt: '2026-11-26' },
  });
  expect(summary.status).toBe(200);
  const model = await modelFromForm(f.t.db, form.id, kind, '2026-11-26');
  return linesOf(await renderReportPdf(model));
}

describe("the demo household's reports", () => {
  it('keep the exit entitlement table on one page, every horizon with it', async () => {
    const lines = await demoReport('results');
    // The table's first column holds the horizons; the bar charts above it use the same words as axis labels, so
    // each horizon's row is its last line before the next section.
    const end = lines.findIndex((l) => l.text.startsWith('Age Pension, Rent Assistance and care'));
    expect(end).toBeGreaterThan(0);
    const pages = ['1 year', '2 years', '5 years', '10 years', '15 years'].map(
      (horizon) => lines.slice(0, end).findLast((l) => l.text === horizon)?.page,
    );
    expect(
      pages.every((p) => p !== undefined && p === pages[0]),
      `pages ${pages.join(', ')}`,
    ).toBe(true);
  }, 120_000);

  it('leave no page but the last mostly empty (text reaches at least 30 % down the page)', async () => {
    for (const kind of ['summary', 'results'] as const) {
      const lines = await demoReport(kind);
      const last = Math.max(...lines.map((l) => l.page));
      const bodyBottom = PAGE.height - PAGE.bottom;
      const short: string[] = [];
      for (let page = 2; page < last; page++) {
        const lowest = Math.max(
          PAGE.top,
          ...lines.filter((l) => l.page === page && l.yMax < bodyBottom).map((l) => l.yMax),
        );
        const fill = (lowest - PAGE.top) / (bodyBottom - PAGE.top);
        if (fill < 0.3) short.push(`${kind} page ${page}: ${Math.round(fill * 100)} %`);
      }
      expect(short).toEqual([]);
    }
  }, 120_000);
});

// PDF renderer: renders the sample model's variants, extracts the text with pdf-parse and checks what a
// retiree must find in it. Figures are checked against hand calculations (arithmetic in the comments).
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { reportName } from '@rlc/shared';
import {
  ratingLabel,
  renderInWorker,
  sampleReportModel,
  shutdownPdfPool,
} from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';
import { niceScale } from '../src/modules/reports/pdf/chart-scale.ts';

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText();
  await parser.destroy();
  return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
}

afterAll(async () => shutdownPdfPool());

describe('report name (spec §3.4) and rating labels (spec §3.6)', () => {
  it("applies the three name rules (the shared rule the PDF uses), and the adviser's own name wins", () => {
    expect(
      reportName({
        report: '',
        firstName: 'Margaret',
        lastName: 'Ellis',
        relationship: 1,
        partnerFirstName: 'X',
        partnerLastName: 'Y',
      }),
    ).toBe('Margaret Ellis');
    expect(
      reportName({
        report: '',
        firstName: 'Ann',
        lastName: 'Lee',
        relationship: 2,
        partnerFirstName: 'Bob',
        partnerLastName: 'lee',
      }),
    ).toBe('Ann and Bob Lee');
    expect(
      reportName({
        report: '',
        firstName: 'Ann',
        lastName: 'Lee',
        relationship: 2,
        partnerFirstName: 'Bob',
        partnerLastName: 'Tran',
      }),
    ).toBe('Ann Lee and Bob Tran');
    expect(
      reportName({
        report: ' The Lee family ',
        firstName: 'Ann',
        lastName: 'Lee',
        relationship: 2,
        partnerFirstName: 'Bob',
        partnerLastName: 'Tran',
      }),
    ).toBe('The Lee family');
  });
  it('labels ratings, a value between 0 and 1 reading Very Poor', () => {
    expect([0.4, 1, 2, 3, 4, 5].map(ratingLabel)).toEqual([
      'Very Poor',
      'Very Poor',
      'Poor',
      'Good',
      'Very Good',
      'Excellent',
    ]);
    expect(ratingLabel(0)).toBe('Not rated');
    expect(ratingLabel(Number.NaN)).toBe('Not rated');
  });
  it('chart ticks include zero and cover the data', () => {
    const s = niceScale(-21_500, 4_000);
    expect(s.ticks).toContain(0);
    expect(s.min).toBeLessThanOrEqual(-21_500);
    expect(s.max).toBeGreaterThanOrEqual(4_000);
  });
});

describe('renderReportPdf', () => {
  it('Results report carries the name, options, key figures, legal text and rates date', async () => {
    const pdf = await renderReportPdf(sampleReportModel('results'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(pages).toBeLessThanOrEqual(12);
    expect(text).toContain('Margaret Ellis');
    expect(text).toContain('Staying at home');
    expect(text).toContain('Banksia Gardens - 2 bedroom villa');
    expect(text).toContain('Coral Palms Lifestyle - 2 bedroom home');
    // Staying at home: full single rate 1,200.90 pf × 26 = 31,223.40 a year.
    expect(text).toContain('$31,223.40');
    // Village: assets 540,000 − 321,500 = 218,500 → floor(218,500 / 250) = 874 × $0.75 = 655.50; 1,200.90 − 655.50 = 545.40 pf.
    expect(text).toContain('$545.40');
    // Village exit after 5 years: 450,000 × (1 − 5 × 6 %) − 2,000 termination fee = 313,000.
    expect(text).toContain('$313,000');
    // Land-lease Rent Assistance: (460 − 154.80) × 0.75 = 228.90 > maximum → 219.40 pf.
    expect(text).toContain('$219.40 a fortnight');
    expect(text).toContain('Rates as at 20/03/2026');
    // On the cover and with the rates; not a third time on the first body page.
    expect(text.match(/Rates may be out of date/g)).toHaveLength(2);
    expect(text).toContain('The report covers the Age Pension only.');
    expect(text).toContain('governed by the law of Victoria, Australia');
    expect(text).toContain('Estimates only — not financial advice');
    expect(text).toContain(`Page 1 of ${pages}`);
    // At most 18 amenities: the sample has 20, the 19th and 20th are left out.
    expect(text).toContain('Walking paths');
    expect(text).not.toContain('Tennis court');
  });

  it('Summary report has the summary table; simplified omits pension and care and says what is missing', async () => {
    const summary = await textOf(await renderReportPdf(sampleReportModel('summary')));
    expect(summary.text).toContain('Summary comparison');
    expect(summary.text).toContain('Funds left to invest');
    expect(summary.text).toContain('Support at Home contributions');
    // Present values under the future amounts, with the rate they were discounted at (sample: 3 %).
    expect(summary.text).toContain(
      "is the present value: the amount in today's dollars, discounted at 3% a year",
    );
    expect(summary.text).toMatch(/PV \$\d/);
    const simple = await textOf(await renderReportPdf(sampleReportModel('results', { simplified: true })));
    expect(simple.text).toContain('This is a simplified comparison');
    expect(simple.text).toContain('Date of birth');
    expect(simple.text).not.toContain('how we worked them out');
    expect(simple.text).not.toContain('Support at Home contributions');
    expect(simple.text).not.toContain('Age Pension (per fortnight)');
  });

  it('rejects an invalid model with a ZodError', async () => {
    const bad = { ...sampleReportModel('results'), options: [] };
    await expect(renderReportPdf(bad)).rejects.toBeInstanceOf(ZodError);
    await expect(renderInWorker(bad)).rejects.toBeInstanceOf(ZodError);
  });
});

describe('renderInWorker', () => {
  it('produces the same text as the in-process render', async () => {
    const model = sampleReportModel('results');
    const [a, b] = await Promise.all([
      renderReportPdf(model).then(textOf),
      renderInWorker(model).then(textOf),
    ]);
    expect(b.pages).toBe(a.pages);
    // The creation date differs; the visible text must not.
    expect(b.text).toBe(a.text);
  });

  it('works when the process runs under the tsx CLI (as the server does)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdf-smoke-'));
    const smoke = fileURLToPath(new URL('../src/modules/reports/pdf/smoke.ts', import.meta.url));
    const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
    const run = spawnSync(process.execPath, [tsxCli, smoke, dir], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(dir, 'results.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

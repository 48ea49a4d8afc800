// The PDF's exit lines show the amortised upfront fee refunded (docs/adr/0029-unit-price-and-contract-terms.md).
import { PDFParse } from 'pdf-parse';
import { afterAll, expect, it } from 'vitest';
import { sampleReportModel, shutdownPdfPool } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText();
  await parser.destroy();
  return result.text.replace(/\s+/g, ' ');
}

afterAll(async () => shutdownPdfPool());

it('an exit line names the upfront fee refund beside the DMF and costs', async () => {
  const model = sampleReportModel('results');
  const [first, ...rest] = model.exitEntitlements;
  // A $30,000 upfront fee amortised 10 % a year: 27,000 refunded after year 1 (the first horizon shown).
  const withRefund = {
    ...first!,
    horizons: first!.horizons.map((h, i) => (i === 0 ? { ...h, upfrontFeeRefund: 27_000 } : h)),
  };
  const text = await textOf(await renderReportPdf({ ...model, exitEntitlements: [withRefund, ...rest] }));
  expect(text).toContain('upfront fee refund $27,000');
}, 60_000);

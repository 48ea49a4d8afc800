// Issue 14 "Figures" in the PDF: the exit-entitlement chart compares like with like (the home's net sale value
// apart, with a note) and the year someone reaches Age Pension age is noted under the net cash flow by year.
import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleReportModel, shutdownPdfPool } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText();
  await parser.destroy();
  return result.text.replace(/\s+/g, ' ');
}

afterAll(async () => shutdownPdfPool());

describe('PDF figures', () => {
  it('draws the home sale apart from the exit entitlements and notes the pension-age year', async () => {
    const note =
      'Year 1: you reach Age Pension age on 21/05/2027, so the Age Pension is paid from then (50% of that year).';
    const text = await textOf(
      await renderReportPdf({ ...sampleReportModel('results'), pensionAgeNotes: [note] }),
    );
    expect(text).toContain(note);
    expect(text).toContain('For reference, not an exit entitlement');
    expect(text).toContain("Your home's net sale value (if you stay)");
    expect(text).toContain('staying also keeps your savings');
  }, 60_000);
});

// A couple's Age Pension and Rent Assistance are the two partners' together (the engine's household rate), but the
// PDFs printed "The Age Pension pays $1,866.00 a fortnight" and "Age Pension paid" with no word of it, so a couple
// could read the combined rate as each partner's (Services Australia always says "each" or "combined"). The audit
// of 26 Nov 2026 found it; the report now says the figures are for both of them.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { sampleReportModel } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';

async function textOf(model: Parameters<typeof renderReportPdf>[0]): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await renderReportPdf(model)) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  return text;
}

describe("a couple's report says its pension figures are for both of them", () => {
  it('Results: the key sentence, the working and its introduction', async () => {
    const text = await textOf({ ...sampleReportModel('results'), couple: true });
    expect(text).toMatch(/The Age Pension pays the two of you \$[\d,]+\.\d\d a fortnight between you/);
    expect(text).toContain('For a couple, every rate here is for the two of you together.');
    expect(text).toMatch(/Age Pension paid to the two of you: \$[\d,.]+ less \$[\d,.]+ Rent Assistance/);
  }, 60_000);

  it('Summary: the Age Pension and Rent Assistance rows', async () => {
    const text = await textOf({ ...sampleReportModel('summary'), couple: true });
    expect(text).toContain('Age Pension (both of you)');
    expect(text).toContain('Rent Assistance (both of you)');
  }, 60_000);

  it("a single person's report says nothing of the kind", async () => {
    const text = await textOf(sampleReportModel('results'));
    expect(text).not.toContain('two of you');
    expect(text).not.toContain('both of you');
  }, 60_000);
});

// Issue 14 "Branded and attributable": the cover carries the operator's logo and name, the adviser's name, phone and
// e-mail, the community's address, the report date and the dates of the rates used.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { sampleReportModel } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';
import { solidPng } from './helpers/png.ts';

async function coverText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText({ partial: [1] });
  await parser.destroy();
  return result.text.replace(/\s+/g, ' ');
}

/** Image objects drawn in the PDF (`/Subtype /Image`). */
const images = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('the cover', () => {
  it("names the operator, the adviser's phone and e-mail, the address, the report date and each rate's date", async () => {
    const text = await coverText(await renderReportPdf(sampleReportModel('results')));
    expect(text).toContain('Banksia Living Pty Ltd');
    expect(text).toContain('Adviser Sam Carter');
    expect(text).toContain('Adviser phone 07 3555 0182');
    expect(text).toContain('Adviser e-mail adviser@demo.test');
    expect(text).toContain('Address 12 Banksia Drive, Carindale QLD 4152');
    expect(text).toContain('Date prepared 20/11/2026');
    expect(text).toContain('Rates as at 20/03/2026');
    expect(text).toContain(
      'Rates in force from Age Pension 20/03/2026; Rent Assistance 20/03/2026; Support at Home 01/11/2025',
    );
  });

  it("draws the operator's logo when there is one, and none otherwise", async () => {
    const model = sampleReportModel('summary');
    const logo = solidPng(120, 40, [31, 59, 99]).toString('base64');
    const withLogo = await renderReportPdf({
      ...model,
      cover: { ...model.cover, operatorLogo: { format: 'png', base64: logo } },
    });
    expect(images(await renderReportPdf(model))).toBe(0);
    expect(images(withLogo)).toBe(1);
    expect(await coverText(withLogo)).toContain('Banksia Living Pty Ltd');
  });
});

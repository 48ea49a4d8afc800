// Issue 14 "Every name prints right": the report embeds Noto Sans (Latin Extended, Vietnamese) with a Chinese
// fallback, so a client's name extracts from the PDF exactly as it was typed; emoji are dropped cleanly; the
// 1.6 MB Chinese font is only read (and embedded) when the text needs it.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { sampleReportModel } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';
import { fontStack, printableText } from '../src/modules/reports/pdf/fonts.ts';

const NAME = "Đức Nguyễn and Zoë 秀英 O'Brien-Müller";

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const result = await parser.getText();
  await parser.destroy();
  return result.text.replace(/\s+/g, ' ');
}

/** The names of the fonts embedded in the PDF (`/BaseFont /ABCDEF+Name`). */
const embeddedFonts = (pdf: Buffer): string[] => [
  ...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!)),
];

function withNames(cover: { reportName: string; adviserName?: string }) {
  const model = sampleReportModel('summary');
  return { ...model, cover: { ...model.cover, ...cover } };
}

describe('names print as typed', () => {
  it('a Vietnamese, German, Irish and Chinese name extracts back to the same text', async () => {
    const pdf = await renderReportPdf(withNames({ reportName: NAME }));
    const text = await textOf(pdf);
    // On the cover ("Prepared for") and in every page footer.
    expect(text).toContain(NAME);
    expect(text.split(NAME).length - 1).toBeGreaterThanOrEqual(3);
    // Embedded, not the viewer's Helvetica (which has no Đ, ứ, ễ or 秀英).
    expect(embeddedFonts(pdf).join(' ')).toMatch(/NotoSans/);
    expect(embeddedFonts(pdf).join(' ')).toMatch(/NotoSansSC/);
    expect(embeddedFonts(pdf)).not.toContain('Helvetica');
  });

  it('a name typed with combining accents prints composed', async () => {
    const decomposed = 'Zoe\u0308 Nguye\u0302\u0303n';
    const text = await textOf(await renderReportPdf(withNames({ reportName: decomposed })));
    expect(text).toContain('Zoë Nguyễn');
  });

  it('drops emoji cleanly (no box, no stray letters, no double space)', async () => {
    expect(printableText('Zoë 🌸 Lee')).toBe('Zoë Lee');
    expect(printableText('Sam 👍🏽')).toBe('Sam');
    expect(printableText('Family 👨‍👩‍👧 Tran')).toBe('Family Tran');
    expect(printableText('Aus 🇦🇺 trip')).toBe('Aus trip');
    // Text-style symbols stay: Noto Sans draws them.
    expect(printableText('Banksia® Living © 2026')).toBe('Banksia® Living © 2026');
    const text = await textOf(await renderReportPdf(withNames({ reportName: 'Zoë 🌸 Lee ✨' })));
    expect(text).toContain('Prepared for Zoë Lee');
    expect(text).not.toMatch(/[\u{1F300}-\u{1FAFF}\u2728]/u);
  });

  it('reads the Chinese font only when the text needs it, so a Latin-only report stays small', async () => {
    expect(fontStack('Margaret Ellis')).not.toContain('NotoSansSC');
    expect(fontStack(NAME)).toContain('NotoSansSC');
    const latin = await renderReportPdf(withNames({ reportName: 'Zoë Müller' }));
    expect(embeddedFonts(latin).join(' ')).not.toMatch(/NotoSansSC/);
    // Subset fonts: a few glyphs of each, not the 1.6 MB file.
    const cjk = await renderReportPdf(withNames({ reportName: NAME }));
    expect(cjk.length).toBeLessThan(latin.length + 40_000);
  });
});

/**
 * The operator's report content in the PDF: each block where its placement puts it (introduction
 * before the options, community blocks in the Results details, next steps before the rates, additions after
 * the disclaimer), its limited rich text drawn as headings, bullets, numbers, bold and links, and HTML or
 * markdown marks never printed. The rendered PDFs are written to /tmp/report-content-pdf/ for a look with pdftoppm.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { sampleReportModel } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';

const OUT = '/tmp/report-content-pdf';

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const BLOCKS = [
  {
    title: 'Introduction',
    placement: 'introduction',
    text: 'Thank you for considering **Banksia Gardens**.\n\n### How to read this report\nStart with the key figures.',
  },
  {
    title: 'About the community',
    placement: 'community',
    text: '- 180 villas\n- Community bus <b>twice</b> a week',
  },
  {
    title: 'Next steps',
    placement: 'closing',
    text: '1. Book a visit at [our website](https://banksia.example/visit)\n2. Get independent advice',
  },
  {
    title: 'Important information',
    placement: 'legal',
    text: 'Prices change; [ask us](javascript:alert(1)) for the current price list.',
  },
] as const;

describe('report content blocks in the PDF', () => {
  it('puts each block where it belongs, drawn from its rich text', async () => {
    const model = { ...sampleReportModel('results'), contentBlocks: BLOCKS };
    const pdf = await renderReportPdf(model);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(`${OUT}/results.pdf`, pdf);
    const text = await textOf(pdf);

    const at = (s: string) => {
      const i = text.indexOf(s);
      expect(i, `"${s}" in the PDF`).toBeGreaterThanOrEqual(0);
      return i;
    };
    // Introduction first, before the options; its subheading and words, without the ** marks.
    expect(at('Thank you for considering Banksia Gardens.')).toBeLessThan(at('The options compared'));
    expect(at('How to read this report')).toBeLessThan(at('The options compared'));
    // Community blocks after the amenities; bullets drawn, the HTML kept as typed text.
    expect(at('About the community')).toBeGreaterThan(at('Amenities at'));
    expect(text).toContain('• 180 villas');
    expect(text).toContain('• Community bus <b>twice</b> a week');
    // Next steps numbered, before the rates; the link's words shown, not its markdown.
    expect(at('1. Book a visit at our website')).toBeLessThan(at('Rates and sources'));
    expect(text).toContain('2. Get independent advice');
    // Additions after the disclaimer; an unsafe link is plain words.
    expect(at('Important information')).toBeGreaterThan(at('Limitations and disclaimer'));
    expect(text).toContain('Prices change; ask us');
    for (const mark of ['**', '](', '###']) expect(text).not.toContain(mark);
    // The safe link is a real link annotation; the javascript: one is not in the file at all.
    const raw = pdf.toString('latin1');
    expect(raw).toContain('https://banksia.example/visit');
    expect(raw).not.toContain('javascript:');
  }, 60_000);

  it('shows the introduction, next steps and additions in the Summary report too (no community details part)', async () => {
    const model = { ...sampleReportModel('summary'), contentBlocks: BLOCKS };
    const pdf = await renderReportPdf(model);
    writeFileSync(`${OUT}/summary.pdf`, pdf);
    const text = await textOf(pdf);
    expect(text).toContain('Thank you for considering Banksia Gardens.');
    expect(text).toContain('1. Book a visit at our website');
    expect(text).toContain('Prices change; ask us');
    expect(text).not.toContain('180 villas');
  }, 60_000);
});

// A short operator's content block (the demo's "Next steps": three numbered items) is read as one: the audit of
// 26 Nov 2026 found the Summary of a two-option report with the title and item 1 at the foot of page 3 and items
// 2 and 3 on page 4. A short block now moves whole to the next page, title and all. The pages
// are measured from the PDF itself with `pdftotext -layout`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Page, renderToBuffer, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentBlocks } from '../src/modules/reports/pdf/content.tsx';
import type { ReportModel } from '../src/modules/reports/pdf/report-model.ts';
import { styles } from '../src/modules/reports/pdf/theme.ts';

/** The page (1-based) of each line of the PDF's text. */
function pagesOfLines(pdf: Buffer): { page: number; text: string }[] {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-short-list-')), 'list.pdf');
  writeFileSync(file, pdf);
  const run = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  return run.stdout
    .split('\f')
    .flatMap((page, i) => page.split('\n').map((text) => ({ page: i + 1, text: text.trim() })));
}

/** A page filled down to `filled` points, then the "Next steps" block of the demo's closing content. */
async function render(filled: number): Promise<Buffer> {
  const text = '1. Talk the report over.\n2. Visit the communities.\n3. Get independent advice.';
  const model = { contentBlocks: [{ title: 'Next steps', text, placement: 'closing' }] } as ReportModel;
  return renderToBuffer(
    h(
      Document,
      null,
      h(
        Page,
        { size: 'A4', style: styles.page },
        h(View, { style: { height: filled } }),
        h(ContentBlocks, { model, placement: 'closing' }),
      ),
    ) as Parameters<typeof renderToBuffer>[0],
  );
}

describe('a short list is not split across pages', () => {
  // From where the heading and first item just fit to where nothing but the heading would.
  it.each([600, 620, 640, 655, 670, 685, 700, 715, 730])(
    'with the page filled to %i points',
    async (filled) => {
      const lines = pagesOfLines(await render(filled));
      const pageOf = (start: string) => lines.find((l) => l.text.startsWith(start))?.page;
      const first = pageOf('1.');
      expect(first).toBeDefined();
      expect([pageOf('Next steps'), pageOf('2.'), pageOf('3.')]).toEqual([first, first, first]);
    },
  );
});

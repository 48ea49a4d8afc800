/**
 * Reading a downloaded PDF report the way a reviewer does: its text (pdf-parse v2) for assertions, and its
 * pages rendered to PNG (poppler's `pdftoppm -r 60 -png`) for a person to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';

/** The whole text of a PDF (pages joined by pdf-parse's page separators), whitespace collapsed to single spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    return result.text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/**
 * Renders every page of `pdfPath` at 60 dpi into `outDir` as `<prefix>-<page>.png` and returns the files'
 * paths (sorted). Throws when pdftoppm fails (e.g. a broken PDF).
 */
export function renderPages(pdfPath: string, outDir: string, prefix: string): string[] {
  mkdirSync(outDir, { recursive: true });
  execFileSync('pdftoppm', ['-r', '60', '-png', pdfPath, join(outDir, prefix)]);
  return readdirSync(outDir)
    .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => join(outDir, f));
}

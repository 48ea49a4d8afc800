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

/**
 * One cell of a table in a PDF's text, found by labels: the table starts at its `title`; the order of its
 * columns is the order in which `columnNames` first appear after the title (its heading row); the row is the
 * first `rowLabel` after the title followed by exactly one figure per column ('$1,234', '-$5', or '-' for
 * "not applicable"), each possibly with its present value or its fortnightly amount under it (skipped). Returns the figure's
 * text; throws with the reason when the table or row is not found.
 */
export function pdfTableCell(
  text: string,
  title: string,
  columnNames: readonly string[],
  rowLabel: string,
  column: string,
): string {
  const start = text.indexOf(title);
  if (start < 0) throw new Error(`No table '${title}' in the PDF text`);
  const table = text.slice(start + title.length);
  const at = columnNames.map((name) => ({ name, at: table.indexOf(name) }));
  const missing = at.find((c) => c.at < 0);
  if (missing) throw new Error(`No column '${missing.name}' in table '${title}'`);
  const order = [...at].sort((a, b) => a.at - b.at).map((c) => c.name);
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A cell: a dollar figure or a dash, optionally followed on a second line by its present value ("PV $…") or,
  // for the Age Pension and Rent Assistance, the same amount a fortnight ("$1,237.70 a fortnight").
  const money = '[-−]?\\$[\\d,]+(?:\\.\\d\\d)?';
  const cell = `(?:${money}|[-–])(?:\\s+PV\\s+${money}|\\s+${money} a fortnight)?`;
  const row = new RegExp(`${escape(rowLabel)}((?:\\s+${cell})+)`).exec(table);
  if (!row) throw new Error(`No row '${rowLabel}' with figures in table '${title}'`);
  const cells = [...row[1]!.matchAll(new RegExp(cell, 'g'))].map((m) => m[0].split(/\s+/)[0]!);
  if (cells.length !== columnNames.length)
    throw new Error(
      `Row '${rowLabel}' has ${cells.length} figures, expected ${columnNames.length}: ${row[0]}`,
    );
  return cells[order.indexOf(column)]!;
}

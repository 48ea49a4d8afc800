/**
 * In-process rendering: validates the model, then lays out and serialises the PDF. CPU-bound (tens to
 * hundreds of milliseconds): the server should call `renderInWorker` (pool.ts) instead, so the event loop
 * stays free; this function is what the worker runs, and what tests call directly.
 */
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { ReportDocument } from './document.tsx';
import { printableDeep } from './fonts.ts';
import { parseReportModel } from './report-model.ts';

/**
 * Renders a Summary or Results report.
 * @param input a ReportModel (validated here; throws a ZodError when invalid).
 * @returns the PDF file bytes.
 */
export async function renderReportPdf(input: unknown): Promise<Buffer> {
  // Emoji removed and text composed before layout (fonts.ts); the fonts are registered by importing fonts.ts.
  const model = printableDeep(parseReportModel(input));
  return renderToBuffer(createElement(ReportDocument, { model }) as Parameters<typeof renderToBuffer>[0]);
}

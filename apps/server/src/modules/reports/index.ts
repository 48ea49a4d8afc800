/**
 * PDF reports module. Register in app.ts under /api/app/v1:
 * `await app.register(reportRoutes, { prefix: API_PREFIX, warmOnListen })` (the server warms it once listening).
 */
export { reportRoutes, type ReportRoutesOptions } from './routes.ts';
export {
  createPdfJobs,
  failLostPdfs,
  runPdfJob,
  FAILED_PDF_ERROR,
  LOST_PDF_ERROR,
  RENDER_PDF_QUEUE,
  STALE_AFTER_MS,
  type PdfJobs,
  type WarmResult,
} from './jobs.ts';
export { modelFromForm, NoSummaryError } from './model-from-form.ts';
// The server sizes the render pool from its configuration (PDF_THREADS, PDF_WARM_THREADS):
export { configurePdfPool, defaultPdfThreads } from './pdf/index.ts';
// The magic customer's download (magic module):
export { downloadPdf, sendPdf } from './download-pdf.ts';
/**
 * The limited rich text drawn in a PDF and the reports' look, for other generated documents (the user manual).
 * Loaded on demand: they bring @react-pdf and the fonts, which the main thread otherwise never needs (the reports
 * render in worker threads), about 30 MB of heap at rest (docs/performance.md, "Server memory").
 */
export async function loadPdfKit() {
  const [{ RichText }, { colours, styles }] = await Promise.all([
    import('./pdf/content.tsx'),
    import('./pdf/theme.ts'),
  ]);
  return { RichText, pdfColours: colours, pdfStyles: styles };
}

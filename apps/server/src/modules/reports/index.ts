/**
 * PDF reports module (issue 4 item 4). Register in app.ts under /api/app/v1:
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
// The magic customer's download (magic module):
export { downloadPdf, sendPdf } from './download-pdf.ts';
// The limited rich text drawn in a PDF and the reports' look, for other generated documents (the user manual):
export { RichText } from './pdf/content.tsx';
export { colours as pdfColours, styles as pdfStyles } from './pdf/theme.ts';

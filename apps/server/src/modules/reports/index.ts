/**
 * PDF reports module (issue 4 item 4). Register in app.ts under /api/app/v1:
 * `await app.register(reportRoutes, { prefix: API_PREFIX })`.
 */
export { reportRoutes, type ReportRoutesOptions } from './routes.ts';
export { createPdfJobs, runPdfJob, RENDER_PDF_QUEUE, type PdfJobs } from './jobs.ts';
export { modelFromForm, NoSummaryError } from './model-from-form.ts';

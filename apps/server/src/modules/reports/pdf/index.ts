/**
 * Public entry of the PDF renderer for the main thread: the report job imports only from here. It leaves out the
 * renderer itself (`render.ts`: @react-pdf and the fonts, about 30 MB of heap) which only the render threads load
 * (`worker.ts`); tests that render in their own thread import `render.ts` directly.
 */
export {
  configurePdfPool,
  defaultPdfThreads,
  renderInWorker,
  shutdownPdfPool,
  pdfThreads,
  pdfWarmThreads,
  warmPdfPool,
  pdfThreadHeaps,
} from './pool.ts';
export { reportModelSchema, parseReportModel } from './report-model.ts';
export type {
  ReportModel,
  ReportModelInput,
  ReportOption,
  SummarySection,
  SummaryRow,
  OptionExplanation,
  RateSource,
} from './report-model.ts';
export { ratingLabel } from './labels.ts';
export { LEGAL_LIMITATIONS, disclaimerText } from './legal-text.ts';
export { sampleReportModel } from './sample-model.ts';

/** Public entry of the PDF renderer: the report job imports only from here. */
export { renderReportPdf } from './render.ts';
export { renderInWorker, shutdownPdfPool, pdfThreads, warmPdfPool, pdfThreadHeaps } from './pool.ts';
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

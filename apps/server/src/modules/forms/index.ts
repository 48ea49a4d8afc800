/**
 * Report forms module (issue 4; layout: ../README.md). Register in app.ts under /api/app/v1:
 * `await app.register(formRoutes, { prefix })`. What other modules may use:
 * - reports: the caller's form (`requireForm`), the summary (`requestSummary`), the engine mapping and table;
 * - seed: writing a form's customer record and new options the way the module does.
 */
export { formRoutes } from './routes.ts';
export { requireForm } from './context.ts';
export type { FormDeps } from './deps.ts';
export { requestSummary } from './request-summary.ts';
export { ratesChangeOf } from './rates-change.ts';
export {
  insertFormConsumer,
  openFormsUsingContracts,
  pdfListColumns,
  pdfListRows,
  type FormScope,
  type PdfListRow,
} from './repository.ts';
export { toFormPdf } from './form-pdf.ts';
export { toEngineInput, engineCustomer, contractExitTerms, tenureOf } from './to-engine-input.ts';
export { buildSummaryTable, type SummaryTable } from './summary-table.ts';
export { ExternalDetails, newInternalDetails } from './village-details.ts';

/**
 * Report forms module (layout: ../README.md). Register in app.ts under /api/app/v1:
 * `await app.register(formRoutes, { prefix })`. What other modules may use:
 * - reports: the caller's form (`requireForm`), the summary (`requestSummary`), the engine mapping and table;
 * - seed: writing a form's customer record and new options the way the module does;
 * - analytics: the reports a caller may see (`visibleForms`), so its figures follow the forms list's scope.
 */
export { formRoutes } from './routes.ts';
export { requireForm } from './context.ts';
export { auditActor } from './audit-actor.ts';
export type { FormDeps } from './deps.ts';
export { requestSummary } from './request-summary.ts';
export { ratesChangeOf } from './rates-change.ts';
export {
  insertFormConsumer,
  openFormsUsingContracts,
  pdfListColumns,
  pdfListRows,
  visibleForms,
  type FormScope,
  type PdfListRow,
} from './repository.ts';
export { toFormPdf } from './form-pdf.ts';
export { toEngineInput, engineCustomer, contractExitTerms, tenureOf } from './to-engine-input.ts';
export { buildSummaryTable, relabelSummaryTable, type SummaryTable } from './summary-table.ts';
export { ExternalDetails, newInternalDetails } from './village-details.ts';
// The magic module: the form calls a customer reaches, and the form's magic columns and rules.
export { getForm } from './get-form.ts';
export { cloneForm } from './clone-form.ts';
export { createVillage } from './create-village.ts';
export { deleteVillage } from './delete-village.ts';
export { updateCustomer } from './update-customer.ts';
export { updateVillage } from './update-village.ts';
export { newMagicColumns } from './create-form.ts';
export { setCustomerContact, type CustomerContact } from './customer-contact.ts';
export { magicBlock, magicStatusOf } from './magic.ts';
export {
  corporateRow,
  donePdfCounts,
  formById,
  reportOwners,
  setFormMagic,
  userContact,
  type CustomerFormScope,
  type FormMagicColumns,
  type ReportOwnerColumns,
  type StaffFormScope,
} from './repository.ts';
export { formCommunity, storedCustomer } from './context.ts';
export { formEngineInput } from './engine-input.ts';

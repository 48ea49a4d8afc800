/** GET form/:formId/pdfs: the caller's form's PDFs (404 otherwise). */
import type { FormPdf } from '@rlc/shared';
import { pdfListRows, requireForm, toFormPdf, type FormDeps, type FormScope } from '../forms/index.ts';

/** The form's PDFs, newest first. */
export async function listPdfs(deps: FormDeps, caller: FormScope, formId: number): Promise<FormPdf[]> {
  await requireForm(deps.db, caller, formId);
  return (await pdfListRows(deps.db, formId)).map(toFormPdf);
}

/** GET form/:formId/pdfs: the caller's form's PDFs (404 otherwise). */
import type { FormPdf } from '@rlc/shared';
import { requireForm, type FormDeps, type FormScope } from '../forms/index.ts';
import { pdfRowsOf } from './repository.ts';
import { toFormPdf } from './to-form-pdf.ts';

/** The form's PDFs, newest first. */
export async function listPdfs(deps: FormDeps, caller: FormScope, formId: number): Promise<FormPdf[]> {
  await requireForm(deps.db, caller, formId);
  return (await pdfRowsOf(deps.db, formId)).map(toFormPdf);
}

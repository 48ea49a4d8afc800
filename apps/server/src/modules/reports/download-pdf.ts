/** GET form/:formId/pdf/:pdfId/download: a done PDF's bytes and file name. */
import { CustomerRecord, pdfFileName, reportName } from '@rlc/shared';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { requireForm, type FormDeps, type FormScope } from '../forms/index.ts';
import { pdfForDownload } from './repository.ts';

/** A done PDF's bytes with its download file name; 404 unknown / foreign, 409 not done yet. */
export async function downloadPdf(
  deps: FormDeps,
  caller: FormScope,
  formId: number,
  pdfId: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  await requireForm(deps.db, caller, formId);
  const row = await pdfForDownload(deps.db, formId, pdfId);
  if (!row) throw notFound('PDF not found.');
  if (row.status !== 'done' || !row.bytes) throw new ApiError('CONFLICT', 'The PDF is not ready yet.');
  const name = reportName(CustomerRecord.parse(row.customer));
  return { bytes: Buffer.from(row.bytes), fileName: pdfFileName(name, row.kind) };
}

/** GET form/:formId/pdf/:pdfId/download: a done PDF's bytes and file name (also the magic customer's download). */
import type { FastifyReply } from 'fastify';
import { CustomerRecord, pdfFileName, reportName } from '@rlc/shared';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { auditActor, requireForm, type FormDeps, type FormScope } from '../forms/index.ts';
import { pdfForDownload } from './repository.ts';

/** Answers a PDF as an attachment named `fileName` (RFC 6266: an ASCII fallback plus the UTF-8 name). */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/** A done PDF's bytes with its download file name, the download audited; 404 unknown / foreign, 409 not done yet. */
export async function downloadPdf(
  deps: FormDeps,
  caller: FormScope,
  formId: number,
  pdfId: number,
  ip?: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const form = await requireForm(deps.db, caller, formId);
  const row = await pdfForDownload(deps.db, formId, pdfId);
  if (!row) throw notFound('PDF not found.');
  if (row.status !== 'done' || !row.bytes) throw new ApiError('CONFLICT', 'The PDF is not ready yet.');
  const { userId, corporateId, actor } = auditActor(caller, form.corporateId);
  await audit(deps.db, {
    action: 'report.pdf.download',
    at: deps.clock(),
    userId,
    corporateId,
    ip: ip ?? null,
    details: { formId, pdfId, kind: row.kind, ...actor },
  });
  const name = reportName(CustomerRecord.parse(row.customer));
  return { bytes: Buffer.from(row.bytes), fileName: pdfFileName(name, row.kind) };
}

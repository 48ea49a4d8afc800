/**
 * PDF report calls (issue 4 item 4), base /api/app/v1:
 *   POST form/:formId/pdf {kind}            → { data: { pdf: FormPdf } }      (status 'queued')
 *   GET  form/:formId/pdfs                  → { data: { pdfs: FormPdf[] } }   (newest first)
 *   GET  form/:formId/pdf/:pdfId/download   → application/pdf, `Content-Disposition: attachment;
 *                                              filename="<Report name> - Summary.pdf"` (or "- Results.pdf")
 * A form another user may not see, or an unknown id, answers 404; a PDF not done yet answers 409.
 */
import { z } from 'zod';
import { FormPdf } from './forms.ts';

export const PDF_KINDS = ['summary', 'results'] as const;
export type PdfKind = (typeof PDF_KINDS)[number];

export const CreatePdfRequest = z.object({ kind: z.enum(PDF_KINDS) });
export type CreatePdfRequest = z.infer<typeof CreatePdfRequest>;

export const CreatePdfResponse = z.object({ pdf: FormPdf });
export type CreatePdfResponse = z.infer<typeof CreatePdfResponse>;

export const PdfListResponse = z.object({ pdfs: z.array(FormPdf) });
export type PdfListResponse = z.infer<typeof PdfListResponse>;

/** True while a PDF is still being made (the UI polls the list then). */
export const isPdfPending = (p: Pick<FormPdf, 'status'>): boolean =>
  p.status === 'queued' || p.status === 'rendering';

/** Download file name: '<Report name> - Summary.pdf' / '<Report name> - Results.pdf' (characters unsafe in file names removed). */
export function pdfFileName(reportName: string, kind: PdfKind): string {
  const safe =
    reportName
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Report';
  return `${safe} - ${kind === 'summary' ? 'Summary' : 'Results'}.pdf`;
}

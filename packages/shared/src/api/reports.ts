/**
 * PDF report calls, base /api/app/v1:
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

/**
 * What a PDF needs before it can be made: a customer to address it to (a name: the client's, or the
 * report name the adviser gave) and at least one option to compare with staying at home (an internal option with a
 * chosen contract, or an external property, marked to compare). Missing details beyond the name still give the
 * spec's simplified report. The server refuses with 409 REPORT_INCOMPLETE and `missing`; the panel says it first.
 */
export const PDF_REQUIREMENTS = ['customer', 'options'] as const;
export type PdfRequirement = (typeof PDF_REQUIREMENTS)[number];

/** Each requirement in the words the panel and the server's message use. */
export const PDF_REQUIREMENT_TEXT: Readonly<Record<PdfRequirement, string>> = {
  customer: "a customer (the client's name, on Customer Details)",
  options: 'an option to compare (a community contract or another property, on Properties)',
};

/** The requirements not met, in PDF_REQUIREMENTS order; [] = a PDF can be made. */
export function missingForPdf(reportName: string, comparedOptions: number): PdfRequirement[] {
  const missing: PdfRequirement[] = [];
  if (!reportName.trim()) missing.push('customer');
  if (comparedOptions < 1) missing.push('options');
  return missing;
}

/** 'A PDF needs a customer (…) and an option to compare (…).' */
export function pdfIncompleteMessage(missing: readonly PdfRequirement[]): string {
  return `A PDF needs ${missing.map((m) => PDF_REQUIREMENT_TEXT[m]).join(' and ')}.`;
}

/** Options a form compares: each chosen contract of an internal option and each external property marked to compare. */
export function comparedOptionCount(form: {
  villagesInternal: readonly { compare: boolean; selectedContracts: readonly unknown[] }[];
  villagesExternal: readonly { compare: boolean }[];
}): number {
  const internal = form.villagesInternal
    .filter((v) => v.compare)
    .reduce((n, v) => n + v.selectedContracts.length, 0);
  return internal + form.villagesExternal.filter((v) => v.compare).length;
}

/**
 * PDF report calls (contract: @rlc/shared api/reports.ts): queue a PDF, list a form's PDFs, and download one.
 * The download is fetched with the bearer token (an <a href> could not send it); the caller saves the blob
 * (components/saveBlob.ts).
 */
import { REPORTS_ENDPOINTS, pdfFileName, type PdfKind } from '@rlc/shared';
import { callEndpoint, downloadEndpoint } from '../../api/endpoint.ts';

export const pdfsKey = (formId: number) => ['form', formId, 'pdfs'] as const;

export const requestPdf = (formId: number, kind: PdfKind) =>
  callEndpoint(REPORTS_ENDPOINTS.requestPdf, { params: { formId }, body: { kind } });

export const listPdfs = (formId: number) => callEndpoint(REPORTS_ENDPOINTS.listPdfs, { params: { formId } });

/** The file name of a Content-Disposition header (UTF-8 `filename*` preferred), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Fetches a done PDF with the session's bearer token. Throws ApiError (401 also signs out, as every call). */
export async function fetchPdf(
  formId: number,
  pdfId: number,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const file = await downloadEndpoint(REPORTS_ENDPOINTS.downloadPdf, { params: { formId, pdfId } });
  return { blob: file.blob, fileName: dispositionFileName(file.contentDisposition) ?? fallbackName };
}

export { pdfFileName };

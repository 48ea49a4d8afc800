/**
 * PDF report calls (contract: @rlc/shared api/reports.ts): queue a PDF, list a form's PDFs, and download one.
 * The download is a plain fetch with the bearer token (an <a href> could not send it) saved as a blob.
 */
import {
  MESSAGES,
  pdfFileName,
  type CreatePdfResponse,
  type PdfKind,
  type PdfListResponse,
} from '@rlc/shared';
import { API_BASE, ApiError, api, forceLogout } from '../../api/client.ts';
import { getToken } from '../../session/storage.ts';

export const pdfsKey = (formId: number) => ['form', formId, 'pdfs'] as const;

export const requestPdf = (formId: number, kind: PdfKind) =>
  api<CreatePdfResponse>(`form/${formId}/pdf`, { method: 'POST', body: { kind } });

export const listPdfs = (formId: number) => api<PdfListResponse>(`form/${formId}/pdfs`);

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
  const token = getToken();
  const res = await fetch(`${API_BASE}/form/${formId}/pdf/${pdfId}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', MESSAGES.generic);
  });
  if (res.status === 401) forceLogout();
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(res.status, body?.error?.code ?? 'ERROR', body?.error?.message ?? MESSAGES.generic);
  }
  return {
    blob: await res.blob(),
    fileName: dispositionFileName(res.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** Saves a blob under `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled; some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export { pdfFileName };

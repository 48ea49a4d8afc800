/** The reports calls of the API table (see ./index.ts). */
import { z } from 'zod';
import { FORM_ACCESS } from '../../permissions.ts';
import { RatesChangesResponse, RatesRerunResponse } from '../rates-rerun.ts';
import { CreatePdfRequest, CreatePdfResponse, PdfListResponse } from '../reports.ts';
import { define, FormParams, pgId } from './define.ts';

export const REPORTS_ENDPOINTS = define({
  // Whoever may see a form may make and fetch its reports: the same scoping permissions as reading it.
  requestPdf: {
    method: 'POST',
    path: '/form/:formId/pdf',
    tag: 'reports',
    summary:
      'Queue a Summary or Results PDF of the form (refreshes the stored summary first); 409 REPORT_INCOMPLETE without a customer name or an option to compare',
    permission: FORM_ACCESS,
    params: FormParams,
    body: CreatePdfRequest,
    response: CreatePdfResponse,
  },
  listPdfs: {
    method: 'GET',
    path: '/form/:formId/pdfs',
    tag: 'reports',
    summary: "The form's PDFs, newest first, with status and progress (0–1)",
    permission: FORM_ACCESS,
    params: FormParams,
    response: PdfListResponse,
  },
  downloadPdf: {
    method: 'GET',
    path: '/form/:formId/pdf/:pdfId/download',
    tag: 'reports',
    summary: 'Download a done PDF (application/pdf, attachment named after the report)',
    permission: FORM_ACCESS,
    params: z.object({ formId: pgId, pdfId: pgId }),
    response: null,
  },
  ratesChanges: {
    method: 'GET',
    path: '/rates/changes',
    tag: 'rates',
    summary:
      "The corporate's open reports whose headline figures change on today's rates, largest change first",
    permission: 'updateCorporateReport',
    response: RatesChangesResponse,
  },
  startRatesRerun: {
    method: 'POST',
    path: '/rates/rerun',
    tag: 'rates',
    summary: "Re-run those reports on today's rates in a background job (409 when one is already going)",
    permission: 'updateCorporateReport',
    response: RatesRerunResponse,
  },
  ratesRerun: {
    method: 'GET',
    path: '/rates/rerun/:runId',
    tag: 'rates',
    summary: 'Progress of a re-run on today’s rates',
    permission: 'updateCorporateReport',
    params: z.object({ runId: pgId }),
    response: RatesRerunResponse,
  },
});

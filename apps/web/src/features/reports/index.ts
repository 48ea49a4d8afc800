/** PDF reports of a form: request, list and download (the panel that shows them is the Results screen's). */
export { dispositionFileName, fetchPdf, listPdfs, pdfFileName, pdfsKey, requestPdf } from './api.ts';

/**
 * GET magic/form/:formId/pdf/:pdfId/download: a done PDF of the customer's form, only when the adviser made it
 * reviewable (403 otherwise); 404 another form's PDF, 409 not done yet (reports' download rules).
 */
import { MESSAGES } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { downloadPdf } from '../reports/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { requireOwnForm, scopeOf } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';

export async function customerDownloadPdf(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  p: CustomerPrincipal,
  formId: number,
  pdfId: number,
  ip?: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const form = await requireOwnForm(deps, p, formId);
  if (!form.magicIsReviewable) throw new ApiError('FORBIDDEN', MESSAGES.magic.notReviewable);
  return downloadPdf(deps, scopeOf(p), formId, pdfId, ip);
}

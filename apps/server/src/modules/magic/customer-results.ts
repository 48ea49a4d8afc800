/**
 * POST magic/form/:formId/summary: the customer's results, the form's summary (JSON text of a SummaryResponse),
 * only when the adviser made the form reviewable and a PDF has been generated (spec §4: Results is disabled
 * while the magic form has no PDF); 403 otherwise.
 */
import { MESSAGES } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { donePdfCounts, requestSummary } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { requireOwnForm, scopeOf } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';

export async function customerResults(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  p: CustomerPrincipal,
  formId: number,
): Promise<string> {
  const form = await requireOwnForm(deps, p, formId);
  const pdfs = (await donePdfCounts(deps.db, [formId])).get(formId) ?? 0;
  if (!form.magicIsReviewable || pdfs === 0) throw new ApiError('FORBIDDEN', MESSAGES.magic.notReviewable);
  return requestSummary(deps, scopeOf(p), formId, {});
}

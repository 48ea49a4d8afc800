/**
 * GET magic/form/:formId: the customer's form in the shape of GET form (so screens are shared), limited to what
 * the customer may see (ADR 0010 decision 3): the community's contracts offered to them only, no ratings (the
 * adviser's), the PDFs only when the form is reviewable.
 */
import type { FormResponse } from '@rlc/shared';
import { getForm } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { requireOwnForm, scopeOf } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';

export async function customerForm(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  p: CustomerPrincipal,
  formId: number,
): Promise<FormResponse> {
  const form = await requireOwnForm(deps, p, formId);
  const full = await getForm(deps, scopeOf(p), formId);
  const offered = new Set(form.magicContractIds);
  return {
    ...full,
    corporateCommunity: {
      ...full.corporateCommunity,
      contracts: full.corporateCommunity.contracts.filter((c) => offered.has(c.id)),
    },
    ratings: [],
    pdfs: form.magicIsReviewable ? full.pdfs : [],
  };
}

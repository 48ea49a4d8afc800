/**
 * POST magic/form/:formId/customer: the customer saves their details (any subset of the customer record), as
 * Customer Details does for staff (validation, 409 on a stale version), refused (409) once they completed.
 */
import type { CustomerPatch, UpdateCustomerResponse } from '@rlc/shared';
import { updateCustomer } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { scopeOf } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';

export function saveCustomerDetails(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  p: CustomerPrincipal,
  formId: number,
  patch: CustomerPatch,
  version: number,
): Promise<UpdateCustomerResponse> {
  return updateCustomer(deps, scopeOf(p), formId, patch, version);
}

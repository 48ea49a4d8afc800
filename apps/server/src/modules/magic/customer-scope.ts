/**
 * The customer's form scope (ADR 0010 decision 3): the forms module sees through it only the session's magic
 * form of the session's customer; any other form id is 404 as for staff outside their scope.
 */
import { MESSAGES } from '@rlc/shared';
import type { FormRow } from '../../db/schema/index.ts';
import { ApiError } from '../../plugins/errors.ts';
import { requireForm, type CustomerFormScope } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import type { MagicDeps } from './deps.ts';

export const scopeOf = (p: CustomerPrincipal): CustomerFormScope => ({
  kind: 'customer',
  formId: p.formId,
  corporateId: p.corporateId,
  magicUserId: p.magicUserId,
});

/** The customer's form, or 404 (another form id, or the form is no longer theirs). */
export function requireOwnForm(
  deps: Pick<MagicDeps, 'db'>,
  p: CustomerPrincipal,
  formId: number,
): Promise<FormRow> {
  return requireForm(deps.db, scopeOf(p), formId);
}

/** 403 unless the adviser allowed the customer to configure options (`magicIsConfigurable`). */
export function assertConfigurable(form: FormRow): void {
  if (!form.magicIsConfigurable) throw new ApiError('FORBIDDEN', MESSAGES.magic.notConfigurable);
}

/** 400 when an option selects a contract the adviser did not offer (`magicContractIds`). */
export function assertOffered(form: FormRow, contractIds: readonly number[]): void {
  const offered = new Set(form.magicContractIds);
  if (contractIds.some((id) => !offered.has(id)))
    throw new ApiError('VALIDATION', MESSAGES.magic.contractNotOffered, {
      issues: [{ path: 'data.selectedContracts', message: MESSAGES.magic.contractNotOffered }],
    });
}

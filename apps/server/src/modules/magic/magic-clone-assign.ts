/**
 * POST form/:formId/magic-clone-assign (spec §7): magic-clone, then magic-assign on the copy, in one call. The
 * answer is magic-assign's with the copy's id.
 */
import type { MagicCloneAssignResponse } from '@rlc/shared';
import type { StaffFormScope } from '../forms/index.ts';
import { assignTo, type AssignBody } from './assign-customer.ts';
import type { MagicDeps } from './deps.ts';
import { magicClone } from './magic-clone.ts';
import { requireStaffMagicForm } from './staff-form.ts';

export async function magicCloneAssign(
  deps: MagicDeps,
  caller: StaffFormScope,
  formId: number,
  body: AssignBody,
): Promise<MagicCloneAssignResponse> {
  const newFormId = await magicClone(deps, caller, formId, body);
  const { form, corporate } = await requireStaffMagicForm(deps, caller, newFormId);
  return { ...(await assignTo(deps, caller, form, corporate, body)), newFormId };
}

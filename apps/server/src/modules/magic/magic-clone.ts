/**
 * POST form/:formId/magic-clone (spec §7): copies the form (options, customer, current details,
 * ratings, as `form/:id/clone`) into a new magic form offering the community's contracts whose type is not
 * `noAutoAddMagicLink`, with any settings sent. No customer yet (MAGIC_NO_CUST). 403 when magic links are off.
 */
import type { MagicSettings } from '@rlc/shared';
import {
  cloneForm,
  formCommunity,
  newMagicColumns,
  setFormMagic,
  type StaffFormScope,
} from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { settingsColumns } from './settings.ts';
import { requireStaffMagicForm } from './staff-form.ts';

/** @returns the new magic form's id. */
export async function magicClone(
  deps: MagicDeps,
  caller: StaffFormScope,
  formId: number,
  body: MagicSettings,
): Promise<number> {
  const { form } = await requireStaffMagicForm(deps, caller, formId, false);
  const community = await formCommunity(deps.db, form.communityId);
  const settings = settingsColumns(
    body,
    community.contractList.map((c) => c.id),
  );
  const magic = await newMagicColumns(deps, form.corporateId, form.communityId, deps.clock());
  const newId = await cloneForm(deps, caller, formId);
  await setFormMagic(deps.db, newId, { ...magic, ...settings });
  return newId;
}

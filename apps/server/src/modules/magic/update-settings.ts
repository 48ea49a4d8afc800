/**
 * POST form/:formId/magic-settings (spec §3.3): the contracts offered to the customer and whether
 * they may configure options and review results. 400 for a contract not of the form's community.
 */
import type { MagicSettings, MagicStateResponse } from '@rlc/shared';
import {
  donePdfCounts,
  formCommunity,
  magicBlock,
  setFormMagic,
  type StaffFormScope,
} from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { settingsColumns } from './settings.ts';
import { requireStaffMagicForm } from './staff-form.ts';

export async function updateSettings(
  deps: MagicDeps,
  caller: StaffFormScope,
  formId: number,
  body: MagicSettings,
): Promise<MagicStateResponse> {
  const { form } = await requireStaffMagicForm(deps, caller, formId);
  const community = await formCommunity(deps.db, form.communityId);
  const cols = settingsColumns(
    body,
    community.contractList.map((c) => c.id),
  );
  const now = deps.clock();
  const updated = await setFormMagic(deps.db, formId, { ...cols, magicUpdatedAt: now });
  const pdfs = (await donePdfCounts(deps.db, [formId])).get(formId) ?? 0;
  return { magic: magicBlock(updated, pdfs, now) };
}

/**
 * What every staff magic call checks first (ADR 0010 decision 2): the form is the caller's (404), the
 * corporate has magic links on (403 MESSAGES.magic.notEnabled) and, unless cloning, the form is a magic form (409).
 */
import type { FormRow } from '../../db/schema/index.ts';
import { corporateRow, requireForm, type StaffFormScope } from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { magicNotEnabled, notMagicForm } from './errors.ts';

export async function requireStaffMagicForm(
  deps: Pick<MagicDeps, 'db'>,
  caller: StaffFormScope,
  formId: number,
  mustBeMagic = true,
): Promise<{ form: FormRow; corporate: Awaited<ReturnType<typeof corporateRow>> }> {
  const form = await requireForm(deps.db, caller, formId);
  const corporate = await corporateRow(deps.db, form.corporateId);
  if (!corporate.magicEnabled) throw magicNotEnabled();
  if (mustBeMagic && !form.isMagic) throw notMagicForm();
  return { form, corporate };
}

/**
 * POST form/:formId/magic-cancel and /magic-expire: the adviser ends the current link, cancelled
 * (MAGIC_CANCELLED) or expired now (MAGIC_EXPIRED); the customer's sessions end at once and the adviser may edit
 * the form again. 409 when no customer is assigned. Resend issues a new link afterwards.
 */
import type { MagicStateResponse } from '@rlc/shared';
import { audit } from '../audit/index.ts';
import { donePdfCounts, magicBlock, setFormMagic, type StaffFormScope } from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { noCustomer } from './errors.ts';
import { endLinks, revokeSessionsOfForm } from './repository.ts';
import { requireStaffMagicForm } from './staff-form.ts';

export type LinkEnd = 'cancel' | 'expire';

export async function endLink(
  deps: MagicDeps,
  caller: StaffFormScope,
  formId: number,
  how: LinkEnd,
): Promise<MagicStateResponse> {
  const { form } = await requireStaffMagicForm(deps, caller, formId);
  if (!form.magicUserId) throw noCustomer();
  const now = deps.clock();
  const updated = await deps.db.transaction(async (tx) => {
    await endLinks(tx, formId, how === 'cancel' ? { cancelledAt: now } : { expiredAt: now });
    await revokeSessionsOfForm(tx, formId, now);
    await audit(tx, {
      action: `magic.${how}`,
      at: now,
      userId: caller.user.id,
      corporateId: form.corporateId,
      details: { formId },
    });
    return setFormMagic(tx, formId, {
      magicUpdatedAt: now,
      ...(how === 'cancel' ? { magicCancelledAt: now } : { magicExpiredAt: now }),
    });
  });
  const pdfs = (await donePdfCounts(deps.db, [formId])).get(formId) ?? 0;
  return { magic: magicBlock(updated, pdfs, now) };
}

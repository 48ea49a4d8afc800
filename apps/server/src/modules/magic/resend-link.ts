/**
 * POST form/:formId/magic-resend (§5 "resend / refresh"): a new link with a new expiry for the
 * assigned customer, e-mailed; the previous link stops working (MAGIC_REPLACED) and its sessions end. Also
 * un-cancels and un-expires the form's link. 409 when no customer is assigned.
 */
import type { MagicAssignResponse } from '@rlc/shared';
import { audit } from '../audit/index.ts';
import { donePdfCounts, magicBlock, storedCustomer, type StaffFormScope } from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { noCustomer } from './errors.ts';
import { issueLink } from './issue-link.ts';
import { emailLink } from './link-email.ts';
import { magicUserById } from './repository.ts';
import { requireStaffMagicForm } from './staff-form.ts';

export async function resendLink(
  deps: MagicDeps,
  caller: StaffFormScope,
  formId: number,
): Promise<MagicAssignResponse> {
  const { form, corporate } = await requireStaffMagicForm(deps, caller, formId);
  const user = form.magicUserId ? await magicUserById(deps.db, form.magicUserId) : null;
  if (!user) throw noCustomer();
  const now = deps.clock();
  const issued = await deps.db.transaction(async (tx) => {
    const done = await issueLink(tx, {
      form,
      magicUserId: user.id,
      sentBy: caller.user.id,
      linkDays: corporate.magicLinkDays,
      now,
    });
    await audit(tx, {
      action: 'magic.resend',
      at: now,
      userId: caller.user.id,
      corporateId: form.corporateId,
      details: { formId },
    });
    const outboxId = await emailLink(deps, tx, {
      form: done.form,
      corporateName: corporate.name,
      adviserId: caller.user.id,
      customer: { email: user.email, firstName: user.firstName },
      token: done.token,
    });
    return { ...done, outboxId };
  });
  await deps.mailer.dispatch([issued.outboxId]);
  const emailStatus = 'queued' as const;
  const [{ row, customer }, pdfs] = await Promise.all([
    storedCustomer(deps.db, formId),
    donePdfCounts(deps.db, [formId]),
  ]);
  return {
    magic: magicBlock(issued.form, pdfs.get(formId) ?? 0, now),
    formConsumer: { id: row.id, customer, updated_at: row.updatedAt.toISOString() },
    emailStatus,
  };
}

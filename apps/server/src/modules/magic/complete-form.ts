/**
 * POST magic/form/:formId/complete: the customer has finished: the form records `magicCompletedAt`
 * (MAGIC_COMPLETED; the customer's screens become read-only, the adviser edits again) and the adviser who sent
 * the link is e-mailed. 409 when already completed.
 */
import { MESSAGES, type MagicStateResponse } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { donePdfCounts, magicBlock, setFormMagic, userContact } from '../forms/index.ts';
import { magicCompletedEmail } from '../mail/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { requireOwnForm } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';
import { linkById, magicUserById } from './repository.ts';
import { sendMagicMail } from './send.ts';

export async function completeForm(
  deps: MagicDeps,
  p: CustomerPrincipal,
  formId: number,
): Promise<MagicStateResponse> {
  const form = await requireOwnForm(deps, p, formId);
  if (form.magicCompletedAt) throw new ApiError('CONFLICT', MESSAGES.magic.customerCompleted);
  const now = deps.clock();
  const updated = await deps.db.transaction(async (tx) => {
    await audit(tx, {
      action: 'magic.complete',
      at: now,
      corporateId: form.corporateId,
      details: { formId, magicUserId: p.magicUserId },
    });
    return setFormMagic(tx, formId, { magicCompletedAt: now, magicUpdatedAt: now });
  });
  const [link, user] = await Promise.all([
    linkById(deps.db, p.linkId),
    magicUserById(deps.db, p.magicUserId),
  ]);
  const adviserId = link?.sentBy ?? form.createdBy;
  const adviser = adviserId ? await userContact(deps.db, adviserId) : null;
  if (adviser) {
    await sendMagicMail(
      deps,
      magicCompletedEmail(adviser.email, {
        adviserFirstName: adviser.name.split(' ')[0] ?? '',
        customerName: user ? `${user.firstName} ${user.lastName}` : 'Your customer',
        formId,
        formLink: `${deps.config.publicUrl}/corporate/magic-form/${formId}/status`,
      }),
    );
  }
  const pdfs = (await donePdfCounts(deps.db, [formId])).get(formId) ?? 0;
  return { magic: magicBlock(updated, pdfs, now) };
}

/**
 * A new link for the form's customer (assign and resend, issue 11 §2–§3), inside the caller's transaction: the
 * form's links in force are replaced and their customer sessions ended, a new token is drawn (only its hash is
 * stored) expiring after the corporate's `magicLinkDays`, and the form's magic columns describe the new link.
 * Returns the raw token for the e-mail: it is never stored or logged.
 */
import type { Tx } from '../../db/client.ts';
import type { FormRow } from '../../db/schema/index.ts';
import { setFormMagic, type FormMagicColumns } from '../forms/index.ts';
import { insertLink, replaceLinks, revokeSessionsOfForm } from './repository.ts';
import { magicTokenHash, newMagicToken } from './token.ts';

const DAY_MS = 86_400_000;

export async function issueLink(
  tx: Tx,
  v: {
    form: FormRow;
    magicUserId: number;
    sentBy: number;
    linkDays: number;
    now: Date;
    /** Other magic columns to set with it (assign: the customer, settings, completion reset). */
    set?: FormMagicColumns;
  },
): Promise<{ token: string; form: FormRow }> {
  const { form, now } = v;
  const replaced = await replaceLinks(tx, form.id, now);
  await revokeSessionsOfForm(tx, form.id, now);
  const token = newMagicToken();
  const expiresAt = new Date(now.getTime() + v.linkDays * DAY_MS);
  await insertLink(tx, {
    formId: form.id,
    magicUserId: v.magicUserId,
    tokenHash: magicTokenHash(token),
    sentBy: v.sentBy,
    createdAt: now,
    expiresAt,
  });
  const updated = await setFormMagic(tx, form.id, {
    ...v.set,
    magicCreatedAt: form.magicCreatedAt ?? now,
    magicUpdatedAt: now,
    magicExpiresAt: expiresAt,
    magicExpiredAt: null,
    magicCancelledAt: null,
    ...(replaced > 0 ? { magicReplacedAt: now } : {}),
  });
  return { token, form: updated };
}

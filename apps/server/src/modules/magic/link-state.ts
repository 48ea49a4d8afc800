/**
 * What a link is: usable, or why not, and the sentence its page shows with whom to contact. One
 * place for peek (the page), redeem (the refusal) and the session check.
 */
import { MESSAGES, type MagicContact, type MagicLinkState } from '@rlc/shared';
import type { FormRow } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { corporateRow, userContact } from '../forms/index.ts';
import type { MagicLinkRow } from './repository.ts';

/**
 * The link's state, first match wins: form gone or deleted → 'deleted'; replaced; cancelled; expired (by the
 * adviser, or `now` at or past `expiresAt`); customer completed on a form that is not reviewable → 'completed';
 * used → 'used'; else 'usable'.
 */
export function linkState(link: MagicLinkRow, form: FormRow | null, now: Date): MagicLinkState {
  if (!form || form.archivedAt || form.magicUserId !== link.magicUserId) return 'deleted';
  if (link.replacedAt) return 'replaced';
  if (link.cancelledAt) return 'cancelled';
  if (link.expiredAt || link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (form.magicCompletedAt && !form.magicIsReviewable) return 'completed';
  if (link.usedAt) return 'used';
  return 'usable';
}

/** The contact of a link: the operator and the adviser who sent it (else the form's creator). */
export async function linkContact(db: DbOrTx, sentBy: number | null, form: FormRow): Promise<MagicContact> {
  const adviserId = sentBy ?? form.createdBy;
  const [corporate, adviser] = await Promise.all([
    corporateRow(db, form.corporateId),
    adviserId ? userContact(db, adviserId) : Promise.resolve(null),
  ]);
  return {
    corporateName: corporate.name,
    adviserName: adviser?.name ?? '',
    adviserEmail: adviser?.email ?? null,
  };
}

/** The page's sentence for a state, naming the adviser and operator, e.g. 'your adviser Ann Lee at Acme'. */
export function linkMessage(state: MagicLinkState, contact: MagicContact | null): string {
  if (state === 'usable') return MESSAGES.magic.linkState.usable;
  if (state === 'unknown' || !contact) return MESSAGES.magic.linkState.unknown;
  const who = contact.adviserName
    ? `your adviser ${contact.adviserName}${contact.adviserEmail ? ` (${contact.adviserEmail})` : ''} at ${contact.corporateName}`
    : contact.corporateName;
  return MESSAGES.magic.linkState[state](who);
}

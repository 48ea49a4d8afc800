/**
 * The forms module's magic-link rules (spec §3.3 Magic, §3.7, §4 "Magic forms" and "Client decision";
 * ADR 0010): a form's magic status and its `magic` block from the form's magic columns, the staff-write block while
 * a customer is working on the form, and the client decision rules of a magic form. Pure functions.
 */
import {
  MESSAGES,
  noMagicLink,
  type ContractType,
  type FormListItem,
  type FormMagic,
  type MagicStatus,
} from '@rlc/shared';
import type { FormRow } from '../../db/schema/index.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { FormScope } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Spec §4 magic status of a magic form (null when not magic), first match wins: archived → MAGIC_DELETED; no
 * customer → MAGIC_NO_CUST; completed → MAGIC_COMPLETED; link cancelled → MAGIC_CANCELLED; expired now, or
 * `now` at or past its expiry → MAGIC_EXPIRED; else MAGIC_ACTIVE. (MAGIC_REPLACED names a replaced link, never the
 * form: the form's columns describe its newest link.)
 */
export function magicStatusOf(f: FormRow, now: Date): MagicStatus | null {
  if (!f.isMagic) return null;
  if (f.archivedAt) return 'MAGIC_DELETED';
  if (f.magicUserId === null) return 'MAGIC_NO_CUST';
  if (f.magicCompletedAt) return 'MAGIC_COMPLETED';
  if (f.magicCancelledAt) return 'MAGIC_CANCELLED';
  if (f.magicExpiredAt || (f.magicExpiresAt && f.magicExpiresAt.getTime() <= now.getTime()))
    return 'MAGIC_EXPIRED';
  return 'MAGIC_ACTIVE';
}

/** The form's `magic` block (spec §3.3); `pdfs` = its generated (done) PDFs. */
export function magicBlock(f: FormRow, pdfs: number, now: Date): FormMagic {
  if (!f.isMagic) return noMagicLink(false);
  return {
    isMagic: true,
    magicUserId: f.magicUserId,
    magicUserEmail: f.magicUserEmail,
    magicCompletedAt: iso(f.magicCompletedAt),
    magicContractIds: f.magicContractIds,
    magicIsConfigurable: f.magicIsConfigurable,
    magicIsReviewable: f.magicIsReviewable,
    magicCreatedAt: iso(f.magicCreatedAt),
    magicUpdatedAt: iso(f.magicUpdatedAt),
    magicExpiresAt: iso(f.magicExpiresAt),
    magicExpiredAt: iso(f.magicExpiredAt),
    magicCancelledAt: iso(f.magicCancelledAt),
    magicReplacedAt: iso(f.magicReplacedAt),
    magicFirstLoginAt: iso(f.magicFirstLoginAt),
    magicLastLoginAt: iso(f.magicLastLoginAt),
    magicPdfs: pdfs,
    magicStatus: magicStatusOf(f, now),
  };
}

/** The magic fields of a forms-list item (spec §3.7): the block in the list's shape. */
export function magicListFields(f: FormRow, pdfs: number, now: Date) {
  const b = magicBlock(f, pdfs, now);
  return {
    isMagic: b.isMagic,
    magicUserId: b.magicUserId,
    magicUserEmail: b.magicUserEmail,
    magicCompletedAt: b.magicCompletedAt,
    magicExpiresAt: b.magicExpiresAt,
    magicIsConfigurable: b.magicIsConfigurable,
    magicIsReviewable: b.magicIsReviewable,
    magicPdfsCount: b.magicPdfs,
    magicStatus: b.magicStatus,
    magicLastLoginAt: b.magicLastLoginAt,
  } satisfies Partial<FormListItem>;
}

/**
 * Spec §4: saving data and deleting a village are blocked while a magic customer is assigned. Staff are refused
 * (409 CONFLICT, MESSAGES.magic.staffBlocked) while the customer can still write, i.e. the status is Live; once
 * the link is completed, cancelled or expired the adviser edits again. A customer is refused once completed.
 */
export function assertMayWrite(form: FormRow, caller: FormScope, now: Date): void {
  if (caller.kind === 'customer') {
    if (form.magicCompletedAt) throw new ApiError('CONFLICT', MESSAGES.magic.customerCompleted);
    return;
  }
  if (magicStatusOf(form, now) === 'MAGIC_ACTIVE')
    throw new ApiError('CONFLICT', MESSAGES.magic.staffBlocked);
}

/**
 * Spec §4 "Client decision" of a magic form: the §8 message refusing it, or null when it may be set (not magic,
 * or completed through the link with a generated PDF). Completion is checked first.
 */
export function magicDecisionRefusal(form: FormRow, hasPdf: boolean): string | null {
  if (!form.isMagic) return null;
  if (!form.magicCompletedAt) return MESSAGES.form.magicNotCompleted;
  if (!hasPdf) return MESSAGES.form.magicNoPdfs;
  return null;
}

/** Spec §3.7: the Unset option is also offered when the magic status is completed or expired. */
export const magicOffersUnset = (status: MagicStatus | null) =>
  status === 'MAGIC_COMPLETED' || status === 'MAGIC_EXPIRED';

/**
 * The contracts a new magic form offers the customer by default: the community's contracts whose
 * type is not `noAutoAddMagicLink`.
 */
export function defaultMagicContractIds(
  contracts: readonly { id: number; contractTypeId: number }[],
  types: readonly ContractType[],
): number[] {
  const skip = new Set(types.filter((t) => t.noAutoAddMagicLink).map((t) => t.id));
  return contracts.filter((c) => !skip.has(c.contractTypeId)).map((c) => c.id);
}

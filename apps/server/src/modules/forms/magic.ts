/**
 * The magic-link fields of a form (spec §3.3 "magic", §3.7) while magic forms are not built: isMagic as stored,
 * everything else null / false / 0. One placeholder for both the list item and the form's `magic` block.
 */
import type { FormListItem, FormMagic } from '@rlc/shared';

/** The `magic` block of GET form/:formId. */
export function noMagicLink(isMagic: boolean): FormMagic {
  return {
    isMagic,
    magicUserId: null,
    magicUserEmail: null,
    magicCompletedAt: null,
    magicContractIds: [],
    magicIsConfigurable: false,
    magicIsReviewable: false,
    magicCreatedAt: null,
    magicUpdatedAt: null,
    magicExpiresAt: null,
    magicExpiredAt: null,
    magicCancelledAt: null,
    magicReplacedAt: null,
    magicFirstLoginAt: null,
    magicLastLoginAt: null,
    magicPdfs: 0,
    magicStatus: null,
  };
}

/** The magic fields of a forms-list item: the same placeholder, in the list's shape (the fields it lists). */
export function noMagicLinkListFields(isMagic: boolean) {
  const {
    magicContractIds: _ids,
    magicCreatedAt: _created,
    magicUpdatedAt: _updated,
    magicExpiredAt: _expired,
    magicCancelledAt: _cancelled,
    magicReplacedAt: _replaced,
    magicFirstLoginAt: _firstLogin,
    magicPdfs,
    ...listed
  } = noMagicLink(isMagic);
  return { ...listed, magicPdfsCount: magicPdfs } satisfies Partial<FormListItem>;
}

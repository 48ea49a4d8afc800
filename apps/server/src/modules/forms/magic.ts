/**
 * The magic-link fields of a forms-list item (spec §3.3 "magic", §3.7) while magic forms are not built: the shared
 * placeholder `noMagicLink` (the form's `magic` block) in the list's shape.
 */
import { noMagicLink, type FormListItem } from '@rlc/shared';

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

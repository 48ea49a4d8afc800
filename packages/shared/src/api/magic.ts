/**
 * The `magic` block of a form while magic-link forms are not built (spec §3.3, §3.7): `isMagic` as stored and
 * every other field empty (null, false, 0, no contracts). One definition for whoever answers or builds a form:
 * the server's form and list answers, and the tests' form data.
 *
 *   noMagicLink(false)  // { isMagic: false, magicUserId: null, …, magicPdfs: 0, magicStatus: null }
 */
import type { FormMagic } from './forms.ts';

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

/**
 * The link page's words for each state of a link ("a clear page saying so and whom to contact").
 * The sentence itself comes from the server (MESSAGES.magic.linkState, with the contact's names); these are the
 * headings, and the redeem error codes mapped to the same states.
 */
import type { MagicLinkState } from '@rlc/shared';

export const LINK_HEADINGS: Record<MagicLinkState, string> = {
  usable: 'Your report is ready',
  used: 'This link has already been used',
  expired: 'This link has expired',
  cancelled: 'This link has been cancelled',
  replaced: 'This link has been replaced',
  completed: 'You have completed this report',
  deleted: 'This report is no longer available',
  unknown: 'This link is not valid',
};

/** The state a refused redeem (error code of ERROR_STATUS) means; unknown codes read as 'unknown'. */
export function stateOfRedeemError(code: string): MagicLinkState {
  switch (code) {
    case 'MAGIC_LINK_USED':
      return 'used';
    case 'MAGIC_LINK_EXPIRED':
      return 'expired';
    case 'MAGIC_LINK_CANCELLED':
      return 'cancelled';
    case 'MAGIC_LINK_REPLACED':
      return 'replaced';
    case 'MAGIC_LINK_COMPLETED':
      return 'completed';
    default:
      return 'unknown';
  }
}

/** The magic module's error answers (texts: MESSAGES.magic). */
import { MESSAGES, type MagicLinkState } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';

export const magicNotEnabled = () => new ApiError('FORBIDDEN', MESSAGES.magic.notEnabled);
export const notMagicForm = () => new ApiError('CONFLICT', MESSAGES.magic.notMagic);
export const noCustomer = () => new ApiError('CONFLICT', MESSAGES.magic.noCustomer);

const CODE_OF_STATE = {
  used: 'MAGIC_LINK_USED',
  expired: 'MAGIC_LINK_EXPIRED',
  cancelled: 'MAGIC_LINK_CANCELLED',
  deleted: 'MAGIC_LINK_CANCELLED',
  replaced: 'MAGIC_LINK_REPLACED',
  completed: 'MAGIC_LINK_COMPLETED',
  unknown: 'MAGIC_LINK_INVALID',
} as const;

/** The refusal of a link that is not usable: its state's code and the page's sentence. */
export const linkRefused = (state: Exclude<MagicLinkState, 'usable'>, message: string) =>
  new ApiError(CODE_OF_STATE[state], message);

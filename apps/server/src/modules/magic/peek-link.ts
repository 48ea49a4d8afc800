/**
 * POST magic-link/peek: what the link page shows: the link's state, the sentence to show and whom
 * to contact. Changes nothing (mail scanners open links), so it is not throttled beyond the API's global limit;
 * an unknown token answers 'unknown' with no contact.
 */
import type { MagicPeekResponse } from '@rlc/shared';
import { formById } from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { linkContact, linkMessage, linkState } from './link-state.ts';
import { linkByHash, magicUserById } from './repository.ts';
import { magicTokenHash } from './token.ts';

export async function peekLink(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  token: string,
): Promise<MagicPeekResponse> {
  const link = await linkByHash(deps.db, magicTokenHash(token));
  const form = link ? await formById(deps.db, link.formId) : null;
  if (!link || !form) {
    return {
      state: 'unknown',
      usable: false,
      message: linkMessage('unknown', null),
      firstName: null,
      expiresAt: null,
      contact: null,
    };
  }
  const state = linkState(link, form, deps.clock());
  const [contact, user] = await Promise.all([
    linkContact(deps.db, link.sentBy, form),
    magicUserById(deps.db, link.magicUserId),
  ]);
  return {
    state,
    usable: state === 'usable',
    message: linkMessage(state, contact),
    firstName: state === 'usable' ? (user?.firstName ?? null) : null,
    expiresAt: link.expiresAt.toISOString(),
    contact,
  };
}

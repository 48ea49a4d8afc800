/** GET magic/session: the customer session's form, customer, contact and allowances (the web's `auth`). */
import type { MagicSessionResponse } from '@rlc/shared';
import type { CustomerPrincipal } from './customer-principal.ts';
import { requireOwnForm } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';
import { linkContact } from './link-state.ts';
import { linkById, magicUserById } from './repository.ts';

export async function customerSession(
  deps: Pick<MagicDeps, 'db'>,
  p: CustomerPrincipal,
): Promise<MagicSessionResponse> {
  const form = await requireOwnForm(deps, p, p.formId);
  const [user, link] = await Promise.all([
    magicUserById(deps.db, p.magicUserId),
    linkById(deps.db, p.linkId),
  ]);
  const contact = await linkContact(deps.db, link?.sentBy ?? null, form);
  return {
    kind: 'customer',
    formId: form.id,
    expiresAt: p.expiresAt.toISOString(),
    customer: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
    },
    contact,
    magicIsConfigurable: form.magicIsConfigurable,
    magicIsReviewable: form.magicIsReviewable,
    magicCompletedAt: form.magicCompletedAt?.toISOString() ?? null,
  };
}

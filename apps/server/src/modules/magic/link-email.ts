/**
 * E-mails a new link to the form's customer: the URL `${PUBLIC_URL}${MAGIC_LINK_PAGE}?token=…` (the
 * token in the query: request logs carry only paths) in the magic link e-mail, naming the adviser and operator.
 * The message is written to the outbox in `tx`, the transaction that issues the link, so a link never exists
 * without its e-mail (ADR 0019); the caller dispatches the returned outbox id after the commit.
 */
import { MAGIC_LINK_PAGE } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { FormRow } from '../../db/schema/index.ts';
import { userContact } from '../forms/index.ts';
import { magicLinkEmail } from '../mail/index.ts';
import type { MagicDeps } from './deps.ts';

export async function emailLink(
  deps: Pick<MagicDeps, 'config' | 'mailer'>,
  tx: DbOrTx,
  v: {
    form: FormRow;
    corporateName: string;
    adviserId: number;
    customer: { email: string; firstName: string };
    token: string;
  },
): Promise<number> {
  const adviser = await userContact(tx, v.adviserId);
  const link = `${deps.config.publicUrl}${MAGIC_LINK_PAGE}?token=${encodeURIComponent(v.token)}`;
  return deps.mailer.enqueue(
    tx,
    magicLinkEmail(v.customer.email, v.customer.firstName, {
      corporateName: v.corporateName,
      adviserName: adviser?.name ?? '',
      link,
      expiresAt: v.form.magicExpiresAt ?? new Date(),
    }),
  );
}

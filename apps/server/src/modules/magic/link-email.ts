/**
 * E-mails a new link to the form's customer (issue 11 §2): the URL `${PUBLIC_URL}${MAGIC_LINK_PAGE}?token=…` (the
 * token in the query: request logs carry only paths) in the magic link e-mail, naming the adviser and operator.
 */
import { MAGIC_LINK_PAGE } from '@rlc/shared';
import type { FormRow } from '../../db/schema/index.ts';
import { userContact } from '../forms/index.ts';
import { magicLinkEmail } from '../mail/index.ts';
import type { MagicDeps } from './deps.ts';
import { sendMagicMail } from './send.ts';

export async function emailLink(
  deps: Pick<MagicDeps, 'db' | 'config' | 'mailer'>,
  v: {
    form: FormRow;
    corporateName: string;
    adviserId: number;
    customer: { email: string; firstName: string };
    token: string;
  },
): Promise<'queued' | 'sent' | 'failed'> {
  const adviser = await userContact(deps.db, v.adviserId);
  const link = `${deps.config.publicUrl}${MAGIC_LINK_PAGE}?token=${encodeURIComponent(v.token)}`;
  return sendMagicMail(
    deps,
    magicLinkEmail(v.customer.email, v.customer.firstName, {
      corporateName: v.corporateName,
      adviserName: adviser?.name ?? '',
      link,
      expiresAt: v.form.magicExpiresAt ?? new Date(),
    }),
  );
}

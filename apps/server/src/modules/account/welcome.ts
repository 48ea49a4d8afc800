/**
 * The welcome e-mail of a user (create with `sendEmail`, and its resend): inside the caller's transaction, issues a
 * set-password link (auth's reset token: hash only, single use, WELCOME_LINK_TTL_MIN) and stamps the user
 * (`initialWelcome`, `last_instructions_at`); answers the message, which the use case sends after the commit.
 */
import type { DbOrTx } from '../../db/client.ts';
import { issueSetPasswordLink, updateUser } from '../auth/index.ts';
import { welcomeEmail } from '../mail/index.ts';

/** Minutes the welcome e-mail's set-password link stays valid: 7 days (a new colleague may not read mail at once). */
export const WELCOME_LINK_TTL_MIN = 7 * 24 * 60;

export type WelcomeMessage = ReturnType<typeof welcomeEmail>;

export async function prepareWelcome(
  tx: DbOrTx,
  publicUrl: string,
  corporateName: string,
  user: { id: number; email: string; firstName: string },
  now: Date,
): Promise<WelcomeMessage> {
  const link = await issueSetPasswordLink(tx, publicUrl, user.id, now, WELCOME_LINK_TTL_MIN);
  await updateUser(tx, user.id, { initialWelcome: true, lastInstructionsAt: now });
  return welcomeEmail(user.email, user.firstName, corporateName, link, WELCOME_LINK_TTL_MIN);
}

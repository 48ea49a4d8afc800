/**
 * The magic module's only mail call: writes the message to the outbox and hands it to the mail job (ADR 0013).
 * Delivery and its retries happen in the background, so the answer is 'queued'; a message that finally fails is
 * marked 'failed' in the outbox. The link e-mail itself is written in its link's transaction (link-email.ts).
 */
import type { MailMessage } from '../mail/index.ts';
import type { MagicDeps } from './deps.ts';

export async function sendMagicMail(
  deps: Pick<MagicDeps, 'db' | 'mailer'>,
  message: MailMessage,
): Promise<'queued' | 'sent' | 'failed'> {
  const id = await deps.mailer.enqueue(deps.db, message);
  await deps.mailer.dispatch([id]);
  return 'queued';
}

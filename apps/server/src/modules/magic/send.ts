/**
 * The magic module's only mail call (so moving mail onto a background job changes one place): sends a message
 * through the mail module's mailer and answers its status ('queued' without SMTP, 'sent', 'failed').
 */
import type { MailMessage } from '../mail/index.ts';
import type { MagicDeps } from './deps.ts';

export async function sendMagicMail(
  deps: Pick<MagicDeps, 'mailer'>,
  message: MailMessage,
): Promise<'queued' | 'sent' | 'failed'> {
  return (await deps.mailer.send(message)).status;
}

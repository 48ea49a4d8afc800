/** E-mail texts. Plain text first (works everywhere); HTML mirrors it. */
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Forgot-password e-mail with the single-use link `${publicUrl}/reset-password?token=…` (valid `validMinutes`). */
export function passwordResetEmail(
  to: string,
  firstName: string,
  link: string,
  validMinutes: number,
): MailMessage {
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    hello,
    '',
    'We received a request to reset the password of your Retirement Living Compare account.',
    `Open this link within ${validMinutes} minutes to choose a new password (it works once):`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>We received a request to reset the password of your Retirement Living Compare account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for ${validMinutes} minutes, works once).</p><p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>`;
  return { to, subject: 'Reset your password', text, html };
}

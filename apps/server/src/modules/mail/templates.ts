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

/**
 * Welcome e-mail of a user an admin created (spec §7 `users/create` with `sendEmail`): the single-use link
 * `${publicUrl}/reset-password?token=…` (valid `validMinutes`) where they choose their password before signing in.
 */
export function welcomeEmail(
  to: string,
  firstName: string,
  corporateName: string,
  link: string,
  validMinutes: number,
): MailMessage {
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  const days = Math.round(validMinutes / (24 * 60));
  const validFor = days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${validMinutes} minutes`;
  const intro = `${corporateName} has created a Retirement Living Compare account for you (${to}).`;
  const text = [
    hello,
    '',
    intro,
    `Open this link within ${validFor} to choose your password (it works once):`,
    '',
    link,
    '',
    'Then sign in with your e-mail address and that password.',
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Choose your password</a> (valid for ${validFor}, works once).</p><p>Then sign in with your e-mail address and that password.</p>`;
  return { to, subject: 'Welcome to Retirement Living Compare', text, html };
}

/** E-mail texts. Plain text first (works everywhere); HTML mirrors it. */
import { ANALYTICS_TIME_ZONE } from '@rlc/shared';
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

/**
 * An instant as the customer reads it: Australian date (dd/mm/yyyy, spec §9) and time in the house's zone (the
 * one the analytics days use), with the zone's name so a reader in another state can tell: "Thursday,
 * 10/12/2026, 9:53 pm AEDT".
 */
const australianDateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: ANALYTICS_TIME_ZONE,
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * The magic link e-mail: the customer opens `link` (`${publicUrl}/magic?token=…`, works once, until
 * `expiresAt`) to complete their details for `adviserName` of `corporateName`.
 */
export function magicLinkEmail(
  to: string,
  firstName: string,
  v: { corporateName: string; adviserName: string; link: string; expiresAt: Date },
): MailMessage {
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  const by = v.adviserName ? `${v.adviserName} of ${v.corporateName}` : v.corporateName;
  const until = australianDateTime.format(v.expiresAt);
  const intro = `${by} has prepared a retirement living comparison for you and asks you to complete your details.`;
  const text = [
    hello,
    '',
    intro,
    `Open this link to start (it works once, until ${until}):`,
    '',
    v.link,
    '',
    `If the link no longer works, please contact ${by}.`,
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(v.link)}">Open your comparison</a> (works once, until ${escapeHtml(until)}).</p><p>If the link no longer works, please contact ${escapeHtml(by)}.</p>`;
  return { to, subject: `${v.corporateName}: please complete your details`, text, html };
}

/** To the adviser when their magic-link customer completed the report. */
export function magicCompletedEmail(
  to: string,
  v: { adviserFirstName: string; customerName: string; formId: number; formLink: string },
): MailMessage {
  const hello = v.adviserFirstName ? `Hello ${v.adviserFirstName},` : 'Hello,';
  const line = `${v.customerName} has completed their details for report ${v.formId} through the magic link.`;
  const text = [hello, '', line, 'You can now review the report and generate the PDFs:', '', v.formLink].join(
    '\n',
  );
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(v.formLink)}">Open the report</a></p>`;
  return { to, subject: `Magic link completed: ${v.customerName}`, text, html };
}

/**
 * Notice that an administrator reset the user's multi-factor sign-in (ADR 0025): their authenticator's codes and
 * recovery codes no longer work and they were signed out. `mustEnrol` when their corporate's policy requires MFA
 * of them (they set it up again at their next sign-in). No link: nothing to click in a security notice.
 */
export function mfaResetEmail(
  to: string,
  firstName: string,
  corporateName: string,
  mustEnrol: boolean,
): MailMessage {
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  const lines = [
    `An administrator of ${corporateName} has reset the multi-factor sign-in of your Retirement Living Compare account.`,
    'The codes of your authenticator app and your recovery codes no longer work, and you have been signed out.',
    mustEnrol
      ? 'Your organisation requires multi-factor sign-in: you will set it up again when you next sign in.'
      : 'You can set it up again under Account › Multi-factor sign-in after you sign in.',
    'If you did not ask for this, contact your administrator.',
  ];
  const text = [hello, '', ...lines].join('\n');
  const html = [hello, ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  return { to, subject: 'Your multi-factor sign-in was reset', text, html };
}

/**
 * The one-time secret of an e-mailed link, out of the stored copy once the message has gone (the
 * magic link's raw token must not stay in the database; the password-reset and welcome links carry theirs the
 * same way). Every link the app e-mails carries its secret as the `token` query parameter
 * (`/magic?token=…`, `/reset-password?token=…`); after the send, the outbox keeps the message with the
 * parameter's value replaced by {@link SENT_TOKEN_PLACEHOLDER}, so the row still shows what was sent and to
 * whom. Before the send the row keeps the real link: the mail job reads it to send, and without SMTP
 * (development) the development outbox page shows it.
 */

/** What a link's `token` reads in the stored copy once the message has been sent. */
export const SENT_TOKEN_PLACEHOLDER = 'removed-after-sending';

// `?token=` or `&token=` (also `&amp;token=` in HTML), then the value up to the next parameter, quote or space.
const LINK_TOKEN = /([?&](?:amp;)?token=)[^&"'\s<>]+/g;

/** `body` with the value of every link's `token` parameter replaced by the placeholder. */
export function withoutLinkTokens(body: string): string {
  return body.replace(LINK_TOKEN, `$1${SENT_TOKEN_PLACEHOLDER}`);
}

/**
 * A mailbox for browser tests: the messages the main server's mail job delivered to the SMTP sink
 * (apps/server/scripts/smtp-sink.ts, started by playwright.config.ts on SMTP_SINK), read over the sink's HTTP
 * side, so a test reads an e-mail the way its recipient would and follows the link in it.
 *
 *   const mailbox = openMailbox();                         // from now on: only messages that arrive later
 *   const mail = await mailbox.next('ann@example.test');   // waits for the next message to that address
 *   const link = linkIn(mail, '/reset-password?token=');
 *
 * Every test's mail goes to the one sink, so a test asks for mail to the address it expects, never "the first
 * message".
 */
import { SMTP_SINK } from './env.ts';

export interface ReceivedMail {
  to: string[];
  /** The message as sent: headers and MIME parts, transfer encodings not undone. */
  raw: string;
}

export interface Mailbox {
  /** Resolves with the next message (not yet returned) whose recipients include `to`; rejects after `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
}

/** Everything the sink has received, oldest first. */
export async function sinkMessages(): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${SMTP_SINK.read}/messages`);
  const mails = (await res.json()) as ReceivedMail[];
  return mails.map((m) => ({ to: m.to.map((a) => a.toLowerCase()), raw: m.raw }));
}

/** A mailbox that returns, per address, the messages after those already at the sink when it was opened. */
export function openMailbox(): Mailbox {
  const seen = sinkMessages().then((m) => m.length);
  let read = 0;
  return {
    async next(to, timeoutMs = 30_000) {
      const address = to.toLowerCase();
      const from = await seen;
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mails = (await sinkMessages()).slice(from).filter((m) => m.to.includes(address));
        const mail = mails[read];
        if (mail) {
          read += 1;
          return mail;
        }
        if (Date.now() > until) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/**
 * Undoes quoted-printable encoding (RFC 2045 §6.7): soft line breaks '=\r\n' and '=XX' escapes, so a long link
 * that the encoder wrapped reads as one line again. Text that was not encoded comes back unchanged unless it
 * happens to hold '=XX' with two hex digits, which a link with a token of letters, digits, '-' and '_' does not.
 */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The message as its reader sees the words: quoted-printable undone (headers and MIME boundaries kept). */
export const mailText = (mail: ReceivedMail): string => decodeQuotedPrintable(mail.raw);

/** The first http(s) link in the message that contains `marker` (e.g. '/reset-password?token='); throws if none. */
export function linkIn(mail: ReceivedMail, marker: string): string {
  const text = mailText(mail);
  const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(marker));
  if (!link) throw new Error(`No link with '${marker}' in the e-mail:\n${text}`);
  // In the HTML part the link is an attribute, with '&' written as '&amp;'.
  return link.replace(/&amp;/g, '&');
}

/**
 * A mailbox for browser tests: an SMTP server (npm smtp-server) on 127.0.0.1 that keeps every message the app's
 * mail job delivers, so a test can read an e-mail the way its recipient would and follow the link in it.
 *
 *   const mailbox = await openMailbox(E2E_SMTP_PORT);     // the port the main server's SMTP_URL names
 *   const mail = await mailbox.next('ann@example.test');  // waits for the next message to that address
 *   const link = linkIn(mail, '/reset-password?token=');
 *   await mailbox.close();
 *
 * Other tests' mails may be retried into the mailbox while it is open (the server retries what failed while
 * nobody listened), so a test asks for mail to the address it expects, never "the first message".
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as sent: headers and MIME parts, transfer encodings not undone. */
  raw: string;
}

export interface Mailbox {
  /** Resolves with the next message (not yet returned) whose recipients include `to`; rejects after `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function openMailbox(port: number): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to make, and the server's client does not insist on TLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  const firstUnread = (to: string) => received.find((m) => !taken.has(m) && m.to.includes(to));

  return {
    next(to, timeoutMs = 30_000) {
      const address = to.toLowerCase();
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = firstUnread(address);
          if (!mail) return;
          taken.add(mail);
          done();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(`No e-mail to ${to} within ${timeoutMs} ms (${received.length} other(s) received)`),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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

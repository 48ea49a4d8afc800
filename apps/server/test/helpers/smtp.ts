/** An in-process SMTP server on 127.0.0.1 that keeps every raw message it receives (mailparser is unavailable). */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the n-th message (1-based) once it has arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** Refuse this many messages first (451, a temporary failure), then accept; Infinity refuses every one. */
  refuseFirst?: number;
  /** Listen on this port (default: any free one); the e2e SMTP sink (scripts/smtp-sink.ts) gives a fixed one. */
  port?: number;
}

export async function startSmtp(opts: SmtpOptions = {}): Promise<TestSmtp & { refused: () => number }> {
  const port = opts.port ?? 0;
  const messages: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refused < (opts.refuseFirst ?? 0)) {
          refused += 1;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender killed mid-conversation (crash-recovery.test.ts) resets its connection; smtp-server reports that as
  // an 'error' event, which would otherwise be an uncaught exception failing the whole run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const addr = server.server.address();
  const listening = addr && typeof addr === 'object' ? addr.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}?ignoreTLS=true`,
    messages,
    refused: () => refused,
    async waitFor(n, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} e-mail(s), got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages[n - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and =XX escapes so links can be found in the raw text part. */
export function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

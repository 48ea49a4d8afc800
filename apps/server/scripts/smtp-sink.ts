/**
 * A local SMTP sink for trying e-mails end to end (the browser tests' magic links, issue 11): accepts every
 * message on 127.0.0.1:<SMTP_SINK_PORT> (no TLS, no auth) and serves what arrived as JSON on
 * 127.0.0.1:<SMTP_SINK_HTTP_PORT>/messages — `[{ to: string[], raw: string }]`, oldest first, raw as received
 * (quoted-printable bodies undecoded). `/health` answers 200 once both listen. Point a server at it with
 * `SMTP_URL=smtp://127.0.0.1:<port>?ignoreTLS=true`.
 *
 *   SMTP_SINK_PORT=3318 SMTP_SINK_HTTP_PORT=3319 npx tsx apps/server/scripts/smtp-sink.ts
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3318);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3319);
const messages: { to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const http = createServer((req, res) => {
  const body =
    req.url === '/messages' ? JSON.stringify(messages) : req.url === '/health' ? '{"ok":true}' : null;
  res.writeHead(body === null ? 404 : 200, { 'Content-Type': 'application/json' });
  res.end(body ?? '{}');
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () => {
    console.log(`SMTP sink on ${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`);
  });
});

/**
 * A local SMTP sink for trying e-mails end to end (the browser tests' magic links): the server tests'
 * in-process SMTP server (test/helpers/smtp.ts) on 127.0.0.1:<SMTP_SINK_PORT> (no TLS, no auth), with what arrived
 * served as JSON on 127.0.0.1:<SMTP_SINK_HTTP_PORT>/messages — `[{ from, to: string[], raw: string }]`, oldest
 * first, raw as received (quoted-printable bodies undecoded). `/health` answers 200 once both listen. Point a
 * server at it with `SMTP_URL=smtp://127.0.0.1:<port>?ignoreTLS=true`.
 *
 *   SMTP_SINK_PORT=3318 SMTP_SINK_HTTP_PORT=3319 npx tsx apps/server/scripts/smtp-sink.ts
 */
import { createServer } from 'node:http';
import { startSmtp } from '../test/helpers/smtp.ts';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3318);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3319);

const smtp = await startSmtp({ port: smtpPort });
const http = createServer((req, res) => {
  const body =
    req.url === '/messages' ? JSON.stringify(smtp.messages) : req.url === '/health' ? '{"ok":true}' : null;
  res.writeHead(body === null ? 404 : 200, { 'Content-Type': 'application/json' });
  res.end(body ?? '{}');
});
http.listen(httpPort, '127.0.0.1', () => {
  console.log(`SMTP sink on ${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`);
});

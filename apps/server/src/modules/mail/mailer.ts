/**
 * Outgoing e-mail (docs/adr/0013-mail-jobs.md). A message is first written to the
 * `email_outbox` table (status 'queued') inside the transaction of what causes it (`enqueue(tx, message)`: a
 * created user and their welcome commit together, or neither). After the commit, `dispatch(ids)` hands the rows
 * to the `send-email` queue of the app's job queue (src/jobs/queue.ts), whose worker sends each through nodemailer
 * and marks it 'sent'; an SMTP failure records the error and the attempt and throws, so pg-boss tries again with
 * backoff, until MAIL_MAX_ATTEMPTS attempts have failed and the row is marked 'failed'. Without SMTP_URL nothing
 * is sent: rows stay queued and development mode lists them at GET /api/dev/outbox.
 *
 *   const mailer = createMailer({ db, smtpUrl, from, retryDelaySeconds });
 *   mailer.attach(app.jobQueue);                     // buildApp; re-dispatches rows a stopped process left queued
 *   const id = await mailer.enqueue(tx, message);    // in the use case's transaction
 *   background.run('welcome-email', () => mailer.dispatch([id]));   // after the commit
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobQueue, OpenQueue } from '../../jobs/queue.ts';
import { withoutLinkTokens } from './redact.ts';
import { claimOutbox, insertOutbox, queuedOutboxIds, recordAttempt, requeueSending } from './repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Attempts of one message before it is marked failed (the first and four retries). */
export const MAIL_MAX_ATTEMPTS = 5;
export const SEND_EMAIL_QUEUE = 'send-email';
/**
 * A row `sending` this long after it was written is lost for good (its job's retries, about 8 minutes of backoff
 * at most, are over): put back to queued at the next start.
 */
export const LOST_SENDING_AFTER_MS = 60 * 60_000;

/**
 * The Message-ID of an outbox row: the same for every attempt at sending it, so the one case where a message can
 * reach SMTP twice (the process dies after the server accepted it and before the row says sent, ADR 0019) gives
 * two copies of one message, which mail systems and the recipient see as one. Row id and creation time make it
 * unique across databases; the domain is the sender's.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

export interface Mailer {
  /** Writes the message to the outbox in `db` (the caller's transaction, so it commits with its cause); its id. */
  enqueue(db: DbOrTx, message: MailMessage): Promise<number>;
  /** After the commit: hands outbox rows to the mail job (nothing without SMTP: they stay in the dev outbox). */
  dispatch(ids: readonly number[]): Promise<void>;
  /**
   * Sends the app's job queue the mail jobs from now on, and re-dispatches queued rows of earlier attempts (a
   * process stopped between a commit and its dispatch, or during retries). Without it, `dispatch` sends at once.
   */
  attach(queue: JobQueue): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  /** smtp://user:pass@host:port ; unset → outbox only. */
  smtpUrl?: string | undefined;
  from: string;
  /** Seconds before the first retry of a failed send (then doubling, with pg-boss's jitter). Default 30. */
  retryDelaySeconds?: number;
}

/** The stored text and HTML of a message without its links' tokens. */
const redacted = (row: { text: string; html: string | null }) => ({
  text: withoutLinkTokens(row.text),
  html: row.html === null ? null : withoutLinkTokens(row.html),
});

export function createMailer({ db, smtpUrl, from, retryDelaySeconds = 30 }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let queue: JobQueue | null = null;
  let opening: Promise<OpenQueue<{ outboxId: number }>> | null = null;

  /**
   * One attempt at sending an outbox row: 'sent', or the error recorded and thrown (pg-boss retries) until the
   * last attempt, which marks the row 'failed'. The row is claimed first (queued → sending): a second job for it
   * (sent twice, or by another process) finds it taken and does nothing, so a message is sent once (ADR 0019).
   * Once the row is done with (sent, or failed for good) its links' tokens are taken out of it (redact.ts).
   */
  const deliver = async (outboxId: number, retryCount = 0): Promise<void> => {
    if (!transport) return;
    // A retry takes over a row its lost run left `sending` (ADR 0019); a first run only takes a queued row.
    const row = await claimOutbox(db, outboxId, retryCount > 0);
    if (!row) return;
    try {
      const { to, subject, text, html } = row;
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        messageId: outboxMessageId(row, from),
      });
      await recordAttempt(db, outboxId, { status: 'sent', now: new Date(), body: redacted(row) });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const final = row.attempts + 1 >= MAIL_MAX_ATTEMPTS;
      await recordAttempt(
        db,
        outboxId,
        final ? { status: 'failed', error, body: redacted(row) } : { status: 'queued', error },
      );
      if (!final) throw err;
    }
  };

  const mailQueue = (q: JobQueue) => {
    const attempt = (opening ??= q.open<{ outboxId: number }>(
      SEND_EMAIL_QUEUE,
      {
        localConcurrency: 2,
        retry: { limit: MAIL_MAX_ATTEMPTS - 1, delaySeconds: retryDelaySeconds, backoff: true },
      },
      ({ outboxId }, { retryCount }) => deliver(outboxId, retryCount),
    ));
    // A failed start is not kept: the next dispatch tries again.
    attempt.catch(() => {
      if (opening === attempt) opening = null;
    });
    return attempt;
  };

  const dispatch = async (ids: readonly number[]) => {
    if (!transport || ids.length === 0) return;
    if (!queue) {
      // No job queue (a script): one attempt each, now; a failure stays on the row.
      for (const id of ids) await deliver(id).catch(() => undefined);
      return;
    }
    await (await mailQueue(queue)).send(ids.map((outboxId) => ({ outboxId })));
  };

  return {
    enqueue: (tx, message) =>
      insertOutbox(tx, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      }),
    dispatch,
    async attach(q) {
      queue = q;
      if (!transport) return;
      // Rows a stopped process left `sending` whose job will not run again: on PGlite every one (this process owns
      // the database); on PostgreSQL those older than any live send or retry could be.
      await requeueSending(
        db,
        q.backend === 'pglite' ? null : new Date(Date.now() - LOST_SENDING_AFTER_MS),
      ).catch(() => []);
      const left = await queuedOutboxIds(db).catch(() => []);
      if (left.length) await dispatch(left);
    },
    close() {
      transport?.close();
    },
  };
}

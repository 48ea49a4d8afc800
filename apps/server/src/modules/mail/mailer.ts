/**
 * Outgoing e-mail (issue 3 §6). Every message is first written to the `email_outbox` table (status 'queued');
 * with SMTP_URL it is then handed to nodemailer and marked 'sent' or 'failed'; without it, it stays queued
 * and development mode lists it at GET /api/dev/outbox.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SendResult {
  id: number;
  status: 'queued' | 'sent' | 'failed';
}

export interface Mailer {
  /** Records the message in the outbox and, when SMTP is configured, sends it. Never throws for SMTP faults. */
  send(message: MailMessage): Promise<SendResult>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  /** smtp://user:pass@host:port ; unset → outbox only. */
  smtpUrl?: string | undefined;
  from: string;
}

export function createMailer({ db, smtpUrl, from }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      if (!transport) return { id: row.id, status: 'queued' };
      try {
        await transport.sendMail({ from, ...message });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db
          .update(emailOutbox)
          .set({ status: 'failed', error, attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
    close() {
      transport?.close();
    },
  };
}

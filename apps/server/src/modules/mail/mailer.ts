/**
 * Outgoing e-mail (issue 3 §6). Every message is first written to the `email_outbox` table (status 'queued');
 * with SMTP_URL it is then handed to nodemailer and marked 'sent' or 'failed'; without it, it stays queued
 * and development mode lists it at GET /api/dev/outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { insertOutbox, recordAttempt } from './repository.ts';

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
      const id = await insertOutbox(db, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      if (!transport) return { id, status: 'queued' };
      try {
        await transport.sendMail({ from, ...message });
        await recordAttempt(db, id, { status: 'sent', now: new Date() });
        return { id, status: 'sent' };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await recordAttempt(db, id, { status: 'failed', error });
        return { id, status: 'failed' };
      }
    },
    close() {
      transport?.close();
    },
  };
}

/**
 * Mail module: the mailer (the outbox table and the `send-email` job: SMTP with retries), the e-mail templates,
 * and the development outbox route. Other modules use only what is exported here.
 */
export { createMailer, MAIL_MAX_ATTEMPTS, type MailMessage, type Mailer } from './mailer.ts';
export {
  magicCompletedEmail,
  magicLinkEmail,
  mfaResetEmail,
  passwordResetEmail,
  welcomeEmail,
} from './templates.ts';
export { devOutboxRoutes } from './routes.ts';

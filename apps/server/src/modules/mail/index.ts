/**
 * Mail module: the mailer (SMTP or the outbox table), the e-mail templates, and the development outbox route.
 * Other modules use only what is exported here.
 */
export { createMailer, type MailMessage, type Mailer } from './mailer.ts';
export { magicCompletedEmail, magicLinkEmail, passwordResetEmail, welcomeEmail } from './templates.ts';
export { devOutboxRoutes } from './routes.ts';

// Forgot password → e-mail (through an in-process SMTP server) → reset with the link's token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rlc/shared';
import { auditLog, emailOutbox, passwordResetTokens } from '../src/db/schema/index.ts';
import { sha256Hex } from '../src/modules/auth/reset-token.ts';
import { bearer, createTestApp, type J, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';
import { waitForOutbox } from './helpers/outbox.ts';
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from './helpers/smtp.ts';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: Record<string, unknown>, jwt?: string) =>
  t.app.inject({ method: 'POST', url: `/api/app/v1/${url}`, payload, headers: jwt ? bearer(jwt) : {} });

const SAME_ANSWER = { data: { message: MESSAGES.login.requestSentText } };

/** The token in the e-mail's link `http://app.example.test/reset-password?token=…`. */
function tokenFrom(raw: string): string {
  const text = decodeQuotedPrintable(raw);
  const m = /http:\/\/app\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no reset link in:\n${raw}`);
  return m[1];
}

describe('forgot password and reset', () => {
  let token = '';
  let email = '';
  let oldJwt = '';

  it('e-mails a single-use link to an existing account and answers "Request sent" text', async () => {
    const { user, password } = await createUser(t.db, { email: 'Reset.Me@Example.test', firstName: 'Rita' });
    email = user.email;
    oldJwt = await t.login(email, password, '10.20.0.1');
    const res = await post('resetPassword', { email: 'reset.me@example.test', code: 'forgot' });
    expect(res.statusCode).toBe(200);
    expect(res.json<J>()).toEqual(SAME_ANSWER);
    const mail = await smtp.waitFor(1);
    expect(mail.to).toEqual(['reset.me@example.test']);
    expect(mail.raw).toMatch(/^Subject: Reset your password\r?$/m);
    expect(mail.raw).toMatch(/^To: reset\.me@example\.test\r?$/m);
    token = tokenFrom(mail.raw);
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    // Only the SHA-256 of the token is stored, expiring in 1 hour.
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256Hex(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - t.clock().getTime()).toBe(60 * 60_000);
    // The mail job marks the row sent once SMTP accepted it.
    const [out] = await waitForOutbox(t.db, 'reset.me@example.test', 'sent');
    expect(out!.attempts).toBe(1);
  });

  it('gives the same answer for an unknown address, and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await post('resetPassword', { email: 'nobody@example.test', code: 'forgot' });
    expect(res.statusCode).toBe(200);
    expect(res.json<J>()).toEqual(SAME_ANSWER);
    await t.app.background.idle();
    expect(smtp.messages.length).toBe(before);
  });

  it('validates the e-mail like the Login screen', async () => {
    const res = await post('resetPassword', { email: 'bad', code: 'forgot' });
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error).toMatchObject({ code: 'VALIDATION', message: MESSAGES.login.emailInvalid });
  });

  it('sets the new password with the token, ends existing sessions, and the token works only once', async () => {
    const res = await post('password/reset', { token, newPassword: 'reset password 1' });
    expect(res.statusCode).toBe(200);
    expect(res.json<J>()).toEqual({ data: { message: 'Password updated' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/app/v1/auth', headers: bearer(oldJwt) })).statusCode,
    ).toBe(401);
    await expect(t.login(email, 'reset password 1', '10.20.0.2')).resolves.toBeTruthy();
    const again = await post('password/reset', { token, newPassword: 'reset password 2' });
    expect(again.statusCode).toBe(400);
    expect(again.json<J>()?.error?.code).toBe('VALIDATION');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'password.reset'));
    expect(audits).toHaveLength(1);
  });

  it('refuses an expired token (older than 1 hour)', async () => {
    await post('resetPassword', { email, code: 'forgot' });
    const mail = await smtp.waitFor(2);
    const late = tokenFrom(mail.raw);
    t.clock.advanceMinutes(61);
    const res = await post('password/reset', { token: late, newPassword: 'reset password 3' });
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error?.message).toMatch(/invalid or has expired/);
  });

  it('validates the reset body', async () => {
    const res = await post('password/reset', { token: 'x'.repeat(43), newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error?.message).toBe(MESSAGES.login.passwordTooShort);
  });
});

describe('outbox without SMTP', () => {
  it('keeps the message queued in the outbox', async () => {
    const t2 = await createTestApp({ testDb: t.testDb });
    try {
      const { user } = await createUser(t2.db);
      await t2.app.inject({
        method: 'POST',
        url: '/api/app/v1/resetPassword',
        payload: { email: user.email, code: 'forgot' },
      });
      await t2.app.background.idle();
      const rows = await t2.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'queued', subject: 'Reset your password' });
      expect(rows[0]!.text).toContain('http://app.example.test/reset-password?token=');
    } finally {
      await t2.close();
    }
  });
});

describe('forgot-password flood control', () => {
  it('sends at most 3 e-mails per account per window, with the same answer, and limits an address to 10 requests', async () => {
    const { user } = await createUser(t.db);
    const before = smtp.messages.length;
    const ip = '10.30.0.1';
    const ask = (e: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app/v1/resetPassword',
        payload: { email: e, code: 'forgot' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) {
      const res = await ask(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
    }
    // Three e-mails for the account, all delivered; the other two requests wrote none.
    const rows = await waitForOutbox(t.db, user.email, 'sent', 3);
    expect(rows).toHaveLength(3);
    await smtp.waitFor(before + 3);
    expect(smtp.messages.length - before).toBe(3);
    for (let i = 0; i < 5; i++) expect((await ask(`other${i}@example.test`)).statusCode).toBe(200);
    const eleventh = await ask('eleventh@example.test');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<J>().error?.code).toBe('RATE_LIMITED');
  });
});

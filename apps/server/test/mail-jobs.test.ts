/**
 * E-mail through the `send-email` job (docs/adr/0013-mail-jobs.md), against a real SMTP server in
 * this process (`smtp-server`): the welcome e-mail of a created user is written to the outbox in the same
 * transaction as the user, delivered by the job, and its link lets the new user choose a password; a refused
 * create writes no e-mail; a temporary SMTP failure is retried and then delivered; the last failed attempt marks
 * the row failed; rows a stopped process left queued are sent when the app starts again.
 * Runs on PGlite and on PostgreSQL (`npm run test:pg -w apps/server -- test/mail-jobs.test.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { completePasswordReset } from '../src/modules/auth/complete-password-reset.ts';
import { MAIL_MAX_ATTEMPTS } from '../src/modules/mail/index.ts';
import { userAdminWorld } from './account-users-world.ts';
import { bearer, createTestApp, type J, type TestApp } from './helpers/app.ts';
import { waitForOutbox } from './helpers/outbox.ts';
import { decodeQuotedPrintable, startSmtp } from './helpers/smtp.ts';

type World = Awaited<ReturnType<typeof userAdminWorld>>;

/** The token of the set-password link `http://app.example.test/reset-password?token=…` in a raw message. */
function linkToken(raw: string): string {
  const m = /http:\/\/app\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
    decodeQuotedPrintable(raw),
  );
  if (!m?.[1]) throw new Error(`no set-password link in:\n${raw}`);
  return m[1];
}

const createBody = (w: World, email: string) => ({
  user: {
    firstName: 'Nina',
    lastName: 'Park',
    email,
    role_id: w.roles.adviser.id,
    community_ids: [w.north.id],
  },
  sendEmail: true,
});

describe('the welcome e-mail through the job and SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let w: World;
  let admin = '';

  beforeAll(async () => {
    // The first message is refused once (451): the job tries again after about a second.
    smtp = await startSmtp({ refuseFirst: 1 });
    t = await createTestApp({ smtpUrl: smtp.url, env: { MAIL_RETRY_DELAY_SECONDS: '1' } });
    w = await userAdminWorld(t.db, 'mail');
    admin = await t.login(w.users.admin.user.email, w.users.admin.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries a refused delivery, then delivers the welcome whose link sets the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/users/create',
      headers: bearer(admin),
      payload: createBody(w, 'nina.park@a.test'),
    });
    expect(res.statusCode).toBe(200);

    const mail = await smtp.waitFor(1, 30_000);
    // One refusal, then the delivery: two attempts on the row, the refusal's text kept as its last error.
    expect(smtp.refused()).toBe(1);
    const [row] = await waitForOutbox(t.db, 'nina.park@a.test', 'sent');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 2,
      subject: 'Welcome to Retirement Living Compare',
    });
    expect(row!.error).toMatch(/Try again later/);

    expect(mail.to).toEqual(['nina.park@a.test']);
    expect(mail.raw).toMatch(/^Subject: Welcome to Retirement Living Compare\r?$/m);
    expect(decodeQuotedPrintable(mail.raw)).toContain(
      'Corp A mail has created a Retirement Living Compare account',
    );

    // Opening the link: the Reset Password page completes the reset with the token from the mail.
    const token = linkToken(mail.raw);
    await completePasswordReset({ db: t.db, clock: t.clock }, token, 'my own password 1', '10.0.0.9');
    await expect(t.login('nina.park@a.test', 'my own password 1')).resolves.toBeTruthy();
    // Single use: the same link cannot set a password again.
    await expect(
      completePasswordReset({ db: t.db, clock: t.clock }, token, 'another password 2', '10.0.0.9'),
    ).rejects.toThrow(/invalid or has expired/);
  }, 60_000);

  it('writes no e-mail when the create is refused (the outbox row is part of the transaction)', async () => {
    const before = (await t.db.select().from(emailOutbox)).length;
    // The e-mail is taken (409): nothing of the create is kept, not even its welcome e-mail.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/users/create',
      headers: bearer(admin),
      payload: createBody(w, 'nina.park@a.test'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<J>().error?.code).toBe('CONFLICT');
    expect((await t.db.select().from(emailOutbox)).length).toBe(before);
  });

  it('sends the password-reset e-mail through the same job', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/resetPassword',
      payload: { email: 'nina.park@a.test', code: 'forgot' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(2, 30_000);
    expect(mail.raw).toMatch(/^Subject: Reset your password\r?$/m);
    await completePasswordReset(
      { db: t.db, clock: t.clock },
      linkToken(mail.raw),
      'reset password 3',
      '10.0.0.9',
    );
    await expect(t.login('nina.park@a.test', 'reset password 3')).resolves.toBeTruthy();
  }, 60_000);
});

describe('failures and restarts', () => {
  it(`marks a message failed after ${MAIL_MAX_ATTEMPTS} failed attempts, without another retry`, async () => {
    const smtp = await startSmtp({ refuseFirst: Infinity });
    const t = await createTestApp({ smtpUrl: smtp.url, env: { MAIL_RETRY_DELAY_SECONDS: '1' } });
    try {
      // Four attempts already failed (a row as earlier retries leave it): the fifth is the last.
      const [row] = await t.db
        .insert(emailOutbox)
        .values({ to: 'late@a.test', subject: 'S', text: 'T', attempts: MAIL_MAX_ATTEMPTS - 1, error: 'x' })
        .returning();
      await t.mailer.dispatch([row!.id]);
      const [failed] = await waitForOutbox(t.db, 'late@a.test', 'failed', 1, 30_000);
      expect(failed).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
      expect(failed!.error).toMatch(/Try again later/);
      // No retry after the last attempt: the server saw exactly one more try.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(smtp.refused()).toBe(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 60_000);

  it('sends, at start, the messages a stopped process left queued', async () => {
    const smtp = await startSmtp();
    const first = await createTestApp();
    // Written before a crash, never handed to the job (no SMTP then).
    await first.db.insert(emailOutbox).values({ to: 'left@a.test', subject: 'Left behind', text: 'Body' });
    await first.app.close();
    first.mailer.close();
    const t = await createTestApp({ smtpUrl: smtp.url, testDb: first.testDb });
    try {
      const mail = await smtp.waitFor(1, 30_000);
      expect(mail.to).toEqual(['left@a.test']);
      await waitForOutbox(t.db, 'left@a.test', 'sent');
    } finally {
      await t.close();
      await first.testDb.close();
      await smtp.close();
    }
  }, 60_000);
});

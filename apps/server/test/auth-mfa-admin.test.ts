/**
 * What ADR 0025 adds to multi-factor sign-in (issue 15's closing gaps), through the HTTP API on a fixed test clock:
 * an administrator resets another user's MFA (sessions end, codes stop working, audited, e-mailed), a user makes
 * new recovery codes (the old ones stop working), and Sign-in security counts who has MFA on.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, mfaRecoveryCodes, userMfa, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createCorporate, createUser } from './helpers/fixtures.ts';
import { code, data, mfaClient, newIp } from './helpers/mfa-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const { post, get, codeAt, signInPassword, enrolledUser } = mfaClient(() => t);

// A corporate administrator: user administration and the corporate, and what the advisers they manage hold.
const ADMIN = [
  'accessCorporate',
  'updateCorporate',
  'createUser',
  'updateUser',
  'accessSelf',
  'createForm',
] as const;

/** A corporate with a signed-in administrator and a user of it with MFA on. */
async function adminAndEnrolled() {
  const corporate = await createCorporate(t.db);
  const ip = newIp('192.0.2');
  const admin = await createUser(t.db, { corporateId: corporate.id, permissions: ADMIN });
  const adminJwt = (await signInPassword(admin.user.email, admin.password, ip)).jwt!;
  const target = await enrolledUser({ corporateId: corporate.id, firstName: 'Robin' });
  return { corporate, admin, adminJwt, ip, target };
}

const actionsOf = async (userId: number) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.userId, userId))).map((a) => ({
    action: a.action,
    details: a.details,
  }));

describe("an administrator resets another user's MFA", () => {
  it('clears the secret and recovery codes, ends every session of the user, audits and e-mails them', async () => {
    const { admin, adminJwt, ip, target } = await adminAndEnrolled();
    // A second session of the target, signed in with a code.
    const step = await signInPassword(target.user.email, target.password, target.ip);
    const second = data<{ jwt: string }>(
      await post(
        '/login/mfa',
        { challenge: step.mfa!.challenge, code: codeAt(target.secret) },
        undefined,
        target.ip,
      ),
    ).jwt;
    const listed = data<{ users: { id: number; mfa: boolean }[] }>(await post('/users', {}, adminJwt, ip));
    expect(listed.users.find((u) => u.id === target.user.id)?.mfa).toBe(true);

    const res = await post(`/user/${target.user.id}/mfa/reset`, {}, adminJwt, ip);
    expect(res.statusCode).toBe(200);
    const body = data<{ user: { id: number; mfa: boolean }; message: string }>(res);
    expect(body.user).toMatchObject({ id: target.user.id, mfa: false });
    expect(body.message).toBe('Multi-factor sign-in reset');

    // Both sessions are over (ASVS: a change of authenticators ends the user's sessions).
    expect((await get('/auth', target.jwt)).statusCode).toBe(401);
    expect((await get('/auth', second)).statusCode).toBe(401);
    // Nothing of the old enrolment is left: no secret, no recovery code.
    expect(await t.db.select().from(userMfa).where(eq(userMfa.userId, target.user.id))).toEqual([]);
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, target.user.id)),
    ).toEqual([]);
    // The policy is 'optional': the password alone signs in now.
    expect((await signInPassword(target.user.email, target.password, newIp())).jwt).toEqual(
      expect.any(String),
    );
    // Audited on the administrator with the target's id only.
    expect(await actionsOf(admin.user.id)).toContainEqual({
      action: 'mfa.admin-reset',
      details: { targetUserId: target.user.id },
    });
    // The user is told, without a link.
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, target.user.email));
    expect(mail?.subject).toBe('Your multi-factor sign-in was reset');
    expect(mail?.text).toContain('Hello Robin,');
    expect(mail?.text).toContain('You can set it up again under Account › Multi-factor sign-in');
    expect(mail?.text).not.toContain('http');
    // Done once: a second reset finds nothing to clear.
    const again = await post(`/user/${target.user.id}/mfa/reset`, {}, adminJwt, ip);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toContain('has not set it up');
  });

  it('under a policy requiring MFA, the user sets it up again at the next sign-in (and the e-mail says so)', async () => {
    const { adminJwt, ip, target } = await adminAndEnrolled();
    expect((await post('/corporate/mfa-policy', { policy: 'all' }, adminJwt, ip)).statusCode).toBe(200);
    expect((await post(`/user/${target.user.id}/mfa/reset`, {}, adminJwt, ip)).statusCode).toBe(200);
    const step = await signInPassword(target.user.email, target.password, newIp());
    expect(step.jwt).toBeUndefined();
    expect(step.mfa?.enrol).toBe(true);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, target.user.email));
    expect(mail?.text).toContain('you will set it up again when you next sign in');
  });

  it('needs a confirmation within 5 minutes (403 REAUTH_REQUIRED, nothing cleared), then works', async () => {
    const { admin, adminJwt, ip, target } = await adminAndEnrolled();
    t.clock.advanceMinutes(6);
    const stale = await post(`/user/${target.user.id}/mfa/reset`, {}, adminJwt, ip);
    expect(stale.statusCode).toBe(403);
    expect(code(stale)).toBe('REAUTH_REQUIRED');
    expect((await get('/auth', target.jwt)).statusCode).toBe(200);
    expect(await t.db.select().from(userMfa).where(eq(userMfa.userId, target.user.id))).toHaveLength(1);
    expect((await post('/reauth', { password: admin.password }, adminJwt, ip)).statusCode).toBe(200);
    expect((await post(`/user/${target.user.id}/mfa/reset`, {}, adminJwt, ip)).statusCode).toBe(200);
  });

  it("refuses users without user administration (the guard's 403) and users above the caller", async () => {
    const { corporate, ip, target } = await adminAndEnrolled();
    const adviser = await createUser(t.db, { corporateId: corporate.id });
    const adviserJwt = (await signInPassword(adviser.user.email, adviser.password, ip)).jwt!;
    const byAdviser = await post(`/user/${target.user.id}/mfa/reset`, {}, adviserJwt, ip);
    expect(byAdviser.statusCode).toBe(403);
    expect(code(byAdviser)).toBe('FORBIDDEN');
    // A user manager (no updateCorporate) may not reset a corporate administrator, who holds more.
    const manager = await createUser(t.db, {
      corporateId: corporate.id,
      permissions: ['accessCorporate', 'createUser', 'updateUser', 'accessSelf', 'createForm'],
    });
    const managerJwt = (await signInPassword(manager.user.email, manager.password, ip)).jwt!;
    const boss = await enrolledUser({ corporateId: corporate.id, permissions: ADMIN });
    const up = await post(`/user/${boss.user.id}/mfa/reset`, {}, managerJwt, ip);
    expect(up.statusCode).toBe(403);
    expect(up.json<{ error: { message: string } }>().error.message).toContain('permissions you do not hold');
    expect((await get('/auth', boss.jwt)).statusCode).toBe(200);
    // …but may reset an adviser's.
    expect((await post(`/user/${target.user.id}/mfa/reset`, {}, managerJwt, ip)).statusCode).toBe(200);
  });

  it("answers 404 for another corporate's user, exactly as for an id that does not exist", async () => {
    const { adminJwt, ip } = await adminAndEnrolled();
    const foreign = await enrolledUser(); // its own new corporate
    const theirs = await post(`/user/${foreign.user.id}/mfa/reset`, {}, adminJwt, ip);
    const none = await post('/user/2147483000/mfa/reset', {}, adminJwt, ip);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(none.body);
    expect((await get('/auth', foreign.jwt)).statusCode).toBe(200);
    expect(await t.db.select().from(userMfa).where(eq(userMfa.userId, foreign.user.id))).toHaveLength(1);
  });

  it('refuses the caller themself: their own MFA is changed on their Account page', async () => {
    const corporate = await createCorporate(t.db);
    const admin = await enrolledUser({ corporateId: corporate.id, permissions: ADMIN });
    const res = await post(`/user/${admin.user.id}/mfa/reset`, {}, admin.jwt, admin.ip);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      'Error resetting multi-factor sign-in: you cannot reset your own here; use Account › Multi-factor sign-in.',
    );
    expect(data<{ enabled: boolean }>(await get('/account/mfa', admin.jwt)).enabled).toBe(true);
  });
});

describe('new recovery codes', () => {
  it('replace all the old ones: old codes are refused, each new one works once', async () => {
    const u = await enrolledUser();
    // Use one old code first, so the count below shows the new set is whole again.
    const first = await signInPassword(u.user.email, u.password, u.ip);
    expect(
      (
        await post(
          '/login/mfa',
          { challenge: first.mfa!.challenge, code: u.recoveryCodes[0]! },
          undefined,
          u.ip,
        )
      ).statusCode,
    ).toBe(200);
    expect(data<{ recoveryCodesLeft: number }>(await get('/account/mfa', u.jwt)).recoveryCodesLeft).toBe(9);

    const res = await post('/account/mfa/recovery-codes', {}, u.jwt, u.ip);
    expect(res.statusCode).toBe(200);
    const fresh = data<{ recoveryCodes: string[] }>(res).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const c of fresh) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(fresh.filter((c) => u.recoveryCodes.includes(c))).toEqual([]);
    // 10 unused: the used one is gone with the others.
    expect(data<{ recoveryCodesLeft: number }>(await get('/account/mfa', u.jwt)).recoveryCodesLeft).toBe(10);

    const step = await signInPassword(u.user.email, u.password, u.ip);
    const tryCode = (c: string) =>
      post('/login/mfa', { challenge: step.mfa!.challenge, code: c }, undefined, u.ip);
    // An old unused code (the second) no longer works…
    expect((await tryCode(u.recoveryCodes[1]!)).statusCode).toBe(400);
    // …a new one does, once.
    expect((await tryCode(fresh[0]!)).statusCode).toBe(200);
    const again = await signInPassword(u.user.email, u.password, u.ip);
    expect(
      (await post('/login/mfa', { challenge: again.mfa!.challenge, code: fresh[0]! }, undefined, u.ip))
        .statusCode,
    ).toBe(400);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, u.user.id), eq(auditLog.action, 'mfa.recovery-codes')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.details ?? {})).not.toMatch(/[a-z2-9]{5}-[a-z2-9]{5}/);
  });

  it('need a confirmation within 5 minutes (a code will do); without MFA there are none to renew', async () => {
    const u = await enrolledUser();
    t.clock.advanceMinutes(6);
    const stale = await post('/account/mfa/recovery-codes', {}, u.jwt, u.ip);
    expect(stale.statusCode).toBe(403);
    expect(code(stale)).toBe('REAUTH_REQUIRED');
    // Nothing changed: an old code still signs in.
    const step = await signInPassword(u.user.email, u.password, u.ip);
    expect(
      (
        await post(
          '/login/mfa',
          { challenge: step.mfa!.challenge, code: u.recoveryCodes[0]! },
          undefined,
          u.ip,
        )
      ).statusCode,
    ).toBe(200);
    expect((await post('/reauth', { code: codeAt(u.secret) }, u.jwt, u.ip)).statusCode).toBe(200);
    expect((await post('/account/mfa/recovery-codes', {}, u.jwt, u.ip)).statusCode).toBe(200);

    const ip = newIp();
    const plain = await createUser(t.db);
    const jwt = (await signInPassword(plain.user.email, plain.password, ip)).jwt!;
    expect((await post('/account/mfa/recovery-codes', {}, jwt, ip)).statusCode).toBe(409);
  });
});

describe('Sign-in security figures', () => {
  it('count active users with MFA on, and those the policy covers without it', async () => {
    // Admin A (updateCorporate, no MFA), adviser B (MFA on), adviser C (no MFA), adviser D (MFA on but disabled),
    // and a hidden demo user: 3 active listed users, 1 with MFA.
    const corporate = await createCorporate(t.db);
    const ip = newIp();
    const a = await createUser(t.db, { corporateId: corporate.id, permissions: ADMIN });
    await enrolledUser({ corporateId: corporate.id });
    await createUser(t.db, { corporateId: corporate.id });
    const d = await enrolledUser({ corporateId: corporate.id });
    await t.db.update(users).set({ state: 'disabled' }).where(eq(users.id, d.user.id));
    await createUser(t.db, { corporateId: corporate.id, silentUser: true });
    const jwt = (await signInPassword(a.user.email, a.password, ip)).jwt!;

    expect(data(await get('/corporate/mfa-policy', jwt))).toEqual({
      policy: 'optional',
      adoption: { activeUsers: 3, withMfa: 1, coveredWithoutMfa: 0 },
    });
    // 'admins' covers A only (the one holding updateCorporate), who has no MFA.
    expect(data(await post('/corporate/mfa-policy', { policy: 'admins' }, jwt, ip))).toEqual({
      policy: 'admins',
      adoption: { activeUsers: 3, withMfa: 1, coveredWithoutMfa: 1 },
    });
    // 'all' covers A and C: 3 active − 1 with MFA.
    expect(data(await post('/corporate/mfa-policy', { policy: 'all' }, jwt, ip))).toEqual({
      policy: 'all',
      adoption: { activeUsers: 3, withMfa: 1, coveredWithoutMfa: 2 },
    });
  });
});

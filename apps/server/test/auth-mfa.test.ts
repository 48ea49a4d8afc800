/**
 * Multi-factor sign-in, recovery codes, the corporate MFA policy and re-authentication (ADR 0018),
 * through the HTTP API on a fixed test clock. Codes are computed here with the `otpauth` library from the secret
 * the server showed (an independent source: the server's own matching is checked against RFC 6238's vectors).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mfaRecoveryCodes, userMfa } from '../src/db/schema/index.ts';
import { matchTotp } from '../src/modules/auth/totp.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createCorporate, createRole, createUser } from './helpers/fixtures.ts';
import { code, data, mfaClient, newIp } from './helpers/mfa-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const { post, get, codeAt, signInPassword, enrolledUser } = mfaClient(() => t);

describe('TOTP matching (RFC 6238 Appendix B, SHA-1)', () => {
  // The RFC's key is the ASCII '12345678901234567890' (base32 below); its 8-digit codes end in the 6-digit ones
  // (both are the same truncated number mod 10^8 and mod 10^6). Step T = floor(seconds / 30).
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1111111111, '050471', 37037037],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
  ])('at %i s the code %s is right, of step %i', (seconds, totp, step) => {
    expect(matchTotp(RFC_SECRET, totp, new Date(seconds * 1000), null)).toBe(step);
    // The same code is refused once its step was used (replay), and a neighbouring wrong code always.
    expect(matchTotp(RFC_SECRET, totp, new Date(seconds * 1000), step)).toBeNull();
    expect(
      matchTotp(
        RFC_SECRET,
        String((Number(totp) + 1) % 1e6).padStart(6, '0'),
        new Date(seconds * 1000),
        null,
      ),
    ).toBeNull();
  });
});

describe('enrolment', () => {
  it('shows a secret as a QR code and text, confirms with a code, and gives ten single-use recovery codes', async () => {
    const ip = newIp();
    const { user, password } = await createUser(t.db);
    const jwt = (await signInPassword(user.email, password, ip)).jwt!;
    const setup = data<{ secret: string; otpauthUri: string; qrDataUrl: string }>(
      await post('/account/mfa/setup', {}, jwt, ip),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits in base32: 32 characters
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // Not on until confirmed: a wrong code is a field error.
    const wrong = await post(
      '/account/mfa/confirm',
      { code: '000000' === codeAt(setup.secret) ? '111111' : '000000' },
      jwt,
      ip,
    );
    expect(wrong.statusCode).toBe(400);
    expect(data<{ enabled: boolean }>(await get('/account/mfa', jwt)).enabled).toBe(false);

    const ok = await post('/account/mfa/confirm', { code: codeAt(setup.secret) }, jwt, ip);
    const { recoveryCodes } = data<{ recoveryCodes: string[] }>(ok);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(data(await get('/account/mfa', jwt))).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    // Stored: the secret sealed (not its text), the codes as hashes only.
    const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
    expect(row!.secretEnc).not.toContain(setup.secret);
    const stored = await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const s of stored) {
      expect(s.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.map((c) => c.replace('-', ''))).not.toContain(s.codeHash);
    }
    // A second setup cannot replace a confirmed secret.
    expect((await post('/account/mfa/setup', {}, jwt, ip)).statusCode).toBe(409);
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id))).map((a) => a.action),
    ).toContain('mfa.enrol');
  });
});

describe('sign-in with MFA', () => {
  it('asks for a code after the password (no session yet), then signs in; the same code is refused again', async () => {
    const u = await enrolledUser();
    const step = await signInPassword(u.user.email, u.password, u.ip);
    expect(step.jwt).toBeUndefined();
    expect(step.mfa?.enrol).toBe(false);
    // The challenge is not a session.
    expect((await get('/auth', step.mfa!.challenge)).statusCode).toBe(401);

    const totp = codeAt(u.secret);
    const done = await post('/login/mfa', { challenge: step.mfa!.challenge, code: totp }, undefined, u.ip);
    expect(done.statusCode).toBe(200);
    const jwt = data<{ jwt: string }>(done).jwt;
    expect((await get('/auth', jwt)).statusCode).toBe(200);
    // The challenge is used up.
    expect(
      (await post('/login/mfa', { challenge: step.mfa!.challenge, code: totp }, undefined, u.ip)).statusCode,
    ).toBe(401);

    // Replay within the same 30-second window, on a new challenge: refused.
    const again = await signInPassword(u.user.email, u.password, u.ip);
    const replay = await post('/login/mfa', { challenge: again.mfa!.challenge, code: totp }, undefined, u.ip);
    expect(replay.statusCode).toBe(400);
    // 30 s later the app shows a new code, which works.
    t.clock.advanceSeconds(30);
    const next = await post(
      '/login/mfa',
      { challenge: again.mfa!.challenge, code: codeAt(u.secret) },
      undefined,
      u.ip,
    );
    expect(next.statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const u = await enrolledUser();
    const [first] = u.recoveryCodes;
    const a = await signInPassword(u.user.email, u.password, u.ip);
    expect(
      (await post('/login/mfa', { challenge: a.mfa!.challenge, code: first! }, undefined, u.ip)).statusCode,
    ).toBe(200);
    const b = await signInPassword(u.user.email, u.password, u.ip);
    expect(
      (await post('/login/mfa', { challenge: b.mfa!.challenge, code: first! }, undefined, u.ip)).statusCode,
    ).toBe(400);
    // Upper case without the hyphen is the same code: the second one works.
    const second = u.recoveryCodes[1]!.toUpperCase().replace('-', '');
    expect(
      (await post('/login/mfa', { challenge: b.mfa!.challenge, code: second }, undefined, u.ip)).statusCode,
    ).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.userId, u.user.id))).map(
      (x) => x.action,
    );
    expect(actions.filter((x) => x === 'mfa.recovery-code')).toHaveLength(2);
  });

  it('counts wrong codes in the sign-in lockout (5 per account), and the challenge expires after 5 minutes', async () => {
    const u = await enrolledUser();
    const step = await signInPassword(u.user.email, u.password, u.ip);
    const wrong = String((Number(codeAt(u.secret)) + 500_000) % 1e6).padStart(6, '0');
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await post('/login/mfa', { challenge: step.mfa!.challenge, code: wrong }, undefined, u.ip))
          .statusCode,
      );
    // Four field errors, then the fifth failure locks the account for 60 s (ADR 0005).
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const locked = await post(
      '/login/mfa',
      { challenge: step.mfa!.challenge, code: codeAt(u.secret) },
      undefined,
      u.ip,
    );
    expect(locked.statusCode).toBe(429);
    expect(code(locked)).toBe('RATE_LIMITED');

    // After the lock, the same challenge is past its 5 minutes: signing in starts again.
    t.clock.advanceMinutes(6);
    const late = await post(
      '/login/mfa',
      { challenge: step.mfa!.challenge, code: codeAt(u.secret) },
      undefined,
      u.ip,
    );
    expect(late.statusCode).toBe(401);
  });
});

describe('corporate MFA policy', () => {
  it("'all' makes a user without MFA enrol at the next sign-in, and forbids turning it off", async () => {
    const corporate = await createCorporate(t.db);
    const ip = newIp();
    const admin = await createUser(t.db, {
      corporateId: corporate.id,
      permissions: ['accessCorporate', 'updateCorporate', 'createUser', 'updateUser'],
    });
    const staff = await createUser(t.db, { corporateId: corporate.id });
    const adminJwt = (await signInPassword(admin.user.email, admin.password, ip)).jwt!;
    // Two active users (the admin and the adviser), neither with MFA yet.
    expect(data(await get('/corporate/mfa-policy', adminJwt))).toEqual({
      policy: 'optional',
      adoption: { activeUsers: 2, withMfa: 0, coveredWithoutMfa: 0 },
    });
    // An adviser may not change it.
    const staffJwt = (await signInPassword(staff.user.email, staff.password, ip)).jwt!;
    expect((await post('/corporate/mfa-policy', { policy: 'optional' }, staffJwt, ip)).statusCode).toBe(403);
    expect((await post('/corporate/mfa-policy', { policy: 'all' }, adminJwt, ip)).statusCode).toBe(200);

    const step = await signInPassword(staff.user.email, staff.password, ip);
    expect(step.jwt).toBeUndefined();
    expect(step.mfa?.enrol).toBe(true);
    const setup = data<{ secret: string }>(
      await post('/login/mfa/enrol', { challenge: step.mfa!.challenge }, undefined, ip),
    );
    const done = data<{ jwt: string; recoveryCodes: string[] }>(
      await post('/login/mfa', { challenge: step.mfa!.challenge, code: codeAt(setup.secret) }, undefined, ip),
    );
    expect(done.recoveryCodes).toHaveLength(10);
    expect(data(await get('/account/mfa', done.jwt))).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    t.clock.advanceSeconds(30);
    const off = await post(
      '/account/mfa/disable',
      { password: staff.password, code: codeAt(setup.secret) },
      done.jwt,
      ip,
    );
    expect(off.statusCode).toBe(409);
  });

  it("'admins' covers only users holding updateCorporate", async () => {
    const corporate = await createCorporate(t.db);
    const ip = newIp();
    const admin = await createUser(t.db, {
      corporateId: corporate.id,
      permissions: ['accessCorporate', 'updateCorporate'],
    });
    const adviser = await createUser(t.db, { corporateId: corporate.id });
    const adminJwt = (await signInPassword(admin.user.email, admin.password, ip)).jwt!;
    await post('/corporate/mfa-policy', { policy: 'admins' }, adminJwt, ip);
    expect((await signInPassword(admin.user.email, admin.password, ip)).mfa?.enrol).toBe(true);
    expect((await signInPassword(adviser.user.email, adviser.password, ip)).jwt).toEqual(expect.any(String));
  });
});

describe('re-authentication and turning MFA off', () => {
  it('a role change needs a confirmation within 5 minutes; the password renews it', async () => {
    const corporate = await createCorporate(t.db);
    const ip = newIp();
    const admin = await createUser(t.db, {
      corporateId: corporate.id,
      permissions: [
        'accessCorporate',
        'updateCorporate',
        'createUser',
        'updateUser',
        'accessSelf',
        'createForm',
      ],
    });
    const role = await createRole(t.db, corporate.id, ['accessSelf']);
    // (The admin holds both codes given: a role never gets a code its editor lacks.)
    const jwt = (await signInPassword(admin.user.email, admin.password, ip)).jwt!;
    const change = (permissions: string[]) => post(`/role/${role.id}/update`, { permissions }, jwt, ip);
    // Signing in counts as a confirmation: allowed at once, and 5 minutes on.
    expect((await change(['accessSelf', 'createForm'])).statusCode).toBe(200);
    t.clock.advanceMinutes(5);
    expect((await change(['accessSelf'])).statusCode).toBe(200);
    // A second past 5 minutes: asked again, nothing changed.
    t.clock.advanceSeconds(1);
    const refused = await change(['accessSelf', 'createForm']);
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('REAUTH_REQUIRED');

    expect((await post('/reauth', { password: 'not the password' }, jwt, ip)).statusCode).toBe(400);
    const ok = await post('/reauth', { password: admin.password }, jwt, ip);
    expect(data(ok)).toEqual({ until: new Date(t.clock().getTime() + 5 * 60_000).toISOString() });
    expect((await change(['accessSelf', 'createForm'])).statusCode).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.userId, admin.user.id))).map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === 'reauth')).toHaveLength(2);
  });

  it('an analytics Excel export needs a confirmation within 5 minutes too', async () => {
    const ip = newIp();
    const { user, password } = await createUser(t.db, { permissions: ['accessSelf', 'createForm'] });
    const jwt = (await signInPassword(user.email, password, ip)).jwt!;
    const excel = () => post('/analytics/query/analyticsOptions/excel', {}, jwt, ip);
    expect((await excel()).statusCode).toBe(200);
    t.clock.advanceMinutes(6);
    const refused = await excel();
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('REAUTH_REQUIRED');
    await post('/reauth', { password }, jwt, ip);
    expect((await excel()).statusCode).toBe(200);
  });

  it('a code re-authenticates too; turning MFA off needs the password and a code', async () => {
    const u = await enrolledUser();
    t.clock.advanceMinutes(6);
    expect((await post('/reauth', { code: codeAt(u.secret) }, u.jwt, u.ip)).statusCode).toBe(200);
    t.clock.advanceSeconds(30);
    const wrongPassword = await post(
      '/account/mfa/disable',
      { password: 'nope nope nope', code: codeAt(u.secret) },
      u.jwt,
      u.ip,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(data<{ enabled: boolean }>(await get('/account/mfa', u.jwt)).enabled).toBe(true);
    const off = await post(
      '/account/mfa/disable',
      { password: u.password, code: codeAt(u.secret) },
      u.jwt,
      u.ip,
    );
    expect(off.statusCode).toBe(200);
    expect(data(await get('/account/mfa', u.jwt))).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    // Off: the password alone signs in again.
    expect((await signInPassword(u.user.email, u.password, u.ip)).jwt).toEqual(expect.any(String));
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.userId, u.user.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['mfa.enrol', 'reauth', 'mfa.disable']));
  });
});

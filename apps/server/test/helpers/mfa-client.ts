/**
 * HTTP helpers of the multi-factor sign-in tests (ADR 0018, 0025) on a test app with a fixed clock: JSON calls from
 * a chosen client address, the code an authenticator app shows (computed with the `otpauth` library from the
 * secret the server showed, an independent source), and a user with MFA on.
 */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { bearer, type TestApp } from './app.ts';
import { createUser } from './fixtures.ts';

export type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const API = '/api/app/v1';
export const data = <T>(res: Res) => res.json<{ data: T }>().data;
export const code = (res: Res) => res.json<{ error: { code: string } }>().error.code;

let ipSeq = 0;
/** A fresh client address per test, so the per-address throttle of one test never reaches another. */
export const newIp = (prefix = '198.51.100') => `${prefix}.${++ipSeq}`;

/** The helpers on the app `app()` answers (a getter: test files create their app in beforeAll). */
export function mfaClient(app: () => TestApp) {
  const post = (url: string, payload: object, jwt?: string, ip = '203.0.113.9'): Promise<Res> =>
    app().app.inject({
      method: 'POST',
      url: API + url,
      payload,
      remoteAddress: ip,
      ...(jwt ? { headers: bearer(jwt) } : {}),
    });
  const get = (url: string, jwt: string) => app().app.inject({ url: API + url, headers: bearer(jwt) });

  /** The 6-digit code an authenticator app shows for `secret` at the test clock's time. */
  const codeAt = (secret: string, at = app().clock()) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: at.getTime(),
    });

  const signInPassword = async (email: string, password: string, ip: string) =>
    data<{ jwt?: string; mfa?: { challenge: string; enrol: boolean } }>(
      await post('/login', { email, password }, undefined, ip),
    );

  /** A user with MFA on: their password, secret, recovery codes and a signed-in token. */
  async function enrolledUser(fixture: Parameters<typeof createUser>[1] = {}) {
    const ip = newIp();
    const { user, password } = await createUser(app().db, fixture);
    const jwt = (await signInPassword(user.email, password, ip)).jwt!;
    const setup = data<{ secret: string; otpauthUri: string; qrDataUrl: string }>(
      await post('/account/mfa/setup', {}, jwt, ip),
    );
    const confirmed = await post('/account/mfa/confirm', { code: codeAt(setup.secret) }, jwt, ip);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = data<{ recoveryCodes: string[] }>(confirmed);
    // The code just used claimed this 30-second step: move on so the next sign-in's code is a new one.
    app().clock.advanceSeconds(30);
    return { user, password, secret: setup.secret, recoveryCodes, jwt, ip };
  }

  return { post, get, codeAt, signInPassword, enrolledUser };
}

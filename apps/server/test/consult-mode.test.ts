/**
 * Consult Mode (spec §2.4 app bar "guest mode"; ADR 0016) and Help › Roles & Permissions' read-only roles
 * (GET help/roles), over HTTP on the seeded demo. The adviser (role 'adviser': accessCommunityWide, createForm)
 * switches Consult Mode on with one report open: the session then lists and opens that report only, keeps only
 * the access scope (no createForm), and every call outside the form calls answers 403 'Not available in Consult
 * Mode.'. Leaving asks for the adviser's password, throttled like sign-in (5 failures lock 60 s).
 */
import { describe, expect, it } from 'vitest';
import { CONSULT_TEXT, type AuthResponse, type HelpRolesResponse } from '@rlc/shared';
import { DEMO_TEST_PASSWORD, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

type Answer<T> = {
  status: number;
  body: {
    data: T;
    error: { code: string; message: string; seconds?: number; issues?: { path: string; message: string }[] };
  };
};
const call = <T>(method: 'GET' | 'POST', url: string, jwt: string, body?: unknown) =>
  f.call(method, url, jwt, body) as unknown as Promise<Answer<T>>;
const formIds = async (jwt: string) =>
  (await call<{ forms: { id: number }[] }>('POST', '/forms', jwt, {})).body.data.forms.map((x) => x.id);

describe('Consult Mode', () => {
  it('shows only the open report, refuses every other call, and leaves with the right password', async () => {
    const jwt = await f.t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
    const before = await formIds(jwt);
    // The demo adviser sees several reports (Sunny Grove, Harbour View, Wattle Park ones and their own).
    expect(before.length).toBeGreaterThan(1);
    const [open, other] = before as [number, number];

    const on = await call<AuthResponse>('POST', '/consultMode/enter', jwt, { formId: open });
    expect(on.status).toBe(200);
    expect(on.body.data.consult).toMatchObject({ formId: open });
    // The adviser role's codes less createForm: the access scope alone.
    expect(on.body.data.user.permissions).toEqual(['accessCommunityWide']);

    // The state is the server session's: a fresh GET auth (a reload) says the same.
    const auth = await call<AuthResponse>('GET', '/auth', jwt);
    expect(auth.body.data.consult).toMatchObject({ formId: open });

    expect(await formIds(jwt)).toEqual([open]);
    expect((await call('GET', `/form/${open}`, jwt)).status).toBe(200);
    expect((await call('GET', `/form/${other}`, jwt)).status).toBe(404);
    const create = await call('POST', '/forms/create', jwt, {});
    expect(create.status).toBe(403);
    for (const url of ['/help/roles', '/analytics/sources', '/communities', '/users/roles']) {
      const res = await call('GET', url, jwt);
      expect(res.status, url).toBe(403);
      expect(res.body.error.message, url).toBe(CONSULT_TEXT.refused);
    }

    const wrong = await call('POST', '/consultMode/exit', jwt, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('CONSULT_EXIT_FAILED');
    expect(wrong.body.error.issues).toEqual([{ path: 'password', message: CONSULT_TEXT.wrongPassword }]);
    expect(await formIds(jwt)).toEqual([open]);

    const off = await call<AuthResponse>('POST', '/consultMode/exit', jwt, { password: DEMO_TEST_PASSWORD });
    expect(off.status).toBe(200);
    expect(off.body.data.consult).toBeNull();
    expect(off.body.data.user.permissions).toEqual(['accessCommunityWide', 'archiveForm', 'createForm']);
    expect(await formIds(jwt)).toEqual(before);
    expect((await call('GET', '/help/roles', jwt)).status).toBe(200);
  });

  it('with no report open shows none; another sign-in of the same user is not in Consult Mode', async () => {
    const jwt = await f.t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
    const on = await call<AuthResponse>('POST', '/consultMode/enter', jwt, { formId: null });
    expect(on.body.data.consult).toMatchObject({ formId: null });
    expect(await formIds(jwt)).toEqual([]);
    const other = await f.t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
    expect((await call<AuthResponse>('GET', '/auth', other)).body.data.consult).toBeNull();
    expect((await formIds(other)).length).toBeGreaterThan(0);
  });

  it('refuses a report the adviser cannot see (404) and stays off', async () => {
    const jwt = await f.t.login('self@demo.test', DEMO_TEST_PASSWORD);
    const adminForms = await formIds(f.jwt.admin);
    const mine = new Set(await formIds(jwt));
    const notMine = adminForms.find((id) => !mine.has(id));
    expect(notMine).toBeDefined();
    const res = await call('POST', '/consultMode/enter', jwt, { formId: notMine });
    expect(res.status).toBe(404);
    expect((await call<AuthResponse>('GET', '/auth', jwt)).body.data.consult).toBeNull();
  });

  it('locks leaving after 5 wrong passwords (60 s, like sign-in), even for the right one', async () => {
    const jwt = await f.t.login('manager@demo.test', DEMO_TEST_PASSWORD);
    await call('POST', '/consultMode/enter', jwt, { formId: null });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await call('POST', '/consultMode/exit', jwt, { password: `wrong-${i}` })).status);
    // Failures 1–4 are plain refusals; the 5th reaches the limit and locks for the base 60 s.
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call('POST', '/consultMode/exit', jwt, { password: DEMO_TEST_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.error.seconds).toBe(60);
    f.t.clock.advanceSeconds(61);
    const later = await call<AuthResponse>('POST', '/consultMode/exit', jwt, {
      password: DEMO_TEST_PASSWORD,
    });
    expect(later.status).toBe(200);
    expect(later.body.data.consult).toBeNull();
  });
});

describe('GET help/roles', () => {
  it("answers every signed-in user their corporate's four roles with codes, and their own role", async () => {
    const res = await call<HelpRolesResponse>('GET', '/help/roles', f.jwt.self);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.data.roles.map((r) => [r.name, r]));
    // The standard roles (corporates/standard-roles.ts): 22 codes for the admin, 3 for each adviser role.
    expect(Object.keys(byName).sort()).toEqual([
      'adviser',
      'community manager',
      'corporate admin',
      'self-only adviser',
    ]);
    expect(byName['corporate admin']!.permissions).toHaveLength(22);
    expect([...byName['self-only adviser']!.permissions].sort()).toEqual([
      'accessSelf',
      'archiveForm',
      'createForm',
    ]);
    expect(res.body.data.myRoleId).toBe(byName['self-only adviser']!.id);
    // Read-only: the admin matrix's `grantable` is not part of it.
    expect(Object.keys(res.body.data.roles[0]!).sort()).toEqual(['id', 'name', 'permissions']);
  });
});

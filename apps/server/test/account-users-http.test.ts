/**
 * User administration over HTTP (spec §7 "Users"): who may call (advisers and self-only advisers
 * 403), corporate isolation (another corporate's user 404 and never listed), disabling ends the user's session
 * (their next call 401), the last-admin guard (409), and the welcome e-mail in the outbox whose link sets the
 * password through the Reset Password call, after which the new user signs in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { userAdminWorld } from './account-users-world.ts';
import { bearer, createTestApp, type J, type TestApp } from './helpers/app.ts';
import { DEFAULT_PASSWORD } from './helpers/fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof userAdminWorld>>;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await userAdminWorld(t.db, 'http');
  for (const [name, u] of Object.entries(w.users))
    if (name !== 'silent') jwt[name] = await t.login(u.user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/app/v1/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe('who may administer users', () => {
  it('answers 403 to advisers and self-only advisers on every users call', async () => {
    for (const who of ['adviser', 'self']) {
      const token = jwt[who]!;
      const answers = await Promise.all([
        call('POST', 'users', token),
        call('GET', 'users/roles', token),
        call('GET', 'users/permissions', token),
        call('POST', 'users/create', token, {
          user: { firstName: 'X', lastName: 'Y', email: 'x@a.test', role_id: w.roles.adviser.id },
          sendEmail: false,
        }),
        call('POST', `user/${w.users.adviser.user.id}/update`, token, { user: { firstName: 'X' } }),
        call('POST', `user/${w.users.adviser.user.id}/welcome`, token),
        call('POST', `user/${w.users.adviser.user.id}/delete`, token),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
  });

  it('lets a user manager (updateUser, no createUser) list and update but not create', async () => {
    expect((await call('POST', 'users', jwt.manager!)).statusCode).toBe(200);
    const create = await call('POST', 'users/create', jwt.manager!, {
      user: { firstName: 'X', lastName: 'Y', email: 'x@a.test', role_id: w.roles.adviser.id },
      sendEmail: false,
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('lists the 22 codes of spec §6 with their labels and groups', async () => {
    const res = await call('GET', 'users/permissions', jwt.manager!);
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      data: { permissions: { code: string; label: string; group: string }[]; groups: { key: string }[] };
    }>().data;
    expect(data.permissions).toHaveLength(22);
    expect(data.permissions[3]).toEqual({ code: 'createUser', label: 'Create/Delete User', group: 'user' });
    expect(data.permissions.at(-1)).toEqual({
      code: 'deleteForm',
      label: 'Hard-Delete Report Form',
      group: 'form',
    });
    expect(data.groups.map((g) => g.key)).toEqual(['corporate', 'community', 'contract', 'user', 'form']);
  });
});

describe('corporate isolation', () => {
  it("never lists another corporate's users", async () => {
    const res = await call('POST', 'users', jwt.admin!);
    expect(res.statusCode).toBe(200);
    const emails = (res.json<{ data: { users: { email: string }[] } }>().data.users ?? []).map(
      (u) => u.email,
    );
    expect(emails).toContain('adviser.http@a.test');
    expect(emails).not.toContain('admin.http@b.test');
  });

  it("answers 404 to a change of another corporate's user and leaves them unchanged", async () => {
    const res = await call('POST', `user/${w.users.bAdmin.user.id}/update`, jwt.admin!, {
      user: { state: 'disabled' },
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', 'auth', jwt.bAdmin!)).statusCode).toBe(200);
  });
});

describe('disabling and the last admin', () => {
  it("ends the disabled user's session: their next call is 401", async () => {
    expect((await call('GET', 'auth', jwt.adviser!)).statusCode).toBe(200);
    const res = await call('POST', `user/${w.users.adviser.user.id}/update`, jwt.admin!, {
      user: { state: 'disabled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<J>().data?.message).toBe('User updated');
    expect((await call('GET', 'auth', jwt.adviser!)).statusCode).toBe(401);
    // And they cannot sign in again while disabled.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/login',
      payload: { email: w.users.adviser.user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses to disable or demote the last active user administrator (409)', async () => {
    for (const user of [{ state: 'disabled' }, { role_id: w.roles.adviser.id }]) {
      const res = await call('POST', `user/${w.users.admin.user.id}/update`, jwt.admin!, { user });
      expect(res.statusCode).toBe(409);
      expect(res.json<J>().error?.code).toBe('CONFLICT');
    }
    expect((await call('GET', 'auth', jwt.admin!)).statusCode).toBe(200);
  });

  it('refuses a role beyond the caller (403) and validates the body (400)', async () => {
    const grant = await call('POST', `user/${w.users.adviser.user.id}/update`, jwt.manager!, {
      user: { role_id: w.roles.admin.id },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json<J>().error?.message).toBe(
      'Error updating user: you cannot give a role with permissions you do not hold yourself.',
    );
    // Nor may the manager change the admin above them.
    const above = await call('POST', `user/${w.users.admin.user.id}/update`, jwt.manager!, {
      user: { state: 'disabled' },
    });
    expect(above.statusCode).toBe(403);
    const bad = await call('POST', `user/${w.users.self.user.id}/update`, jwt.admin!, {
      user: { state: 'asleep' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('create a user with a welcome e-mail', () => {
  it('queues the welcome in the outbox; its link sets the password once; the user then signs in', async () => {
    const res = await call('POST', 'users/create', jwt.admin!, {
      user: {
        firstName: 'Đức',
        lastName: 'Nguyễn',
        email: 'duc@a.test',
        role_id: w.roles.adviser.id,
        community_ids: [w.north.id],
      },
      sendEmail: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<J>().data?.message).toBe('User created');
    await t.app.background.idle();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'duc@a.test'));
    expect(mail).toMatchObject({ subject: 'Welcome to Retirement Living Compare', status: 'queued' });
    const token = /http:\/\/app\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/password/reset',
      payload: { token, newPassword: 'welcome aboard 1' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(t.login('duc@a.test', 'welcome aboard 1')).resolves.toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/password/reset',
      payload: { token, newPassword: 'welcome aboard 2' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a duplicate e-mail with 409 and the spec text', async () => {
    const res = await call('POST', 'users/create', jwt.admin!, {
      user: { firstName: 'Again', lastName: 'Duc', email: 'DUC@a.test', role_id: w.roles.adviser.id },
      sendEmail: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<J>().error?.message).toBe(
      'Error creating user: a user with this e-mail address already exists.',
    );
  });
});

describe('delete a user', () => {
  it('soft-deletes: the user is signed out (401), cannot sign in, and is no longer listed', async () => {
    const res = await call('POST', `user/${w.users.self.user.id}/delete`, jwt.admin!);
    expect(res.statusCode).toBe(200);
    expect(res.json<J>().data?.message).toBe('User deleted');
    expect((await call('GET', 'auth', jwt.self!)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/login',
      payload: { email: w.users.self.user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const list = await call('POST', 'users', jwt.admin!);
    expect(list.body).not.toContain(w.users.self.user.email);
  });
});

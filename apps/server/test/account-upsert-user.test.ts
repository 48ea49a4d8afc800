// The operator's create-or-update of a user (scripts/create-user.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { upsertUser } from '../src/modules/account/upsert-user.ts';
import { bearer, createTestApp, type J, type TestApp } from './helpers/app.ts';
import { createCorporate, createRole } from './helpers/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('upsertUser', () => {
  it('creates a user who can sign in and must change the password', async () => {
    const corp = await createCorporate(t.db, 'Upsert Corp');
    await createRole(t.db, corp.id, ['accessCommunityWide', 'createForm'], 'adviser');
    const r = await upsertUser(t.db, {
      email: 'New.User@Example.test',
      password: 'first password',
      role: 'adviser',
      corporate: 'Upsert Corp',
      mustChange: true,
      firstName: 'Nia',
    });
    expect(r.created).toBe(true);
    const jwt = await t.login('new.user@example.test', 'first password');
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/app/v1/auth', headers: bearer(jwt) })
    ).json<J>()?.data?.user;
    expect(me).toMatchObject({
      firstName: 'Nia',
      mustChange: true,
      roleName: 'adviser',
      permissions: ['accessCommunityWide', 'createForm'],
    });

    // Updating sets the new password and ends the old sessions.
    const again = await upsertUser(t.db, {
      email: 'new.user@example.test',
      password: 'second password',
      role: 'adviser',
      corporate: 'Upsert Corp',
    });
    expect(again).toEqual({ id: r.id, created: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/app/v1/auth', headers: bearer(jwt) })).statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, r.id));
    expect(row!.mustChange).toBe(false);
  });

  it('names the roles that exist when the role is unknown, and refuses short passwords', async () => {
    await expect(
      upsertUser(t.db, {
        email: 'x@example.test',
        password: 'long enough',
        role: 'wizard',
        corporate: 'Upsert Corp',
      }),
    ).rejects.toThrow(/No role "wizard".*'adviser'/);
    await expect(
      upsertUser(t.db, { email: 'x@example.test', password: 'short', role: 'adviser' }),
    ).rejects.toThrow(/at least 8/);
  });
});

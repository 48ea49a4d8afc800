/**
 * Role permission editing (account `update-role.ts`, POST role/:roleId/update, updateCorporate): the
 * new set replaces the role's permissions and its holders' next call carries them; nobody gives a permission they
 * do not hold or edits a role above them; the corporate keeps an active user administrator (createUser and
 * updateUser); another corporate's role is 404; every change is audited before → after.
 *
 * The world (account-users-world.ts): corporate A's roles 'corporate admin' (all 22), 'user manager' (updateUser,
 * accessCommunityWide, createForm), 'adviser' (accessCommunityWide, createForm), 'self-only adviser'; its only
 * active user administrator is the admin (Ada). Corporate B has its own admin.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES, type AuthResponse, type Permission } from '@rlc/shared';
import { auditLog, users, type User } from '../src/db/schema/index.ts';
import { USER_ERRORS } from '../src/modules/account/errors.ts';
import { updateRole } from '../src/modules/account/update-role.ts';
import { loadPrincipal, type Principal } from '../src/modules/auth/principal.ts';
import { ApiError } from '../src/plugins/errors.ts';
import { userAdminWorld } from './account-users-world.ts';
import { bearer, createTestApp, type TestApp } from './helpers/app.ts';
import { createRole, createUser } from './helpers/fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof userAdminWorld>>;
const deps = () => ({ db: t.db, clock: t.clock });

beforeAll(async () => {
  t = await createTestApp();
  w = await userAdminWorld(t.db, 'roles');
});
afterAll(() => t.close());

const as = async (u: { user: User }): Promise<Principal> => {
  const [row] = await t.db.select().from(users).where(eq(users.id, u.user.id));
  return loadPrincipal(t.db, row!);
};
const refusal = async (p: Promise<unknown>): Promise<ApiError> => {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
};
const post = (url: string, jwt: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: bearer(jwt), payload });

describe('editing a role', () => {
  it("replaces the role's permissions, audits before → after, and its holders' next call has them", async () => {
    const adviserJwt = await t.login(w.users.adviser.user.email, w.users.adviser.password);
    const res = await post(
      `role/${w.roles.adviser.id}/update`,
      await t.login(w.users.admin.user.email, w.users.admin.password),
      {
        // Repeats are ignored.
        permissions: ['createForm', 'updateCommunityReport', 'accessCommunityWide', 'createForm'],
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown }>().data).toEqual({
      role: {
        id: w.roles.adviser.id,
        name: 'adviser',
        permissions: ['accessCommunityWide', 'createForm', 'updateCommunityReport'],
        grantable: true,
      },
      message: 'Role updated',
    });
    // The adviser's session, opened before the change, carries the new permission on its next call.
    const auth = await t.app.inject({ method: 'GET', url: '/api/app/v1/auth', headers: bearer(adviserJwt) });
    expect(auth.json<{ data: AuthResponse }>().data.user.permissions).toContain('updateCommunityReport');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.update'), eq(auditLog.userId, w.users.admin.user.id)));
    expect(row?.details).toEqual({
      roleId: w.roles.adviser.id,
      name: 'adviser',
      before: ['accessCommunityWide', 'createForm'],
      // In the order of spec §6's table.
      after: ['accessCommunityWide', 'updateCommunityReport', 'createForm'],
    });
  });

  it('needs updateCorporate (the user manager gets 403 from the route)', async () => {
    const jwt = await t.login(w.users.manager.user.email, w.users.manager.password);
    const res = await post(`role/${w.roles.adviser.id}/update`, jwt, { permissions: ['createForm'] });
    expect(res.statusCode).toBe(403);
  });

  it('never gives a permission the caller lacks, nor edits a role above the caller', async () => {
    // A corporate editor: updateCorporate and what the adviser and self-only roles hold, plus archiveForm; not deleteForm.
    const held: Permission[] = [
      'updateCorporate',
      'accessCommunityWide',
      'updateCommunityReport',
      'accessSelf',
      'createForm',
      'archiveForm',
    ];
    const editor = await createUser(t.db, {
      corporateId: w.a.id,
      roleId: (await createRole(t.db, w.a.id, held, 'corporate editor')).id,
    });
    const caller = await as(editor);
    const adding = await refusal(
      updateRole(deps(), caller, w.roles.adviser.id, ['accessCommunityWide', 'createForm', 'deleteForm']),
    );
    expect(adding.statusCode).toBe(403);
    expect(adding.message).toBe(USER_ERRORS.permissionNotHeld('Hard-Delete Report Form'));
    // The admin role holds all 22, most of which the editor lacks: not theirs to change, even to take away.
    const above = await refusal(updateRole(deps(), caller, w.roles.admin.id, [...PERMISSION_CODES]));
    expect(above.statusCode).toBe(403);
    expect(above.message).toBe(USER_ERRORS.roleAboveCaller);
    // Within what they hold it works: the self-only role gains archiveForm.
    const ok = await updateRole(deps(), caller, w.roles.self.id, ['accessSelf', 'createForm', 'archiveForm']);
    // Listed as GET users/roles lists them (by code).
    expect(ok.role.permissions).toEqual(['accessSelf', 'archiveForm', 'createForm']);
  });

  it('keeps an active user administrator: the last one cannot lose createUser or updateUser through the role', async () => {
    const admin = await as(w.users.admin);
    const withoutCreateUser = PERMISSION_CODES.filter((p) => p !== 'createUser');
    const last = await refusal(updateRole(deps(), admin, w.roles.admin.id, withoutCreateUser));
    expect(last.statusCode).toBe(409);
    expect(last.message).toBe(USER_ERRORS.roleLastAdmin);
    // Once the user manager's role has both, the admin role may drop one (Max stays an administrator).
    await updateRole(deps(), admin, w.roles.manager.id, [
      'createUser',
      'updateUser',
      'accessCommunityWide',
      'createForm',
    ]);
    const dropped = await updateRole(deps(), admin, w.roles.admin.id, withoutCreateUser);
    expect(dropped.role.permissions).not.toContain('createUser');
    // Put back for the other tests (Ada holds everything she gives).
    await updateRole(deps(), await as(w.users.manager), w.roles.admin.id, [...PERMISSION_CODES]).catch(
      () => null,
    );
  });

  it("answers 404 for another corporate's role and 400 for an unknown permission code", async () => {
    const bJwt = await t.login(w.users.bAdmin.user.email, w.users.bAdmin.password);
    expect(
      (await post(`role/${w.roles.adviser.id}/update`, bJwt, { permissions: ['createForm'] })).statusCode,
    ).toBe(404);
    const bad = await post(`role/${w.roles.bAdmin.id}/update`, bJwt, { permissions: ['makeCoffee'] });
    expect(bad.statusCode).toBe(400);
  });
});

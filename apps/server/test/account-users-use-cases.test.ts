/**
 * User administration use cases without HTTP: list, roles, update (grant rule, last-admin guard,
 * sessions ended on disabling, audit) and create (duplicate e-mail, welcome link through the reset mechanism).
 * The world: account-users-world.ts (corporate A's admin, user manager, adviser, self-only adviser, hidden demo
 * user; corporate B's admin).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type UserChanges } from '@rlc/shared';
import type { User } from '../src/db/schema/index.ts';
import { auditLog, passwordResetTokens, sessions, userCommunities, users } from '../src/db/schema/index.ts';
import { createUserAccount, WELCOME_LINK_TTL_MIN } from '../src/modules/account/create-user-account.ts';
import { deleteUserAccount } from '../src/modules/account/delete-user-account.ts';
import { USER_ERRORS } from '../src/modules/account/errors.ts';
import { listRoles, listUsers } from '../src/modules/account/list-users.ts';
import { sendWelcome } from '../src/modules/account/send-welcome.ts';
import { updateUserAccount } from '../src/modules/account/update-user-account.ts';
import { completePasswordReset } from '../src/modules/auth/complete-password-reset.ts';
import { touchSession, verifyPassword } from '../src/modules/auth/index.ts';
import { loadPrincipal, type Principal } from '../src/modules/auth/principal.ts';
import { sha256Hex } from '../src/modules/auth/reset-token.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import type { MailMessage } from '../src/modules/mail/mailer.ts';
import { ApiError } from '../src/plugins/errors.ts';
import { userAdminWorld } from './account-users-world.ts';
import { testClock } from './helpers/clock.ts';
import { createTestDb, type TestDb } from './helpers/db.ts';
import { useCaseDeps, type UseCaseDeps } from './helpers/use-case-deps.ts';

let t: TestDb;
let deps: UseCaseDeps;
let w: Awaited<ReturnType<typeof userAdminWorld>>;
const clock = testClock(new Date('2026-11-20T10:00:00Z'));
let sent: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestDb();
  ({ deps, sent } = useCaseDeps(t.handle.db, clock));
  w = await userAdminWorld(deps.db, 'uc');
});
afterAll(() => t.close());

const as = async (u: { user: User }): Promise<Principal> => {
  const [row] = await deps.db.select().from(users).where(eq(users.id, u.user.id));
  return loadPrincipal(deps.db, row!);
};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );
const update = async (caller: { user: User }, target: { user: User }, changes: UserChanges) =>
  updateUserAccount(deps, await as(caller), target.user.id, changes, '10.0.0.9');

describe('list users and roles', () => {
  it("lists the caller's corporate only, by last name, without the hidden demo user", async () => {
    const { users: list } = await listUsers(deps, await as(w.users.admin));
    // Corporate A's visible users by last name: Brown (Ava), Moss (Sol), Young (Max), Zed (Ada).
    expect(list.map((u) => `${u.firstName} ${u.lastName}`)).toEqual([
      'Ava Brown',
      'Sol Moss',
      'Max Young',
      'Ada Zed',
    ]);
    const ada = list.find((u) => u.id === w.users.admin.user.id)!;
    expect(ada).toMatchObject({ roleName: 'corporate admin', state: 'active', last_login_at: null });
    expect(ada.communities.map((c) => c.name)).toEqual(['North Village', 'South Village']);
    const bList = await listUsers(deps, await as(w.users.bAdmin));
    expect(bList.users.map((u) => u.email)).toEqual(['admin.uc@b.test']);
  });

  it('marks the roles a caller may not give: those with a permission the caller lacks', async () => {
    const { roles } = await listRoles(deps, await as(w.users.manager));
    // The manager holds updateUser, accessCommunityWide, createForm: the adviser role (accessCommunityWide,
    // createForm) and their own are grantable; admin (all 22) and self-only (accessSelf) are not.
    expect(roles.map((r) => [r.name, r.grantable])).toEqual([
      ['adviser', true],
      ['corporate admin', false],
      ['self-only adviser', false],
      ['user manager', true],
    ]);
    expect(roles.find((r) => r.name === 'adviser')!.permissions).toEqual([
      'accessCommunityWide',
      'createForm',
    ]);
  });
});

describe('update a user', () => {
  it('changes name, title and communities, answers the spec message, and audits before → after', async () => {
    const answer = await update(w.users.admin, w.users.adviser, {
      firstName: 'Ava-Marie',
      title: 'Sales Lead',
      community_ids: [w.north.id, w.south.id, w.north.id],
    });
    expect(answer.message).toBe('User updated');
    expect(answer.user).toMatchObject({ firstName: 'Ava-Marie', lastName: 'Brown', title: 'Sales Lead' });
    expect(answer.user.communities.map((c) => c.id)).toEqual([w.north.id, w.south.id]);
    const [row] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.userId, w.users.admin.user.id)));
    expect(row!.details).toEqual({
      targetUserId: w.users.adviser.user.id,
      before: {
        firstName: 'Ava',
        title: null,
        communities: [{ id: w.south.id, name: 'South Village' }],
      },
      after: {
        firstName: 'Ava-Marie',
        title: 'Sales Lead',
        communities: [
          { id: w.north.id, name: 'North Village' },
          { id: w.south.id, name: 'South Village' },
        ],
      },
    });
  });

  it("sets the phone printed on the adviser's report covers, trimmed; blank clears it", async () => {
    const set = await update(w.users.admin, w.users.adviser, { phone: ' 07 3555 0182 ' });
    expect(set.user.phone).toBe('07 3555 0182');
    const cleared = await update(w.users.admin, w.users.adviser, { phone: '' });
    expect(cleared.user.phone).toBeNull();
  });

  it('refuses a role holding a permission the caller does not hold (403), and allows one within it', async () => {
    // The manager holds updateUser, accessCommunityWide, createForm; the admin role holds all 22.
    const e = await failure(update(w.users.manager, w.users.adviser, { role_id: w.roles.admin.id }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      code: 'FORBIDDEN',
      message: USER_ERRORS.roleNotGrantable('Error updating user'),
    });
    const ok = await update(w.users.manager, w.users.adviser, { role_id: w.roles.manager.id });
    expect(ok.user).toMatchObject({ role_id: w.roles.manager.id, roleName: 'user manager' });
    await update(w.users.manager, w.users.adviser, { role_id: w.roles.adviser.id });
  });

  it('refuses any change to a user whose role holds a permission the caller does not hold (403)', async () => {
    // Ada (admin, all 22) and Sol (self-only: accessSelf, which the manager lacks) are above the manager.
    for (const [target, changes] of [
      [w.users.admin, { state: 'disabled' }],
      [w.users.admin, { role_id: w.roles.adviser.id }],
      [w.users.self, { firstName: 'X' }],
    ] as const) {
      expect(await failure(update(w.users.manager, target, changes))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Error updating user: this user holds permissions you do not hold yourself.',
      });
    }
    expect(
      await failure(deleteUserAccount(deps, await as(w.users.manager), w.users.admin.user.id)),
    ).toMatchObject({ code: 'FORBIDDEN', message: 'This user holds permissions you do not hold yourself.' });
    expect(await failure(sendWelcome(deps, await as(w.users.manager), w.users.admin.user.id))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("answers 404 for another corporate's user, 400 for another corporate's role or community", async () => {
    expect(await failure(update(w.users.admin, w.users.bAdmin, { firstName: 'X' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await failure(update(w.users.admin, w.users.silent, { firstName: 'X' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await failure(update(w.users.admin, w.users.adviser, { role_id: w.roles.bAdmin.id })),
    ).toMatchObject({ code: 'VALIDATION', message: 'Error updating user: no such role.' });
    expect(
      await failure(update(w.users.admin, w.users.adviser, { community_ids: [w.bSite.id] })),
    ).toMatchObject({ code: 'VALIDATION', message: 'Error updating user: no such community.' });
  });

  it('disabling ends every live session of the user at once', async () => {
    const sid = await createSession(deps.db, w.users.manager.user.id, clock());
    expect(await touchSession(deps.db, sid, clock(), 30)).not.toBeNull();
    const answer = await update(w.users.admin, w.users.manager, { state: 'disabled' });
    expect(answer.user.state).toBe('disabled');
    const [row] = await deps.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row).toMatchObject({ revokedReason: 'disabled' });
    expect(row!.revokedAt?.toISOString()).toBe(clock().toISOString());
    expect(await touchSession(deps.db, sid, clock(), 30)).toBeNull();
    await update(w.users.admin, w.users.manager, { state: 'active' });
  });

  it('never lets the last active user administrator be disabled or demoted', async () => {
    // Ada is corporate A's only active user with both createUser and updateUser (the manager lacks createUser).
    for (const changes of [{ state: 'disabled' }, { role_id: w.roles.adviser.id }] as const) {
      const e = await failure(update(w.users.admin, w.users.admin, changes));
      expect(e).toMatchObject({ code: 'CONFLICT', message: USER_ERRORS.lastAdmin });
    }
    // With a second administrator, the first may step down.
    await update(w.users.admin, w.users.self, { role_id: w.roles.admin.id });
    const ok = await update(w.users.admin, w.users.admin, { role_id: w.roles.adviser.id });
    expect(ok.user.roleName).toBe('adviser');
    // Now Sol is the last one: disabling Sol is refused too.
    const e = await failure(update(w.users.self, w.users.self, { state: 'disabled' }));
    expect(e).toMatchObject({ code: 'CONFLICT' });
    await update(w.users.self, w.users.admin, { role_id: w.roles.admin.id });
    // Back to one administrator (Ada) for the tests below.
    await update(w.users.admin, w.users.self, { role_id: w.roles.self.id });
  });
});

describe('create a user', () => {
  it('creates the user with a welcome e-mail whose link sets their password once', async () => {
    const answer = await createUserAccount(
      deps,
      await as(w.users.admin),
      {
        user: {
          firstName: 'Đức',
          lastName: 'Nguyễn',
          email: ' Duc.Nguyen@A.test',
          title: null,
          role_id: w.roles.adviser.id,
          community_ids: [w.north.id],
        },
        sendEmail: true,
      },
      '10.0.0.9',
    );
    expect(answer.message).toBe(MESSAGES.user.created);
    expect(answer.user).toMatchObject({
      firstName: 'Đức',
      lastName: 'Nguyễn',
      email: 'duc.nguyen@a.test',
      roleName: 'adviser',
      state: 'active',
      communities: [{ id: w.north.id, name: 'North Village' }],
    });
    await deps.background.idle();
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('duc.nguyen@a.test');
    expect(mail.text).toContain('Hello Đức,');
    expect(mail.text).toContain('Corp A uc');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    // Only the hash is stored, valid 7 days = 10,080 minutes.
    const [stored] = await deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    expect(stored!.userId).toBe(answer.user.id);
    expect(WELCOME_LINK_TTL_MIN).toBe(10_080);
    expect(stored!.expiresAt.getTime() - clock().getTime()).toBe(10_080 * 60_000);
    await completePasswordReset(deps, token, 'my own password', '10.0.0.9');
    const [row] = await deps.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(await verifyPassword(row!.passwordHash, 'my own password')).toBe(true);
    expect(row).toMatchObject({ initialWelcome: true });
    const again = await failure(completePasswordReset(deps, token, 'another password', '10.0.0.9'));
    expect(again).toMatchObject({ code: 'VALIDATION' });
  });

  it('refuses an e-mail already in use, in any corporate (409, the spec text first)', async () => {
    const e = await failure(
      createUserAccount(deps, await as(w.users.admin), {
        user: {
          firstName: 'B',
          lastName: 'Dup',
          email: 'ADMIN.uc@b.test',
          role_id: w.roles.adviser.id,
          community_ids: [],
        },
        sendEmail: false,
      }),
    );
    expect(e).toMatchObject({ code: 'CONFLICT', message: USER_ERRORS.emailTaken });
    expect(USER_ERRORS.emailTaken.startsWith('Error creating user: ')).toBe(true);
  });

  it('without sendEmail sends nothing and stores no link', async () => {
    const before = sent.length;
    const answer = await createUserAccount(deps, await as(w.users.admin), {
      user: {
        firstName: 'Quiet',
        lastName: 'One',
        email: 'quiet@a.test',
        role_id: w.roles.adviser.id,
        community_ids: [],
      },
      sendEmail: false,
    });
    await deps.background.idle();
    expect(sent.length).toBe(before);
    const tokens = await deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, answer.user.id));
    expect(tokens).toEqual([]);
  });
});

describe('resend the welcome', () => {
  it('sends a new link (the earlier one stays valid until used or expired) and answers Email sent', async () => {
    const created = await createUserAccount(deps, await as(w.users.admin), {
      user: {
        firstName: 'Rae',
        lastName: 'Send',
        email: 'rae@a.test',
        role_id: w.roles.adviser.id,
        community_ids: [],
      },
      sendEmail: true,
    });
    clock.advanceMinutes(60);
    const answer = await sendWelcome(deps, await as(w.users.admin), created.user.id, '10.0.0.9');
    expect(answer.message).toBe(MESSAGES.user.emailSent);
    await deps.background.idle();
    const links = sent
      .filter((m) => m.to === 'rae@a.test')
      .map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
    const [row] = await deps.db.select().from(users).where(eq(users.id, created.user.id));
    expect(row!.lastInstructionsAt?.toISOString()).toBe(clock().toISOString());
    await completePasswordReset(deps, links[1]!, 'second link works', '10.0.0.9');
    const [audited] = await deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.welcome'));
    expect(audited!.details).toEqual({ targetUserId: created.user.id });
  });

  it("refuses a disabled user (409) and another corporate's user (404)", async () => {
    await update(w.users.admin, w.users.manager, { state: 'disabled' });
    expect(await failure(sendWelcome(deps, await as(w.users.admin), w.users.manager.user.id))).toMatchObject({
      code: 'CONFLICT',
      message: 'Error sending email: the user is disabled; make them active first.',
    });
    await update(w.users.admin, w.users.manager, { state: 'active' });
    expect(await failure(sendWelcome(deps, await as(w.users.admin), w.users.bAdmin.user.id))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('delete a user (soft)', () => {
  it('hides the user from the list and every call, ends their sessions, keeps the row, and audits', async () => {
    const created = await createUserAccount(deps, await as(w.users.admin), {
      user: {
        firstName: 'Gone',
        lastName: 'Soon',
        email: 'gone@a.test',
        role_id: w.roles.adviser.id,
        community_ids: [w.south.id],
      },
      sendEmail: false,
    });
    const id = created.user.id;
    const sid = await createSession(deps.db, id, clock());
    const answer = await deleteUserAccount(deps, await as(w.users.admin), id, '10.0.0.9');
    expect(answer).toEqual({ success: true, message: 'User deleted' });
    expect((await listUsers(deps, await as(w.users.admin))).users.map((u) => u.id)).not.toContain(id);
    expect(await touchSession(deps.db, sid, clock(), 30)).toBeNull();
    const [row] = await deps.db.select().from(users).where(eq(users.id, id));
    // The row stays (reports keep their author's name) in the state 'deleted'.
    expect(row).toMatchObject({ firstName: 'Gone', lastName: 'Soon', state: 'deleted' });
    expect(await failure(update(w.users.admin, { user: row! }, { state: 'active' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await failure(deleteUserAccount(deps, await as(w.users.admin), id))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const [audited] = await deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'));
    expect(audited!.details).toEqual({
      targetUserId: id,
      email: 'gone@a.test',
      state: 'active',
      community_ids: [w.south.id],
    });
    const memberships = await deps.db.select().from(userCommunities).where(eq(userCommunities.userId, id));
    expect(memberships).toEqual([]);
  });

  it("refuses the last active user administrator (409) and another corporate's user (404)", async () => {
    expect(
      await failure(deleteUserAccount(deps, await as(w.users.admin), w.users.admin.user.id)),
    ).toMatchObject({
      code: 'CONFLICT',
      message: USER_ERRORS.lastAdminDelete,
    });
    expect(
      await failure(deleteUserAccount(deps, await as(w.users.admin), w.users.bAdmin.user.id)),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

/**
 * Two corporates for the user-administration tests (no demo seed): corporate A with an admin (all 22
 * permissions), a user manager who holds updateUser but not createUser, an adviser, a self-only adviser, a hidden
 * demo user and two communities; corporate B with its own admin, adviser and community.
 */
import { PERMISSION_CODES, type Permission } from '@rlc/shared';
import type { Db } from '../src/db/client.ts';
import { communities } from '../src/db/schema/index.ts';
import { createCorporate, createRole, createUser } from './helpers/fixtures.ts';

const ADVISER: Permission[] = ['accessCommunityWide', 'createForm'];
const USER_MANAGER: Permission[] = ['updateUser', 'accessCommunityWide', 'createForm'];

async function community(db: Db, corporateId: number, name: string) {
  const [row] = await db.insert(communities).values({ corporateId, name, state: 'NSW' }).returning();
  return row!;
}

export async function userAdminWorld(db: Db, tag: string) {
  const a = await createCorporate(db, `Corp A ${tag}`);
  const b = await createCorporate(db, `Corp B ${tag}`);
  const [north, south, bSite] = [
    await community(db, a.id, 'North Village'),
    await community(db, a.id, 'South Village'),
    await community(db, b.id, 'B Village'),
  ];
  const roles = {
    admin: await createRole(db, a.id, PERMISSION_CODES, 'corporate admin'),
    manager: await createRole(db, a.id, USER_MANAGER, 'user manager'),
    adviser: await createRole(db, a.id, ADVISER, 'adviser'),
    self: await createRole(db, a.id, ['accessSelf', 'createForm'], 'self-only adviser'),
    bAdmin: await createRole(db, b.id, PERMISSION_CODES, 'corporate admin'),
  };
  const mk = (email: string, roleId: number, firstName: string, lastName: string, more = {}) =>
    createUser(db, {
      email,
      corporateId: roleId === roles.bAdmin.id ? b.id : a.id,
      roleId,
      firstName,
      lastName,
      ...more,
    });
  const users = {
    admin: await mk(`admin.${tag}@a.test`, roles.admin.id, 'Ada', 'Zed', {
      communityIds: [north.id, south.id],
    }),
    manager: await mk(`manager.${tag}@a.test`, roles.manager.id, 'Max', 'Young'),
    adviser: await mk(`adviser.${tag}@a.test`, roles.adviser.id, 'Ava', 'Brown', {
      communityIds: [south.id],
    }),
    self: await mk(`self.${tag}@a.test`, roles.self.id, 'Sol', 'Moss'),
    silent: await mk(`silent.${tag}@a.test`, roles.adviser.id, 'Hidden', 'Demo', { silentUser: true }),
    bAdmin: await mk(`admin.${tag}@b.test`, roles.bAdmin.id, 'Bea', 'Other', { communityIds: [bSite.id] }),
  };
  return { a, b, north, south, bSite, roles, users };
}

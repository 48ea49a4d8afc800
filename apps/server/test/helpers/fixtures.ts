/**
 * Test data without the demo seed: a corporate, a role holding given permissions, a user with a password.
 */
import type { Permission } from '@rlc/shared';
import type { Db } from '../../src/db/client.ts';
import {
  corporates,
  rolePermissions,
  roles,
  userCommunities,
  users,
  type User,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';

let seq = 0;

export async function createCorporate(db: Db, name = `Test Corporate ${++seq}`) {
  const [c] = await db
    .insert(corporates)
    .values({
      name,
      renameHomeSecurityDeposit: 'Bond',
      renameChargeFeesRent: null,
      magicEnabled: true,
      valuationTool: false,
      communityLicenses: 4,
    })
    .returning();
  return c!;
}

export async function createRole(
  db: Db,
  corporateId: number,
  permissions: readonly Permission[],
  name = `role ${++seq}`,
) {
  const [r] = await db.insert(roles).values({ corporateId, name }).returning();
  if (permissions.length)
    await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: r!.id, permission })));
  return r!;
}

export interface UserFixture {
  email?: string;
  password?: string;
  permissions?: readonly Permission[];
  roleName?: string;
  /** An existing role of the corporate to use instead of a new one (then `permissions` and `roleName` are unused). */
  roleId?: number;
  corporateId?: number;
  /** A precomputed hash (e.g. with weaker parameters, to test the rehash). */
  passwordHash?: string;
  state?: 'active' | 'disabled';
  mustChange?: boolean;
  firstName?: string;
  lastName?: string;
  communityIds?: number[];
  silentUser?: boolean;
  developer?: boolean;
}

export const DEFAULT_PASSWORD = 'correct horse battery';

/** Creates (corporate if none given, role, user); returns the user row and its password. */
export async function createUser(db: Db, f: UserFixture = {}): Promise<{ user: User; password: string }> {
  const corporateId = f.corporateId ?? (await createCorporate(db)).id;
  const roleId =
    f.roleId ??
    (await createRole(db, corporateId, f.permissions ?? ['accessSelf', 'createForm'], f.roleName)).id;
  const password = f.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      corporateId,
      roleId,
      email: (f.email ?? `user${++seq}@example.test`).toLowerCase(),
      passwordHash: f.passwordHash ?? (await hashPassword(password)),
      firstName: f.firstName ?? 'Sam',
      lastName: f.lastName ?? 'Tester',
      state: f.state ?? 'active',
      mustChange: f.mustChange ?? false,
      silentUser: f.silentUser ?? false,
      developer: f.developer ?? false,
    })
    .returning();
  if (f.communityIds?.length)
    await db
      .insert(userCommunities)
      .values(f.communityIds.map((communityId) => ({ userId: user!.id, communityId })));
  return { user: user!, password };
}

/**
 * Seeds the demo corporate (issue 3 §7, design §8) in one transaction, once: when a corporate named
 * "Demo Retirement Living" exists, nothing is written (idempotent; a second run changes nothing).
 * Call it inside `withStartupLock` (db/migrate.ts) when several processes may start together.
 */
import { eq, sql } from 'drizzle-orm';
import { CommunityContractSettings, ContractSettings } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import {
  additionalServices,
  amenities,
  chargeFees,
  communities,
  communityAmenities,
  communityInclusions,
  contracts,
  contractTypes,
  corporates,
  inclusions,
  reportContents,
  rolePermissions,
  roles,
  userCommunities,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../auth/index.ts';
import {
  DEMO_AMENITIES,
  DEMO_COMMUNITIES,
  DEMO_INCLUSIONS,
  DEMO_REPORT_CONTENT,
} from './demo-communities.ts';
import { DEMO_CONTRACT_TYPES } from './demo-contracts.ts';
import { seedDemoForms } from './demo-forms.ts';
import { DEMO_CORPORATE, DEMO_ROLES, DEMO_USERS, type DemoRoleName } from './demo-users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedResult {
  /** False when the demo corporate already existed and nothing was written. */
  seeded: boolean;
  /** The demo sign-ins, for printing at start (role = role name). */
  users: { email: string; role: DemoRoleName }[];
}

const demoUserList = () => DEMO_USERS.map((u) => ({ email: u.email, role: u.role }));

/** Seeds the demo data unless present. `password` is the demo users' password (DEMO_PASSWORD). */
export async function seedDemo(db: Db, { password }: { password: string }): Promise<SeedResult> {
  const existing = await db
    .select({ id: corporates.id })
    .from(corporates)
    .where(eq(corporates.name, DEMO_CORPORATE.name));
  if (existing.length > 0) {
    await seedDemoForms(db);
    return { seeded: false, users: demoUserList() };
  }

  // Hash outside the transaction: argon2id at 19 MiB takes tens of ms each.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));

  const seeded = await db.transaction(async (tx) => {
    // Re-check inside the transaction: a concurrent start may have seeded meanwhile.
    const again = await tx
      .select({ id: corporates.id })
      .from(corporates)
      .where(eq(corporates.name, DEMO_CORPORATE.name));
    if (again.length > 0) return false;
    const [corporate] = await tx.insert(corporates).values(DEMO_CORPORATE).returning({ id: corporates.id });
    if (!corporate) throw new Error('seedDemo: corporate insert returned no row');
    const corporateId = corporate.id;

    const roleIds = await seedRoles(tx, corporateId);
    const userIds = await seedUsers(tx, corporateId, roleIds, hashes);
    const typeIds = await seedContractTypes(tx, corporateId);
    const amenityIds = await seedNamed(
      tx,
      amenities,
      corporateId,
      Object.keys(DEMO_AMENITIES),
      DEMO_AMENITIES,
    );
    const inclusionIds = await seedNamed(tx, inclusions, corporateId, [...DEMO_INCLUSIONS]);
    await tx.insert(reportContents).values(
      Object.entries(DEMO_REPORT_CONTENT).map(([name, content]) => ({
        corporateId,
        communityId: null,
        name,
        content,
      })),
    );

    const communityIds = new Map<string, number>();
    for (const c of DEMO_COMMUNITIES) {
      const [row] = await tx
        .insert(communities)
        .values({
          corporateId,
          name: c.name,
          streetAddress: c.streetAddress,
          suburb: c.suburb,
          postcode: c.postcode,
          state: c.state,
          rvOrLlc: c.rvOrLlc,
          ownerType: c.ownerType,
          feeBase: 'values',
          mainUpdated: new Date(),
        })
        .returning({ id: communities.id });
      if (!row) throw new Error(`seedDemo: community ${c.name} insert returned no row`);
      const communityId = row.id;
      communityIds.set(c.name, communityId);
      await tx.insert(contracts).values(
        c.contracts.map((k) => ({
          corporateId,
          communityId,
          contractTypeId: lookup(typeIds, k.contractTypeId, 'contract type'),
          name: k.name,
          settings: CommunityContractSettings.parse(k.overrides),
        })),
      );
      await tx.insert(chargeFees).values(c.chargeFees.map((f) => ({ communityId, ...f })));
      await tx.insert(additionalServices).values(c.additionalServices.map((s) => ({ communityId, ...s })));
      await tx
        .insert(communityAmenities)
        .values(c.amenities.map((name) => ({ communityId, amenityId: lookup(amenityIds, name, 'amenity') })));
      await tx
        .insert(communityInclusions)
        .values(
          c.inclusions.map((name) => ({ communityId, inclusionId: lookup(inclusionIds, name, 'inclusion') })),
        );
      await tx.insert(reportContents).values(
        Object.entries(c.reportContent).map(([name, content]) => ({
          corporateId,
          communityId,
          name,
          content,
        })),
      );
    }

    await tx.insert(userCommunities).values(
      DEMO_USERS.flatMap((u) =>
        u.communities.map((name) => ({
          userId: lookup(userIds, u.email, 'user'),
          communityId: lookup(communityIds, name, 'community'),
        })),
      ),
    );
    return true;
  });
  // The sample report forms (issue 4), after the communities they use; idempotent on their own.
  await seedDemoForms(db);
  return { seeded, users: demoUserList() };
}

function lookup<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seedDemo: unknown ${what} ${String(key)}`);
  return id;
}

async function seedRoles(tx: Tx, corporateId: number): Promise<Map<DemoRoleName, number>> {
  const ids = new Map<DemoRoleName, number>();
  for (const [name, permissions] of Object.entries(DEMO_ROLES) as [DemoRoleName, readonly string[]][]) {
    const [role] = await tx.insert(roles).values({ corporateId, name }).returning({ id: roles.id });
    if (!role) throw new Error(`seedDemo: role ${name} insert returned no row`);
    ids.set(name, role.id);
    await tx
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleId: role.id, permission })));
  }
  return ids;
}

async function seedUsers(
  tx: Tx,
  corporateId: number,
  roleIds: Map<DemoRoleName, number>,
  hashes: string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((u, i) => ({
        corporateId,
        roleId: lookup(roleIds, u.role, 'role'),
        email: u.email,
        passwordHash: hashes[i] ?? '',
        firstName: u.firstName,
        lastName: u.lastName,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}

/**
 * Contract types with their default contracts. On an empty contract_types table the demo ids are kept (so the
 * spec's default type id 7 exists) and the id sequence is moved past them; otherwise the database numbers them.
 * Returns demo type id → stored id.
 */
async function seedContractTypes(tx: Tx, corporateId: number): Promise<Map<number, number>> {
  const [max] = await tx.select({ value: sql<number | null>`max(${contractTypes.id})` }).from(contractTypes);
  const keepIds = max?.value == null;
  const ids = new Map<number, number>();
  for (const t of DEMO_CONTRACT_TYPES) {
    const [row] = await tx
      .insert(contractTypes)
      .values({ ...(keepIds ? { id: t.id } : {}), corporateId, name: t.name })
      .returning({ id: contractTypes.id });
    if (!row) throw new Error(`seedDemo: contract type ${t.name} insert returned no row`);
    ids.set(t.id, row.id);
    await tx.insert(contracts).values({
      corporateId,
      contractTypeId: row.id,
      communityId: null,
      name: t.defaultName,
      settings: ContractSettings.parse(t.settings),
    });
  }
  if (keepIds) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('contract_types', 'id'), (select max(id) from contract_types))`,
    );
  }
  return ids;
}

/** Inserts a corporate name list (amenities or inclusions); returns name → id. */
async function seedNamed(
  tx: Tx,
  table: typeof amenities | typeof inclusions,
  corporateId: number,
  names: string[],
  icons?: Record<string, string>,
): Promise<Map<string, number>> {
  const values = names.map((name) => ({ corporateId, name, ...(icons ? { img: icons[name] ?? null } : {}) }));
  const rows = await tx.insert(table).values(values).returning({ id: table.id, name: table.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

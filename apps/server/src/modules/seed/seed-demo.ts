/**
 * Seeds the demo corporate (issue 3 §7, design §8) in one transaction, once: when a corporate named
 * "Demo Retirement Living" exists, nothing is written (idempotent; a second run changes nothing).
 * Call it inside `withStartupLock` (db/migrate.ts) when several processes may start together.
 */
import { CommunityContractSettings, ContractSettings } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
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
import {
  corporateExists,
  insertCommunity,
  insertCommunityParts,
  insertContracts,
  insertContractType,
  insertCorporate,
  insertNamed,
  insertReportContents,
  insertRole,
  insertUserCommunities,
  insertUsers,
  maxContractTypeId,
  syncContractTypeSequence,
} from './repository.ts';
import type { Tx } from '../../db/client.ts';

export interface SeedResult {
  /** False when the demo corporate already existed and nothing was written. */
  seeded: boolean;
  /** The demo sign-ins, for printing at start (role = role name). */
  users: { email: string; role: DemoRoleName }[];
}

const demoUserList = () => DEMO_USERS.map((u) => ({ email: u.email, role: u.role }));

/** Seeds the demo data unless present. `password` is the demo users' password (DEMO_PASSWORD). */
export async function seedDemo(db: Db, { password }: { password: string }): Promise<SeedResult> {
  if (await corporateExists(db, DEMO_CORPORATE.name)) {
    await seedDemoForms(db);
    return { seeded: false, users: demoUserList() };
  }

  // Hash outside the transaction: argon2id at 19 MiB takes tens of ms each.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));

  const seeded = await db.transaction(async (tx) => {
    // Re-check inside the transaction: a concurrent start may have seeded meanwhile.
    if (await corporateExists(tx, DEMO_CORPORATE.name)) return false;
    const corporateId = await insertCorporate(tx, DEMO_CORPORATE);

    const roleIds = await seedRoles(tx, corporateId);
    const userIds = await seedUsers(tx, corporateId, roleIds, hashes);
    const typeIds = await seedContractTypes(tx, corporateId);
    const amenityIds = await insertNamed(
      tx,
      'amenities',
      Object.entries(DEMO_AMENITIES).map(([name, img]) => ({ corporateId, name, img })),
    );
    const inclusionIds = await insertNamed(
      tx,
      'inclusions',
      DEMO_INCLUSIONS.map((name) => ({ corporateId, name })),
    );
    await insertReportContents(
      tx,
      Object.entries(DEMO_REPORT_CONTENT).map(([name, content]) => ({
        corporateId,
        communityId: null,
        name,
        content,
      })),
    );

    const communityIds = new Map<string, number>();
    for (const c of DEMO_COMMUNITIES) {
      const communityId = await insertCommunity(tx, {
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
      });
      communityIds.set(c.name, communityId);
      await insertContracts(
        tx,
        c.contracts.map((k) => ({
          corporateId,
          communityId,
          contractTypeId: lookup(typeIds, k.contractTypeId, 'contract type'),
          name: k.name,
          settings: CommunityContractSettings.parse(k.overrides),
        })),
      );
      await insertCommunityParts(tx, {
        chargeFees: c.chargeFees.map((f) => ({ communityId, ...f })),
        additionalServices: c.additionalServices.map((s) => ({ communityId, ...s })),
        amenities: c.amenities.map((name) => ({
          communityId,
          amenityId: lookup(amenityIds, name, 'amenity'),
        })),
        inclusions: c.inclusions.map((name) => ({
          communityId,
          inclusionId: lookup(inclusionIds, name, 'inclusion'),
        })),
      });
      await insertReportContents(
        tx,
        Object.entries(c.reportContent).map(([name, content]) => ({
          corporateId,
          communityId,
          name,
          content,
        })),
      );
    }

    await insertUserCommunities(
      tx,
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
  for (const [name, permissions] of Object.entries(DEMO_ROLES) as [DemoRoleName, readonly string[]][])
    ids.set(name, await insertRole(tx, corporateId, name, permissions));
  return ids;
}

function seedUsers(
  tx: Tx,
  corporateId: number,
  roleIds: Map<DemoRoleName, number>,
  hashes: string[],
): Promise<Map<string, number>> {
  return insertUsers(
    tx,
    DEMO_USERS.map((u, i) => ({
      corporateId,
      roleId: lookup(roleIds, u.role, 'role'),
      email: u.email,
      passwordHash: hashes[i] ?? '',
      firstName: u.firstName,
      lastName: u.lastName,
    })),
  );
}

/**
 * Contract types with their default contracts. On an empty contract_types table the demo ids are kept (so the
 * spec's default type id 7 exists) and the id sequence is moved past them; otherwise the database numbers them.
 * Returns demo type id → stored id.
 */
async function seedContractTypes(tx: Tx, corporateId: number): Promise<Map<number, number>> {
  const keepIds = (await maxContractTypeId(tx)) === null;
  const ids = new Map<number, number>();
  for (const t of DEMO_CONTRACT_TYPES) {
    const id = await insertContractType(tx, { ...(keepIds ? { id: t.id } : {}), corporateId, name: t.name });
    ids.set(t.id, id);
    await insertContracts(tx, [
      {
        corporateId,
        contractTypeId: id,
        communityId: null,
        name: t.defaultName,
        settings: ContractSettings.parse(t.settings),
      },
    ]);
  }
  if (keepIds) await syncContractTypeSequence(tx);
  return ids;
}

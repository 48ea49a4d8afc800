/**
 * Seeds the demo corporates (the second operator tests tenant isolation; see README), each in one transaction,
 * once: when a corporate of that name exists, nothing of it is written (idempotent; a second run changes nothing).
 * Call it inside `withStartupLock` (db/migrate.ts) when several processes may start together.
 */
import { CommunityContractSettings, ContractSettings } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../auth/index.ts';
import { insertCorporate, insertRoles } from '../corporates/index.ts';
import type { DemoCorporate } from './demo-corporate.ts';
import { DEMO_CORPORATES } from './demo-corporates.ts';
import { seedAnalyticsSample } from './demo-analytics.ts';
import { seedDemoForms } from './demo-forms.ts';
import { seedDemoResources } from './demo-resources.ts';
import {
  corporateExists,
  insertCommunity,
  insertCommunityParts,
  insertContracts,
  insertContractType,
  insertNamed,
  insertReportContents,
  insertUserCommunities,
  insertUsers,
  maxContractTypeId,
  syncContractTypeSequence,
} from './repository.ts';
import type { Tx } from '../../db/client.ts';

export interface SeedResult {
  /** False when the demo corporate already existed and nothing was written. */
  seeded: boolean;
  /** The demo sign-ins, for printing at start (role = role name, corporate = its corporate's name). */
  users: { email: string; role: string; corporate: string }[];
}

const demoUserList = () =>
  DEMO_CORPORATES.flatMap((d) =>
    d.users.map((u) => ({
      email: u.email,
      role: u.developer ? `${u.role}, developer` : u.role,
      corporate: d.corporate.name,
    })),
  );

/**
 * Seeds the demo corporates unless present. `password` is the demo users' password (DEMO_PASSWORD).
 * `seeded` is true when the first (main) demo corporate was written by this call.
 */
export async function seedDemo(db: Db, { password }: { password: string }): Promise<SeedResult> {
  let seeded = false;
  // In order: the main demo first, so on an empty database it keeps the spec's contract type ids.
  for (const demo of DEMO_CORPORATES) {
    const written = await seedCorporate(db, demo, password);
    if (demo === DEMO_CORPORATES[0]) seeded = written;
  }
  // The sample report forms, after the communities they use; idempotent on their own.
  await seedDemoForms(db);
  // Newsletter articles, webinars and Find An Adviser; idempotent on their own.
  await seedDemoResources(db);
  // The analytics sample: decided and open reports across the main demo's communities.
  await seedAnalyticsSample(db);
  return { seeded, users: demoUserList() };
}

async function seedCorporate(db: Db, demo: DemoCorporate, password: string): Promise<boolean> {
  if (await corporateExists(db, demo.corporate.name)) return false;
  // Hash outside the transaction: argon2id at 19 MiB takes tens of ms each.
  const hashes = await Promise.all(demo.users.map(() => hashPassword(password)));

  return db.transaction(async (tx) => {
    // Re-check inside the transaction: a concurrent start may have seeded meanwhile.
    if (await corporateExists(tx, demo.corporate.name)) return false;
    const corporateId = await insertCorporate(tx, demo.corporate);

    const roleIds = await insertRoles(tx, corporateId, demo.roles);
    const userIds = await seedUsers(tx, corporateId, demo, roleIds, hashes);
    const typeIds = await seedContractTypes(tx, corporateId, demo);
    const amenityIds = await insertNamed(
      tx,
      'amenities',
      Object.entries(demo.amenities).map(([name, img]) => ({ corporateId, name, img })),
    );
    const inclusionIds = await insertNamed(
      tx,
      'inclusions',
      demo.inclusions.map((name) => ({ corporateId, name })),
    );
    await insertReportContents(
      tx,
      Object.entries(demo.reportContent).map(([name, content]) => ({
        corporateId,
        communityId: null,
        name,
        content,
      })),
    );

    const communityIds = new Map<string, number>();
    for (const c of demo.communities) {
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
      demo.users.flatMap((u) =>
        u.communities.map((name) => ({
          userId: lookup(userIds, u.email, 'user'),
          communityId: lookup(communityIds, name, 'community'),
        })),
      ),
    );
    return true;
  });
}

function lookup<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seedDemo: unknown ${what} ${String(key)}`);
  return id;
}

function seedUsers(
  tx: Tx,
  corporateId: number,
  demo: DemoCorporate,
  roleIds: Map<string, number>,
  hashes: string[],
): Promise<Map<string, number>> {
  return insertUsers(
    tx,
    demo.users.map((u, i) => ({
      corporateId,
      roleId: lookup(roleIds, u.role, 'role'),
      email: u.email,
      passwordHash: hashes[i] ?? '',
      firstName: u.firstName,
      lastName: u.lastName,
      ...(u.developer ? { developer: true, silentUser: true } : {}),
    })),
  );
}

/**
 * Contract types with their default contracts. On an empty contract_types table the demo ids are kept (so the
 * spec's default type id 7 exists) and the id sequence is moved past them; otherwise the database numbers them.
 * Returns demo type id → stored id.
 */
async function seedContractTypes(
  tx: Tx,
  corporateId: number,
  demo: DemoCorporate,
): Promise<Map<number, number>> {
  const keepIds = (await maxContractTypeId(tx)) === null;
  const ids = new Map<number, number>();
  for (const t of demo.contractTypes) {
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

/**
 * Every SQL statement of the contracts module (Drizzle): the corporate's contract types with their default
 * contracts and community use, the name check, and the writes of create, rename and the magic-link flag.
 * Every read is scoped to a corporate; a default contract is the contract of a type with no community.
 */
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CommunityContractSettings, ContractSettings } from '@rlc/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { communities, contracts, contractTypes } from '../../db/schema/index.ts';

/** A contract type joined with its default contract and how many live communities hold a contract of it. */
export interface ContractTypeRow {
  id: number;
  name: string;
  noAutoAddMagicLink: boolean;
  typeUpdatedAt: Date;
  communities: number;
  contractId: number;
  contractName: string;
  versionId: number;
  versionedAt: Date;
  contractUpdatedAt: Date;
  settings: unknown;
}

/**
 * The corporate's contract types that have a default contract (every type made by the seed or
 * createContractType has one), by id (the use case sorts by name: see contractTypeNameKey). With `contractId`, only the type whose default
 * contract that is (none when it is another corporate's, a community's contract, or unknown).
 */
export async function contractTypeRows(
  db: DbOrTx,
  corporateId: number,
  filter: { contractId?: number } = {},
): Promise<ContractTypeRow[]> {
  const usage = db
    .select({ contractTypeId: contracts.contractTypeId, n: count().as('n') })
    .from(contracts)
    .innerJoin(communities, eq(communities.id, contracts.communityId))
    .where(
      and(
        eq(contracts.corporateId, corporateId),
        isNotNull(contracts.communityId),
        isNull(communities.deletedAt),
      ),
    )
    .groupBy(contracts.contractTypeId)
    .as('usage');
  return db
    .select({
      id: contractTypes.id,
      name: contractTypes.name,
      noAutoAddMagicLink: contractTypes.noAutoAddMagicLink,
      typeUpdatedAt: contractTypes.updatedAt,
      communities: sql<number>`coalesce(${usage.n}, 0)`.mapWith(Number),
      contractId: contracts.id,
      contractName: contracts.name,
      versionId: contracts.versionId,
      versionedAt: contracts.versionedAt,
      contractUpdatedAt: contracts.updatedAt,
      settings: contracts.settings,
    })
    .from(contractTypes)
    .innerJoin(contracts, and(eq(contracts.contractTypeId, contractTypes.id), isNull(contracts.communityId)))
    .leftJoin(usage, eq(usage.contractTypeId, contractTypes.id))
    .where(
      and(
        eq(contractTypes.corporateId, corporateId),
        filter.contractId === undefined ? undefined : eq(contracts.id, filter.contractId),
      ),
    )
    .orderBy(asc(contractTypes.id));
}

/** Ids and names of the corporate's contract types (a handful), for the name check. */
export function contractTypeNames(db: DbOrTx, corporateId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: contractTypes.id, name: contractTypes.name })
    .from(contractTypes)
    .where(eq(contractTypes.corporateId, corporateId));
}

/** Inserts a contract type and its default contract; returns the default contract's id. */
export async function insertContractTypeWithDefault(
  tx: Tx,
  v: {
    corporateId: number;
    name: string;
    noAutoAddMagicLink: boolean;
    settings: ContractSettings;
    userId: number;
    now: Date;
  },
): Promise<{ contractTypeId: number; contractId: number }> {
  const [type] = await tx
    .insert(contractTypes)
    .values({
      corporateId: v.corporateId,
      name: v.name,
      noAutoAddMagicLink: v.noAutoAddMagicLink,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .returning({ id: contractTypes.id });
  const [contract] = await tx
    .insert(contracts)
    .values({
      corporateId: v.corporateId,
      contractTypeId: type!.id,
      communityId: null,
      name: v.name,
      settings: v.settings,
      versionedAt: v.now,
      updatedBy: v.userId,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .returning({ id: contracts.id });
  return { contractTypeId: type!.id, contractId: contract!.id };
}

/**
 * Renames a type and its default contract. The terms do not change, so the contract's version stays: stored
 * summaries that used it are still current.
 */
export async function renameContractType(
  tx: Tx,
  v: { contractTypeId: number; contractId: number; name: string; userId: number; now: Date },
): Promise<void> {
  await tx
    .update(contractTypes)
    .set({ name: v.name, updatedAt: v.now })
    .where(eq(contractTypes.id, v.contractTypeId));
  await tx
    .update(contracts)
    .set({ name: v.name, updatedBy: v.userId, updatedAt: v.now })
    .where(eq(contracts.id, v.contractId));
}

export async function setNoAutoAddMagicLink(
  tx: Tx,
  v: { contractTypeId: number; noAutoAddMagicLink: boolean; now: Date },
): Promise<void> {
  await tx
    .update(contractTypes)
    .set({ noAutoAddMagicLink: v.noAutoAddMagicLink, updatedAt: v.now })
    .where(eq(contractTypes.id, v.contractTypeId));
}

/** A contract of the corporate with its community's name and tenure (null for a default contract). */
export interface ContractRow {
  id: number;
  name: string;
  contractTypeId: number;
  communityId: number | null;
  versionId: number;
  versionedAt: Date;
  settings: unknown;
}

const contractColumns = {
  id: contracts.id,
  name: contracts.name,
  contractTypeId: contracts.contractTypeId,
  communityId: contracts.communityId,
  versionId: contracts.versionId,
  versionedAt: contracts.versionedAt,
  settings: contracts.settings,
};

/** The contract `contractId` of the corporate (default or a community's), or undefined. */
export async function contractOfCorporate(
  db: DbOrTx,
  corporateId: number,
  contractId: number,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select(contractColumns)
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.corporateId, corporateId)))
    .limit(1);
  return row;
}

/** The same row locked until the transaction ends, so two saves of one contract run one after the other. */
export async function lockContract(tx: Tx, contractId: number): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select(contractColumns)
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for('update');
  return row;
}

/** The default contract's terms of a contract type (undefined when the type has none). */
export async function defaultSettingsOfType(db: DbOrTx, contractTypeId: number): Promise<unknown> {
  const [row] = await db
    .select({ settings: contracts.settings })
    .from(contracts)
    .where(and(eq(contracts.contractTypeId, contractTypeId), isNull(contracts.communityId)))
    .limit(1);
  return row?.settings;
}

/** The community's contract of a type, or undefined when the community does not hold the type. */
export async function communityContractOfType(
  db: DbOrTx,
  communityId: number,
  contractTypeId: number,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select(contractColumns)
    .from(contracts)
    .where(and(eq(contracts.communityId, communityId), eq(contracts.contractTypeId, contractTypeId)))
    .limit(1);
  return row;
}

/**
 * Stores a contract's settings. With `newVersion`, the terms changed: the version goes up by one and
 * versioned_at becomes `now` and updated_at moves forward (a stored summary notices it: forms' contracts stamp).
 * Without it (a community override removed that equalled the default anyway) only the stored object changes.
 */
export async function saveContractSettings(
  tx: Tx,
  v: {
    contractId: number;
    settings: ContractSettings | CommunityContractSettings;
    newVersion: boolean;
    userId: number;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(contracts)
    .set({
      settings: v.settings,
      updatedBy: v.userId,
      ...(v.newVersion
        ? {
            versionId: sql`${contracts.versionId} + 1`,
            versionedAt: v.now,
            // Always later than before, even when this process's clock is behind the one that wrote the row
            // (another server process): the forms' contracts stamp is the latest updated_at.
            updatedAt: sql`greatest(${v.now.toISOString()}::timestamptz, ${contracts.updatedAt} + interval '1 millisecond')`,
          }
        : {}),
    })
    .where(eq(contracts.id, v.contractId));
}

/**
 * Every SQL statement of the seed module (apps/server/src/modules/README.md): the demo corporate's rows and the
 * sample forms' rows. The data itself is in demo-*.ts; seed-demo.ts and demo-forms.ts decide what to write.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  amenities,
  inclusions,
  additionalServices,
  chargeFees,
  communities,
  communityAmenities,
  communityInclusions,
  contracts,
  contractTypes,
  corporates,
  forms,
  formVillages,
  reportContents,
  userCommunities,
  users,
} from '../../db/schema/index.ts';

/** Whether a corporate of this name exists. */
export async function corporateExists(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await db.select({ id: corporates.id }).from(corporates).where(eq(corporates.name, name));
  return rows.length > 0;
}

/** Inserts a row of `table` and returns its id (`what` names it in the error when nothing comes back). */
async function insertOne(
  tx: Tx,
  table: typeof communities | typeof contractTypes,
  values: Record<string, unknown>,
  what: string,
): Promise<number> {
  const [row] = await tx
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  if (!row) throw new Error(`seedDemo: ${what} insert returned no row`);
  return row.id;
}

export const insertCommunity = (tx: Tx, values: typeof communities.$inferInsert) =>
  insertOne(tx, communities, values, `community ${values.name}`);

/** Users; e-mail → id. */
export async function insertUsers(
  tx: Tx,
  values: (typeof users.$inferInsert)[],
): Promise<Map<string, number>> {
  const rows = await tx.insert(users).values(values).returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The highest contract type id, or null on an empty table. */
export async function maxContractTypeId(tx: Tx): Promise<number | null> {
  const [max] = await tx.select({ value: sql<number | null>`max(${contractTypes.id})` }).from(contractTypes);
  return max?.value ?? null;
}

export const insertContractType = (tx: Tx, values: typeof contractTypes.$inferInsert) =>
  insertOne(tx, contractTypes, values, `contract type ${values.name}`);

/** Moves the contract types' id sequence past the ids written explicitly. */
export async function syncContractTypeSequence(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('contract_types', 'id'), (select max(id) from contract_types))`,
  );
}

export async function insertContracts(tx: Tx, values: (typeof contracts.$inferInsert)[]): Promise<void> {
  if (values.length) await tx.insert(contracts).values(values);
}

/** A corporate name list (amenities or inclusions); name → id. */
export async function insertNamed(
  tx: Tx,
  list: 'amenities' | 'inclusions',
  values: { corporateId: number; name: string; img?: string | null }[],
): Promise<Map<string, number>> {
  const table = list === 'amenities' ? amenities : inclusions;
  const rows = await tx.insert(table).values(values).returning({ id: table.id, name: table.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function insertReportContents(
  tx: Tx,
  values: (typeof reportContents.$inferInsert)[],
): Promise<void> {
  if (values.length) await tx.insert(reportContents).values(values);
}

/** A community's fees, services, amenities and inclusions. */
export async function insertCommunityParts(
  tx: Tx,
  parts: {
    chargeFees: (typeof chargeFees.$inferInsert)[];
    additionalServices: (typeof additionalServices.$inferInsert)[];
    amenities: (typeof communityAmenities.$inferInsert)[];
    inclusions: (typeof communityInclusions.$inferInsert)[];
  },
): Promise<void> {
  if (parts.chargeFees.length) await tx.insert(chargeFees).values(parts.chargeFees);
  if (parts.additionalServices.length) await tx.insert(additionalServices).values(parts.additionalServices);
  if (parts.amenities.length) await tx.insert(communityAmenities).values(parts.amenities);
  if (parts.inclusions.length) await tx.insert(communityInclusions).values(parts.inclusions);
}

export async function insertUserCommunities(
  tx: Tx,
  values: (typeof userCommunities.$inferInsert)[],
): Promise<void> {
  if (values.length) await tx.insert(userCommunities).values(values);
}

/** The user with this e-mail in the corporate of this name (id, corporate), or null. */
export async function userInCorporate(db: Db, email: string, corporateName: string) {
  const [row] = await db
    .select({ id: users.id, corporateId: users.corporateId })
    .from(users)
    .innerJoin(corporates, eq(corporates.id, users.corporateId))
    .where(and(eq(users.email, email), eq(corporates.name, corporateName)));
  return row ?? null;
}

/** How many forms the user created. */
export async function formCountBy(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(forms).where(eq(forms.createdBy, userId));
  return row?.n ?? 0;
}

export function communitiesOf(db: Db, corporateId: number) {
  return db.select().from(communities).where(eq(communities.corporateId, corporateId));
}

/** A new form; its id. */
export async function insertForm(tx: Tx, values: typeof forms.$inferInsert): Promise<number> {
  const [form] = await tx.insert(forms).values(values).returning({ id: forms.id });
  if (!form) throw new Error('seedDemoForms: form insert returned no row');
  return form.id;
}

export async function insertFormVillages(
  tx: Tx,
  values: (typeof formVillages.$inferInsert)[],
): Promise<void> {
  await tx.insert(formVillages).values(values);
}

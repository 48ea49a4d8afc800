/**
 * Every SQL statement of the forms module (Drizzle). Use cases call these; nothing else in the module queries.
 *
 * Scope (design §5): `accessCorporate` sees every form of its corporate, `accessCommunityWide` the forms of its
 * communities (and its own), `accessSelf` only the forms it created. Archived (soft-deleted) forms are invisible.
 * A form outside the scope is absent (404, never 403).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
  type Table,
} from 'drizzle-orm';
import {
  can,
  clientFullName,
  FORM_STATUS,
  foldForSearch,
  isCouple,
  MODEL_ID,
  parseOptionUid,
  partnerFullName,
  reportName,
  type CustomerRecord,
  type FormSortKey,
  type HasPermissions,
  type ModelId,
  type Rating,
} from '@rlc/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  additionalServices,
  communities,
  contracts,
  contractTypes,
  corporates,
  formConsumers,
  formPdfs,
  formRatings,
  forms,
  formSummaries,
  formVillages,
  users,
  type FormRow,
} from '../../db/schema/index.ts';
import { conflict } from './errors.ts';
import type { TableLabels } from './summary-table.ts';

export type VillageRow = typeof formVillages.$inferSelect;
export type SummaryRow = typeof formSummaries.$inferSelect;

/** A staff caller (a staff Principal satisfies it). */
export interface StaffFormScope extends HasPermissions {
  kind?: 'staff';
  user: { id: number; corporateId: number };
  communityIds: readonly number[];
  /** Consult Mode (ADR 0016): set while the session is in it; only `formId` is visible then (none when null). */
  consult?: { formId: number | null } | null;
}

/** A magic-link customer (docs/adr/0010-principal-kinds.md): sees the one magic form of its link. */
export interface CustomerFormScope {
  kind: 'customer';
  formId: number;
  corporateId: number;
  magicUserId: number;
}

/** Who is asking: narrow on `kind` before reading `user`. */
export type FormScope = StaffFormScope | CustomerFormScope;

// ------------------------------------------------------------------------------------------------ forms

/** SQL condition for the forms `scope` may see; null when it may see none. */
export function visibleForms(scope: FormScope): SQL | null {
  if (scope.kind === 'customer') {
    // The customer's own magic form only; the link's liveness is checked with the session (magic module).
    return (
      and(
        eq(forms.id, scope.formId),
        eq(forms.corporateId, scope.corporateId),
        eq(forms.isMagic, true),
        eq(forms.magicUserId, scope.magicUserId),
        isNull(forms.archivedAt),
      ) ?? null
    );
  }
  if (scope.consult && scope.consult.formId === null) return null;
  const owners = reportOwners(scope, forms);
  if (!owners) return null;
  return (
    and(
      owners,
      isNull(forms.archivedAt),
      scope.consult ? eq(forms.id, scope.consult.formId ?? 0) : undefined,
    ) ?? null
  );
}

/** The columns saying whose a report is, on `forms` or a table counting its reports (analytics pre-aggregates). */
export interface ReportOwnerColumns {
  corporateId: Column;
  communityId: Column;
  createdBy: Column;
}

/**
 * The ownership part of the staff scope (see the file's header) on `cols`: the corporate, then accessCorporate all
 * of it, accessCommunityWide its communities' reports and its own, accessSelf its own; null when none. Consult
 * Mode and archiving are `visibleForms`' (they are properties of single reports).
 */
export function reportOwners(scope: StaffFormScope, cols: ReportOwnerColumns): SQL | null {
  const base = eq(cols.corporateId, scope.user.corporateId);
  if (can(scope, 'accessCorporate')) return base;
  const ors: SQL[] = [];
  if (can(scope, 'accessCommunityWide') && scope.communityIds.length > 0) {
    ors.push(inArray(cols.communityId, [...scope.communityIds]));
  }
  if (can(scope, 'accessCommunityWide') || can(scope, 'accessSelf'))
    ors.push(eq(cols.createdBy, scope.user.id));
  if (ors.length === 0) return null;
  return and(base, or(...ors)) ?? null;
}

export async function findVisibleForm(db: DbOrTx, scope: FormScope, formId: number): Promise<FormRow | null> {
  const where = visibleForms(scope);
  if (!where) return null;
  const [row] = await db
    .select()
    .from(forms)
    .where(and(where, eq(forms.id, formId)))
    .limit(1);
  return row ?? null;
}

/**
 * Bumps the form's version, checking the one the caller read when given (optimistic concurrency, design §5).
 * Marks the summary stale when `stale`. Returns the new version; throws 409 CONFLICT when `expected` is stale.
 */
export async function bumpVersion(
  tx: DbOrTx,
  formId: number,
  expected: number | undefined,
  now: Date,
  stale: boolean,
): Promise<number> {
  const where =
    expected === undefined ? eq(forms.id, formId) : and(eq(forms.id, formId), eq(forms.version, expected));
  const [row] = await tx
    .update(forms)
    .set({ version: sql`${forms.version} + 1`, updatedAt: now, ...(stale ? { summaryStale: true } : {}) })
    .where(where)
    .returning({ version: forms.version });
  if (!row) throw conflict();
  return row.version;
}

/** A new form with its customer record; returns its id. */
export async function insertForm(
  tx: Tx,
  form: { corporateId: number; communityId: number; createdBy: number } & FormMagicColumns,
  customer: CustomerRecord,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(forms)
    .values({ ...form, createdAt: now, updatedAt: now })
    .returning({ id: forms.id });
  await insertFormConsumer(tx, row!.id, customer, now);
  return row!.id;
}

export async function setDecision(
  tx: Tx,
  formId: number,
  set: Pick<FormRow, 'status' | 'clientResponse' | 'choiceId' | 'decisionAt' | 'decisionNotes'>,
): Promise<void> {
  await tx.update(forms).set(set).where(eq(forms.id, formId));
}

export async function archiveForm(tx: Tx, formId: number, now: Date): Promise<void> {
  await tx.update(forms).set({ archivedAt: now, updatedAt: now }).where(eq(forms.id, formId));
}

export async function hardDeleteForm(tx: Tx, formId: number): Promise<void> {
  await tx.delete(forms).where(eq(forms.id, formId));
}

// ------------------------------------------------------------------------------------------------ customer

/** The list's name columns of a customer record (spec §3.4 names; see the schema's comment). */
export function customerNameColumns(c: CustomerRecord) {
  const clientName = clientFullName(c);
  const partnerName = isCouple(c) ? partnerFullName(c) : '';
  const report = reportName(c);
  return {
    clientName,
    partnerName,
    reportName: report,
    searchText: [clientName, partnerName, report].map(foldForSearch).join('\n'),
  };
}

/** The customer record of a new form, with its name columns; `now` omitted: the database's time. */
export async function insertFormConsumer(tx: DbOrTx, formId: number, customer: CustomerRecord, now?: Date) {
  await tx.insert(formConsumers).values({
    formId,
    customer,
    ...customerNameColumns(customer),
    ...(now ? { createdAt: now, updatedAt: now } : {}),
  });
}

export async function updateFormConsumer(tx: Tx, consumerId: number, customer: CustomerRecord, now: Date) {
  await tx
    .update(formConsumers)
    .set({ customer, ...customerNameColumns(customer), updatedAt: now })
    .where(eq(formConsumers.id, consumerId));
}

export async function formConsumerRow(db: DbOrTx, formId: number) {
  const [row] = await db.select().from(formConsumers).where(eq(formConsumers.formId, formId)).limit(1);
  if (!row) throw new Error(`form ${formId} has no customer record`);
  return row;
}

/** Derives the name columns of rows written before they existed (null); returns how many were filled. */
export async function fillMissingCustomerNames(db: Db): Promise<number> {
  const rows = await db
    .select({ id: formConsumers.id, customer: formConsumers.customer })
    .from(formConsumers)
    .where(isNull(formConsumers.searchText));
  for (const r of rows)
    await db.update(formConsumers).set(customerNameColumns(r.customer)).where(eq(formConsumers.id, r.id));
  return rows.length;
}

// ------------------------------------------------------------------------------------------------ list

/** Status labels as shown (FORM_STATUS), so `status` sorts the way the list reads. */
const statusLabel = sql`(case ${forms.status} ${sql.join(
  Object.entries(FORM_STATUS).map(([code, label]) => sql`when ${code} then ${label}`),
  sql` `,
)} end)`;

/** Whole days since creation while undecided, else -1 (the list's "Undecided days"). */
const undecisionDays = (now: Date) =>
  sql`(case when ${forms.clientResponse} is not null and ${forms.decisionAt} is not null then -1
    else floor(extract(epoch from (${now.toISOString()}::timestamptz - ${forms.createdAt})) / 86400) end)`;

function sortColumn(key: FormSortKey, now: Date): SQL {
  switch (key) {
    case 'updatedAt':
      return sql`${forms.updatedAt}`;
    case 'createdAt':
      return sql`${forms.createdAt}`;
    case 'clientName':
      return sql`lower(${formConsumers.clientName})`;
    case 'reportName':
      return sql`lower(${formConsumers.reportName})`;
    case 'communityName':
      return sql`lower(${communities.name})`;
    case 'status':
      return statusLabel;
    case 'undecisionDays':
      return undecisionDays(now);
  }
}

/** `%text%` for LIKE with the wildcards in `text` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Search (trimmed by the caller) over the names, the community name, the status label and the id. The names are
 * matched folded (`foldForSearch` on both sides: 'duc' finds 'Đức', 'obrien' finds "O'Brien"); the community
 * name and status label are lower-cased by the database (ASCII-safe in any locale; the demo and seeded names are).
 */
function matching(search: string): SQL {
  const like = containing(search.toLowerCase());
  return or(
    sql`${formConsumers.searchText} like ${containing(foldForSearch(search))}`,
    sql`lower(${communities.name}) like ${like}`,
    sql`lower(${statusLabel}) like ${like}`,
    sql`cast(${forms.id} as text) like ${like}`,
  )!;
}

export interface FormsPageQuery {
  /** Trimmed, as typed; '' for every form. */
  search: string;
  sort: FormSortKey;
  desc: boolean;
  page: number;
  pageSize: number;
  now: Date;
}

/**
 * One page of the forms `where` selects, with the total matching and the page actually answered (a page past the
 * end → the last page). Ties in the sort: newer id first.
 */
export async function formsPage(db: Db, where: SQL, q: FormsPageQuery) {
  const filter = q.search ? and(where, matching(q.search)) : where;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(forms)
    .innerJoin(communities, eq(communities.id, forms.communityId))
    .innerJoin(formConsumers, eq(formConsumers.formId, forms.id))
    .where(filter);
  const last = Math.max(0, Math.ceil(total / q.pageSize) - 1);
  const page = Math.min(q.page, last);
  const key = sortColumn(q.sort, q.now);
  const rows = await db
    .select({
      form: forms,
      communityName: communities.name,
      communityState: communities.state,
      clientName: formConsumers.clientName,
      partnerName: formConsumers.partnerName,
      reportName: formConsumers.reportName,
      creatorFirst: users.firstName,
      creatorLast: users.lastName,
    })
    .from(forms)
    .innerJoin(communities, eq(communities.id, forms.communityId))
    .innerJoin(formConsumers, eq(formConsumers.formId, forms.id))
    .leftJoin(users, eq(users.id, forms.createdBy))
    .where(filter)
    .orderBy(q.desc ? desc(key) : asc(key), desc(forms.id))
    .limit(q.pageSize)
    .offset(page * q.pageSize);
  return { rows, total, page };
}

export async function villagesOfForms(db: DbOrTx, formIds: readonly number[]): Promise<VillageRow[]> {
  if (formIds.length === 0) return [];
  return db
    .select()
    .from(formVillages)
    .where(inArray(formVillages.formId, [...formIds]));
}

/** Names of contracts by id, e.g. the contracts clients decided to buy. */
export async function contractNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: contracts.id, name: contracts.name })
    .from(contracts)
    .where(inArray(contracts.id, [...ids]));
  return new Map(rows.map((c) => [c.id, c.name]));
}

export async function contractTypesOf(db: DbOrTx, corporateId: number) {
  const rows = await db
    .select()
    .from(contractTypes)
    .where(eq(contractTypes.corporateId, corporateId))
    .orderBy(asc(contractTypes.id));
  return rows.map((t) => ({ id: t.id, name: t.name, noAutoAddMagicLink: t.noAutoAddMagicLink }));
}

// ------------------------------------------------------------------------------------------------ form's parts

export async function communityRow(db: DbOrTx, communityId: number) {
  const [row] = await db.select().from(communities).where(eq(communities.id, communityId)).limit(1);
  return row ?? null;
}

export async function corporateRow(db: DbOrTx, corporateId: number) {
  const [row] = await db.select().from(corporates).where(eq(corporates.id, corporateId)).limit(1);
  if (!row) throw new Error(`corporate ${corporateId} missing`);
  return row;
}

export async function additionalServicesOf(db: DbOrTx, communityId: number) {
  return db
    .select()
    .from(additionalServices)
    .where(eq(additionalServices.communityId, communityId))
    .orderBy(asc(additionalServices.id));
}

/** "First Last" of a user, or null when the account is gone. */
export async function userName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() : null;
}

/** The columns of a PDF in a list: everything but the bytes (reports uses them too). */
export const pdfListColumns = {
  id: formPdfs.id,
  formId: formPdfs.formId,
  kind: formPdfs.kind,
  status: formPdfs.status,
  progress: formPdfs.progress,
  createdAt: formPdfs.createdAt,
  finishedAt: formPdfs.finishedAt,
  error: formPdfs.error,
};

/** The form's PDFs, newest first: the list columns only (the bytes stay in the database until downloaded). */
export async function pdfListRows(db: DbOrTx, formId: number) {
  return db
    .select(pdfListColumns)
    .from(formPdfs)
    .where(eq(formPdfs.formId, formId))
    .orderBy(desc(formPdfs.createdAt), desc(formPdfs.id));
}

/** A `form_pdfs` row as listed (no bytes). */
export type PdfListRow = Awaited<ReturnType<typeof pdfListRows>>[number];

/** Count of generated (done) PDFs per form, for the list's `magicPdfsCount`. */
export async function donePdfCounts(db: DbOrTx, formIds: readonly number[]): Promise<Map<number, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .select({ formId: formPdfs.formId, n: count() })
    .from(formPdfs)
    .where(and(inArray(formPdfs.formId, [...formIds]), eq(formPdfs.status, 'done')))
    .groupBy(formPdfs.formId);
  return new Map(rows.map((r) => [r.formId, Number(r.n)]));
}

/** The magic columns of `forms` the magic module writes (spec §3.3 Magic). */
export type FormMagicColumns = Partial<
  Pick<
    FormRow,
    | 'isMagic'
    | 'magicUserId'
    | 'magicUserEmail'
    | 'magicContractIds'
    | 'magicIsConfigurable'
    | 'magicIsReviewable'
    | 'magicCreatedAt'
    | 'magicUpdatedAt'
    | 'magicExpiresAt'
    | 'magicExpiredAt'
    | 'magicCancelledAt'
    | 'magicReplacedAt'
    | 'magicCompletedAt'
    | 'magicFirstLoginAt'
    | 'magicLastLoginAt'
  >
>;

/** Writes a form's magic columns (the magic module's only way to them); returns the updated row. */
export async function setFormMagic(db: DbOrTx, formId: number, set: FormMagicColumns): Promise<FormRow> {
  const [row] = await db.update(forms).set(set).where(eq(forms.id, formId)).returning();
  return row!;
}

/** A form by id, whatever its scope (the magic module's link checks, after finding the link by its hash). */
export async function formById(db: DbOrTx, formId: number): Promise<FormRow | null> {
  const [row] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  return row ?? null;
}

/** A staff user's name and e-mail (the adviser named on a magic link page). */
export async function userContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { name: `${row.first} ${row.last}`.trim(), email: row.email } : null;
}

export async function hasDonePdf(db: DbOrTx, formId: number): Promise<boolean> {
  const [pdf] = await db
    .select({ id: formPdfs.id })
    .from(formPdfs)
    .where(and(eq(formPdfs.formId, formId), eq(formPdfs.status, 'done')))
    .limit(1);
  return Boolean(pdf);
}

// ------------------------------------------------------------------------------------------------ options

export async function formVillageRows(db: DbOrTx, formId: number): Promise<VillageRow[]> {
  return db
    .select()
    .from(formVillages)
    .where(eq(formVillages.formId, formId))
    .orderBy(asc(formVillages.order), asc(formVillages.id));
}

/** The option `villageId` of the form with that model, or null. */
export async function villageOfForm(
  tx: DbOrTx,
  formId: number,
  modelId: number,
  villageId: number,
): Promise<VillageRow | null> {
  const [row] = await tx
    .select()
    .from(formVillages)
    .where(
      and(
        eq(formVillages.id, villageId),
        eq(formVillages.formId, formId),
        eq(formVillages.modelId, modelId as ModelId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertVillage(
  tx: Tx,
  values: Omit<typeof formVillages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<VillageRow> {
  const [row] = await tx
    .insert(formVillages)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateVillageRow(
  tx: Tx,
  villageId: number,
  set: Partial<typeof formVillages.$inferInsert>,
  now: Date,
): Promise<VillageRow> {
  const [row] = await tx
    .update(formVillages)
    .set({ ...set, updatedAt: now })
    .where(eq(formVillages.id, villageId))
    .returning();
  return row!;
}

export async function deleteVillageRow(tx: Tx, villageId: number): Promise<void> {
  await tx.delete(formVillages).where(eq(formVillages.id, villageId));
}

// ------------------------------------------------------------------------------------------------ ratings

export async function formRatingRows(db: DbOrTx, formId: number) {
  return db.select().from(formRatings).where(eq(formRatings.formId, formId)).orderBy(asc(formRatings.uid));
}

/** Replaces the stored ratings; `uid` 'int-<v>-<c>' / 'ext-<v>' rows reference their village. */
export async function saveRatings(tx: Tx, formId: number, ratings: readonly Rating[]): Promise<void> {
  await tx.delete(formRatings).where(eq(formRatings.formId, formId));
  if (ratings.length === 0) return;
  await tx.insert(formRatings).values(
    ratings.map((r) => {
      const ref = parseOptionUid(r.uid);
      return {
        formId,
        uid: r.uid,
        villageId: ref && ref.kind !== 'home' ? ref.villageId : null,
        contractId: ref?.kind === 'internal' ? ref.contractId : null,
        location: r.location,
        amenities: r.amenities,
        careSupport: r.careSupport,
        lifestyle: r.lifestyle,
      };
    }),
  );
}

// ------------------------------------------------------------------------------------------------ summary

export async function summaryTableOf(db: DbOrTx, formId: number) {
  const [row] = await db
    .select({ table: formSummaries.summaryTable })
    .from(formSummaries)
    .where(eq(formSummaries.formId, formId));
  return row ? (row.table as { simple?: boolean; insufficientFunds?: boolean }) : null;
}

export async function storedSummaryRow(db: DbOrTx, formId: number): Promise<SummaryRow | null> {
  const [row] = await db.select().from(formSummaries).where(eq(formSummaries.formId, formId)).limit(1);
  return row ?? null;
}

/** Marks the stored summary's figures as kept on their rates while today's rates are in force from `since`. */
export async function keepSummaryRates(db: DbOrTx, formId: number, since: string): Promise<void> {
  await db.update(formSummaries).set({ ratesKeptSince: since }).where(eq(formSummaries.formId, formId));
}

/** Stores the summary and clears the monitor flag. Not a user edit: the form's version stays. */
export async function saveSummary(db: Db, values: typeof formSummaries.$inferInsert): Promise<void> {
  // One statement, atomic by itself: the upsert as a data-modifying CTE (run to completion although nothing reads
  // it) and the flag's update. A transaction (BEGIN, INSERT, UPDATE, COMMIT) cost three more round trips, and a
  // `set: values` sent the comparison (≈ 50 kB of JSON) twice; `excluded` reuses the row being inserted
  // (bench:summary on PostgreSQL, docs/performance.md).
  const upsert = db
    .insert(formSummaries)
    .values(values)
    .onConflictDoUpdate({
      target: formSummaries.formId,
      set: excludedSet(formSummaries, values, ['formId']),
    });
  await db.execute(
    sql`with saved as (${upsert.getSQL()}) update ${forms} set ${sql.identifier(forms.summaryStale.name)} = false
      where ${forms.id} = ${values.formId}`,
  );
}

/**
 * `set` of an upsert that takes each of `values`' columns but `keep` (the conflict target) from the proposed row
 * (`excluded.<column>`).
 */
function excludedSet<T extends Table>(table: T, values: object, keep: string[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(
    Object.keys(values)
      .filter((key) => columns[key] !== undefined && !keep.includes(key))
      .map((key) => [key, sql`excluded.${sql.identifier(columns[key]!.name)}`]),
  );
}

/**
 * Newest update time of the contracts a summary of the community uses (its own and their types' default
 * contracts), from the database clock; '' (or null from the subquery) when none. A different stamp means contract
 * terms were edited.
 */
function contractsStampSql(db: Db, communityId: typeof forms.communityId) {
  const own = db
    .select({ t: contracts.contractTypeId })
    .from(contracts)
    .where(eq(contracts.communityId, communityId));
  const newest = db
    .select({ stamp: sql<string | null>`max(${contracts.updatedAt})::text` })
    .from(contracts)
    .where(
      or(
        eq(contracts.communityId, communityId),
        and(isNull(contracts.communityId), inArray(contracts.contractTypeId, own)),
      ),
    );
  return sql<string | null>`(${newest})`;
}

/**
 * Everything the summary's reuse decision needs in one query (the hot path: on the embedded database each round
 * trip costs about a millisecond): the visible form (null when absent), the stored summary's identity and the
 * contract stamp now, and the ratings in `formRatingRows` order and shape.
 */
export async function summaryProbe(db: Db, scope: FormScope, formId: number) {
  const where = visibleForms(scope);
  if (!where) return null;
  const [row] = await db
    .select({
      form: forms,
      asAt: formSummaries.asAt,
      engineVersion: formSummaries.engineVersion,
      valuationsHash: formSummaries.valuationsHash,
      contractsStamp: formSummaries.contractsStamp,
      createdAt: formSummaries.createdAt,
      currentStamp: contractsStampSql(db, forms.communityId),
      // The corporate's renamed labels now (spec §3.2): a reused summary shows them, not those it was built with.
      labels: sql<TableLabels>`(select json_build_object('renameChargeFeesRent', c.rename_charge_fees_rent,
        'renameHomeSecurityDeposit', c.rename_home_security_deposit) from ${corporates} c
        where c.id = ${forms.corporateId})`,
      ratings: sql<Rating[]>`coalesce((select json_agg(json_build_object('uid', r.uid, 'location', r.location,
        'amenities', r.amenities, 'careSupport', r.care_support, 'lifestyle', r.lifestyle) order by r.uid)
        from ${formRatings} r where r.form_id = ${forms.id}), '[]'::json)`,
    })
    .from(forms)
    .leftJoin(formSummaries, eq(formSummaries.formId, forms.id))
    .where(and(where, eq(forms.id, formId)))
    .limit(1);
  if (!row) return null;
  const stored =
    row.asAt !== null && row.valuationsHash !== null && row.contractsStamp !== null && row.createdAt !== null
      ? {
          asAt: row.asAt,
          engineVersion: row.engineVersion ?? '',
          valuationsHash: row.valuationsHash,
          contractsStamp: row.contractsStamp,
          createdAt: row.createdAt,
        }
      : undefined;
  return {
    form: row.form,
    stored,
    ratings: row.ratings,
    contractsStamp: row.currentStamp ?? '',
    labels: row.labels,
  };
}

export type { DbOrTx, Tx };

/**
 * How many open report forms (status not BUY / NOTBUY, not archived) of the community choose each of the given
 * contracts in an internal option (form_villages.details.selectedContracts[].id). The communities module asks
 * before unassigning a contract type: those reports would lose the option.
 */
export async function openFormsUsingContracts(
  db: DbOrTx,
  communityId: number,
  contractIds: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map(contractIds.map((id) => [id, 0]));
  if (contractIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ formId: forms.id, contractId: sql<number>`(sel->>'id')::int` })
    .from(forms)
    .innerJoin(formVillages, eq(formVillages.formId, forms.id))
    .crossJoin(
      sql`jsonb_array_elements(coalesce(${formVillages.details}->'selectedContracts', '[]'::jsonb)) sel`,
    )
    .where(
      and(
        eq(forms.communityId, communityId),
        isNull(forms.archivedAt),
        notInArray(forms.status, ['BUY', 'NOTBUY']),
        eq(formVillages.modelId, MODEL_ID.internal),
      ),
    );
  for (const r of rows) if (out.has(r.contractId)) out.set(r.contractId, out.get(r.contractId)! + 1);
  return out;
}

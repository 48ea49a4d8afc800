/**
 * A fingerprint of the stored objects one call acts on, so a test can prove a refused call changed nothing: the
 * rows named by the call's path parameters (a report with its customer, options and ratings, a community, a
 * contract, a user, a role's permissions, a resource), or, for a call naming none (a create, a corporate setting),
 * the corporate row, its report contents and logo, and how many of each kind of thing the corporate holds.
 *
 * One query whatever the call: each part is the row count and the md5 of the rows' full text (every column, the
 * form's version among them), sorted, so any change to any column of any of those rows changes the fingerprint.
 * The fuzzer takes it after every request; reading the rows themselves through Drizzle (11 queries for a
 * corporate, 4 for a form) was half of its time (docs/security.md, "Figures").
 */
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import type { Db, DbHandle } from '../src/db/client.ts';
import type { IdSet } from './access-matrix-world.ts';

const pathParams = (e: Endpoint) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** `table=count:md5` of the full text of `table`'s rows matching `where` (a table name is its whole row in SQL). */
const rowsOf = (table: PgTable, where: SQL): SQL =>
  sql`(select ${`${getTableName(table)}=`} || count(*) || ':' || coalesce(md5(string_agg(${table}::text, '|' order by ${table}::text)), '') from ${table} where ${where})`;

/** The parts for each path parameter that names a row; the form's version is in its row. */
const PARTS: Record<string, (id: number) => SQL[]> = {
  formId: (id) => [
    rowsOf(schema.forms, eq(schema.forms.id, id)),
    rowsOf(schema.formConsumers, eq(schema.formConsumers.formId, id)),
    rowsOf(schema.formVillages, eq(schema.formVillages.formId, id)),
    rowsOf(schema.formRatings, eq(schema.formRatings.formId, id)),
  ],
  communityId: (id) => [rowsOf(schema.communities, eq(schema.communities.id, id))],
  contractId: (id) => [rowsOf(schema.contracts, eq(schema.contracts.id, id))],
  userId: (id) => [rowsOf(schema.users, eq(schema.users.id, id))],
  roleId: (id) => [rowsOf(schema.rolePermissions, eq(schema.rolePermissions.roleId, id))],
  articleId: (id) => [rowsOf(schema.newsletterArticles, eq(schema.newsletterArticles.id, id))],
  webinarId: (id) => [rowsOf(schema.webinars, eq(schema.webinars.id, id))],
  adviserId: (id) => [rowsOf(schema.recommendedAdvisers, eq(schema.recommendedAdvisers.id, id))],
};

/** The corporate row, its report contents and logo, and its counts of every kind of thing it holds. */
function corporateParts(corporateId: number): SQL[] {
  const counted = [
    schema.forms,
    schema.users,
    schema.roles,
    schema.communities,
    schema.contractTypes,
    schema.newsletterArticles,
    schema.webinars,
    schema.recommendedAdvisers,
  ].map(
    (table) =>
      sql`(select ${`${getTableName(table)} of the corporate=`} || count(*) from ${table} where ${eq(table.corporateId, corporateId)})`,
  );
  const logo = schema.corporateLogos;
  return [
    rowsOf(schema.corporates, eq(schema.corporates.id, corporateId)),
    rowsOf(schema.reportContents, eq(schema.reportContents.corporateId, corporateId)),
    // The logo's bytes hashed as bytes (its row's text would be twice their size in hex).
    sql`(select 'corporate_logos=' || coalesce(max(md5(${logo.bytes}) || ${logo.contentType} || ${logo.updatedAt}::text || coalesce(${logo.updatedBy}::text, '')), '') from ${logo} where ${eq(logo.corporateId, corporateId)})`,
    ...counted,
  ];
}

/**
 * The fingerprint of the objects `endpoint` acts on when called with `ids` in corporate `corporateId`: equal
 * texts mean the same rows with the same values.
 */
export async function objectState(
  db: Db,
  endpoint: Endpoint,
  ids: IdSet,
  corporateId: number,
): Promise<string> {
  const named = pathParams(endpoint).filter((p) => PARTS[p] && typeof ids[p] === 'number');
  const parts =
    named.length > 0 ? named.flatMap((p) => PARTS[p]!(Number(ids[p]))) : corporateParts(corporateId);
  // Both drivers (PGlite, node-postgres) answer `{ rows }`; the shared Db type leaves it unknown.
  const result = (await db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as state`)) as {
    rows: { state: string }[];
  };
  return result.rows[0]!.state;
}

/**
 * The database's WAL insert position: every committed change to a logged table moves it. Asked of the driver
 * directly: through Drizzle, PGlite copies its table of type parsers for every query, which made this one-value
 * read cost as much as the request before it.
 */
async function walPosition(handle: DbHandle): Promise<string> {
  const text = 'select pg_current_wal_insert_lsn()::text as lsn';
  const result =
    handle.kind === 'pglite'
      ? await handle.client.query<{ lsn: string }>(text)
      : await handle.pool.query<{ lsn: string }>(text);
  return result.rows[0]!.lsn;
}

/**
 * Fails when the database has an unlogged table: a change to one does not move the WAL, so `watchObjects` could
 * miss it.
 */
export async function assertEveryTableLogged(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_class where relpersistence = 'u'`,
  )) as { rows: { n: number }[] };
  if (result.rows[0]!.n !== 0) throw new Error('an unlogged table: the WAL position cannot vouch for it');
}

export interface ObjectWatch {
  /**
   * Whether the objects' fingerprint differs from the last one taken; it becomes the new reference either way.
   * `written` tells whether anything at all was written since the last call (when not, no fingerprint is taken).
   */
  check(): Promise<{ changed: boolean; written: boolean; parts?: string[] }>;
  /** How many fingerprints were taken and how many checks were settled by the WAL position alone. */
  readonly counts: { fingerprints: number; skipped: number };
}

/**
 * Watches the objects `endpoint` acts on (see `objectState`). A check first reads the WAL insert position: when it
 * has not moved since the last check, nothing was committed to any table (PostgreSQL logs every change to a logged
 * table before it commits; `assertEveryTableLogged` rules out the others), so the fingerprint cannot have changed
 * and is not taken. The position is read before the fingerprint, so a write landing between the two moves the
 * position past the one recorded and the next check looks again.
 */
export async function watchObjects(
  handle: DbHandle,
  endpoint: Endpoint,
  ids: IdSet,
  corporateId: number,
): Promise<ObjectWatch> {
  const db = handle.db;
  let lsn = await walPosition(handle);
  let state = await objectState(db, endpoint, ids, corporateId);
  const counts = { fingerprints: 1, skipped: 0 };
  return {
    counts,
    async check() {
      const now = await walPosition(handle);
      if (now === lsn) {
        counts.skipped += 1;
        return { changed: false, written: false };
      }
      lsn = now;
      const next = await objectState(db, endpoint, ids, corporateId);
      counts.fingerprints += 1;
      const changed = next !== state;
      const before = new Set(state.split(','));
      state = next;
      if (!changed) return { changed, written: true };
      // Which parts: the table names before '=' of the parts whose values differ.
      const parts = next.split(',').filter((part) => !before.has(part));
      return { changed, written: true, parts: parts.map((part) => part.split('=')[0]!) };
    },
  };
}

/** Longest wait for an accepted request's background work (a PDF render under load takes seconds). */
const SETTLE_LIMIT_MS = 180_000;

/**
 * Resolves once the work an accepted request left running has finished: the app's background tasks, and PDFs and
 * rates re-runs queued or running (their jobs write to the form after the answer: a PDF moves it from 'No PDF
 * Generated' to 'Awaiting Decision'). The fuzzer waits for this after an accepted request, so a later refusal is
 * not blamed for it. E-mails are left alone: the outbox is no object a call names.
 * @throws Error when the work is still running after SETTLE_LIMIT_MS.
 */
export async function backgroundSettled(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  for (;;) {
    await app.background.idle();
    const result = (await app.db.execute(
      sql`select (select count(*) from ${schema.formPdfs} where ${schema.formPdfs.status} in ('queued', 'rendering'))
        + (select count(*) from ${schema.ratesReruns} where ${schema.ratesReruns.status} in ('queued', 'running'))
        as pending`,
    )) as { rows: { pending: number | string }[] };
    if (Number(result.rows[0]!.pending) === 0) break;
    if (Date.now() - started > SETTLE_LIMIT_MS)
      throw new Error(`background work still running after ${SETTLE_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.pdfJobs?.idle();
}

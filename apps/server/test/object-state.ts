/**
 * The stored state of the objects one call acts on, as one text, so a test can prove a refused call changed
 * nothing: the rows named by the call's path parameters (a report with its customer and options, a community, a
 * contract, a user, a role's permissions, a resource), or, for a call naming none (a create, a corporate setting),
 * the corporate row, its report contents and logo, and how many of each kind of thing the corporate holds.
 */
import { eq, sql } from 'drizzle-orm';
import type { Endpoint } from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import type { IdSet } from './access-matrix-world.ts';

const pathParams = (e: Endpoint) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** One read per path parameter that names a row; the form's version is in its row. */
const READS: Record<string, (db: Db, id: number) => Promise<unknown>> = {
  formId: (db, id) =>
    Promise.all([
      db.select().from(schema.forms).where(eq(schema.forms.id, id)),
      db.select().from(schema.formConsumers).where(eq(schema.formConsumers.formId, id)),
      db.select().from(schema.formVillages).where(eq(schema.formVillages.formId, id)),
      db.select().from(schema.formRatings).where(eq(schema.formRatings.formId, id)),
    ]),
  communityId: (db, id) => db.select().from(schema.communities).where(eq(schema.communities.id, id)),
  contractId: (db, id) => db.select().from(schema.contracts).where(eq(schema.contracts.id, id)),
  userId: (db, id) => db.select().from(schema.users).where(eq(schema.users.id, id)),
  roleId: (db, id) =>
    db
      .select()
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, id))
      .orderBy(sql`2`),
  articleId: (db, id) =>
    db.select().from(schema.newsletterArticles).where(eq(schema.newsletterArticles.id, id)),
  webinarId: (db, id) => db.select().from(schema.webinars).where(eq(schema.webinars.id, id)),
  adviserId: (db, id) =>
    db.select().from(schema.recommendedAdvisers).where(eq(schema.recommendedAdvisers.id, id)),
};

/** The corporate row and its counts of reports, users, roles, communities, contracts and resources. */
async function corporateState(db: Db, corporateId: number): Promise<unknown> {
  const counts = await Promise.all(
    [
      schema.forms,
      schema.users,
      schema.roles,
      schema.communities,
      schema.contractTypes,
      schema.newsletterArticles,
      schema.webinars,
      schema.recommendedAdvisers,
    ].map((table) => db.$count(table, eq(table.corporateId, corporateId))),
  );
  const corporate = await db.select().from(schema.corporates).where(eq(schema.corporates.id, corporateId));
  const contents = await db
    .select()
    .from(schema.reportContents)
    .where(eq(schema.reportContents.corporateId, corporateId))
    .orderBy(schema.reportContents.id);
  const logo = await db
    .select({ updatedAt: schema.corporateLogos.updatedAt })
    .from(schema.corporateLogos)
    .where(eq(schema.corporateLogos.corporateId, corporateId));
  return [corporate, counts, contents, logo];
}

export async function objectState(db: Db, endpoint: Endpoint, ids: IdSet, corporateId: number) {
  const reads = pathParams(endpoint)
    .filter((p) => READS[p] && typeof ids[p] === 'number')
    .map((p) => READS[p]!(db, Number(ids[p])));
  const parts = reads.length > 0 ? await Promise.all(reads) : [await corporateState(db, corporateId)];
  return JSON.stringify(parts, (_k, v: unknown) => (v instanceof Uint8Array ? v.length : v));
}

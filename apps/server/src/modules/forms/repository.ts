/**
 * Report-form reads and writes scoped to the caller (design §5): `accessCorporate` sees every form of its
 * corporate, `accessCommunityWide` the forms of its communities (and its own), `accessSelf` only the forms it
 * created. Archived (soft-deleted) forms are invisible. A form outside the scope is absent (404, never 403).
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { can, type HasPermissions } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { formConsumers, formRatings, forms, formVillages, type FormRow } from '../../db/schema/index.ts';
import { ApiError } from '../../plugins/errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Who is asking (a Principal satisfies it). */
export interface FormScope extends HasPermissions {
  user: { id: number; corporateId: number };
  communityIds: readonly number[];
}

/** SQL condition for the forms `scope` may see; null when it may see none. */
export function visibleForms(scope: FormScope): SQL | null {
  const base = and(eq(forms.corporateId, scope.user.corporateId), isNull(forms.archivedAt));
  if (can(scope, 'accessCorporate')) return base ?? null;
  const ors: SQL[] = [];
  if (can(scope, 'accessCommunityWide') && scope.communityIds.length > 0) {
    ors.push(inArray(forms.communityId, [...scope.communityIds]));
  }
  if (can(scope, 'accessCommunityWide') || can(scope, 'accessSelf'))
    ors.push(eq(forms.createdBy, scope.user.id));
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

export const conflict = () =>
  new ApiError(
    409,
    'CONFLICT',
    'This report was changed elsewhere. Reload it to see the latest version; nothing was saved.',
  );

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

export async function formVillageRows(db: DbOrTx, formId: number) {
  return db
    .select()
    .from(formVillages)
    .where(eq(formVillages.formId, formId))
    .orderBy(asc(formVillages.order), asc(formVillages.id));
}

export async function formConsumerRow(db: DbOrTx, formId: number) {
  const [row] = await db.select().from(formConsumers).where(eq(formConsumers.formId, formId)).limit(1);
  if (!row) throw new Error(`form ${formId} has no customer record`);
  return row;
}

export async function formRatingRows(db: DbOrTx, formId: number) {
  return db.select().from(formRatings).where(eq(formRatings.formId, formId)).orderBy(asc(formRatings.uid));
}

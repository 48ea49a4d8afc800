/**
 * Loading what the form services share: the caller's visible form (404 otherwise), its community with everything
 * options pick from, the customer record, options and ratings, and "today" for the comparison date.
 */
import { eq } from 'drizzle-orm';
import { CustomerRecord, type CommunityDetail, type Rating } from '@rlc/shared';
import { communities, corporates, type FormRow } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { communityDetail } from '../communities/index.ts';
import type { DbOrTx, FormScope } from './repository.ts';
import { findVisibleForm, formConsumerRow, formRatingRows, formVillageRows } from './repository.ts';
import { ExternalDetails, InternalDetails } from './village-details.ts';
import type { StoredVillage } from './to-engine-input.ts';

export const formNotFound = () => notFound('Form not found.');

/** The caller's form or 404. */
export async function requireForm(db: DbOrTx, scope: FormScope, formId: number): Promise<FormRow> {
  const form = await findVisibleForm(db, scope, formId);
  if (!form) throw formNotFound();
  return form;
}

/** The form's community with its contracts, fees, services, amenities (deleted communities still load here). */
export async function formCommunity(db: DbOrTx, communityId: number): Promise<CommunityDetail> {
  const [row] = await db.select().from(communities).where(eq(communities.id, communityId)).limit(1);
  if (!row) throw formNotFound();
  return communityDetail(db, row);
}

export async function formCorporate(db: DbOrTx, corporateId: number) {
  const [row] = await db.select().from(corporates).where(eq(corporates.id, corporateId)).limit(1);
  if (!row) throw new Error(`corporate ${corporateId} missing`);
  return row;
}

/** Options of the form with their validated details. */
export async function storedVillages(db: DbOrTx, formId: number): Promise<(StoredVillage & { row: Awaited<ReturnType<typeof formVillageRows>>[number] })[]> {
  const rows = await formVillageRows(db, formId);
  return rows.map((row) => ({
    id: row.id,
    modelId: row.modelId,
    order: row.order,
    compare: row.compare,
    name: row.name,
    details: row.modelId === 1 ? InternalDetails.parse(row.details) : ExternalDetails.parse(row.details),
    row,
  }));
}

export async function storedCustomer(db: DbOrTx, formId: number) {
  const row = await formConsumerRow(db, formId);
  return { row, customer: CustomerRecord.parse(row.customer) };
}

export async function storedRatings(db: DbOrTx, formId: number): Promise<Rating[]> {
  const rows = await formRatingRows(db, formId);
  return rows.map((r) => ({ uid: r.uid, location: r.location, amenities: r.amenities, careSupport: r.careSupport, lifestyle: r.lifestyle }));
}

/** The comparison date for "today": the server clock's calendar date (UTC). */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

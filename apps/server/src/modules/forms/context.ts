/**
 * Loading what the form use cases share (no SQL here: it is in repository.ts): the caller's visible form (404
 * otherwise), its community with everything options pick from, the customer record, options and ratings, and
 * "today" for the comparison date.
 */
import { CustomerRecord, calendarDayIn, type CommunityDetail, type Rating, MODEL_ID } from '@rlc/shared';
import type { FormRow } from '../../db/schema/index.ts';
import { communityContracts, communityDetail } from '../communities/index.ts';
import { formNotFound } from './errors.ts';
import {
  additionalServicesOf,
  communityRow,
  findVisibleForm,
  formConsumerRow,
  formRatingRows,
  formVillageRows,
  type DbOrTx,
  type FormScope,
  type VillageRow,
} from './repository.ts';
import { ExternalDetails, InternalDetails } from './village-details.ts';
import type { FormForEngine, StoredVillage } from './to-engine-input.ts';

/** The caller's form or 404. */
export async function requireForm(db: DbOrTx, scope: FormScope, formId: number): Promise<FormRow> {
  const form = await findVisibleForm(db, scope, formId);
  if (!form) throw formNotFound();
  return form;
}

/** The form's community with its contracts, fees, services, amenities (deleted communities still load here). */
export async function formCommunity(db: DbOrTx, communityId: number): Promise<CommunityDetail> {
  const row = await communityRow(db, communityId);
  if (!row) throw formNotFound();
  return communityDetail(db, row);
}

export type LoadedVillage = StoredVillage & { row: VillageRow };

/** Options of the form with their validated details. */
export async function storedVillages(db: DbOrTx, formId: number): Promise<LoadedVillage[]> {
  const rows = await formVillageRows(db, formId);
  return rows.map((row) => ({
    id: row.id,
    modelId: row.modelId,
    order: row.order,
    compare: row.compare,
    name: row.name,
    details:
      row.modelId === MODEL_ID.internal
        ? InternalDetails.parse(row.details)
        : ExternalDetails.parse(row.details),
    row,
  }));
}

export async function storedCustomer(db: DbOrTx, formId: number) {
  const row = await formConsumerRow(db, formId);
  return { row, customer: CustomerRecord.parse(row.customer) };
}

export async function storedRatings(db: DbOrTx, formId: number): Promise<Rating[]> {
  const rows = await formRatingRows(db, formId);
  return rows.map((r) => ({
    uid: r.uid,
    location: r.location,
    amenities: r.amenities,
    careSupport: r.careSupport,
    lifestyle: r.lifestyle,
  }));
}

/**
 * Only what the engine mapping needs from the community (its contracts with effective terms and its additional
 * services): 4 queries instead of the dozen of the full detail, on the summary's hot path.
 */
export async function engineCommunity(db: DbOrTx, communityId: number): Promise<FormForEngine['community']> {
  const row = await communityRow(db, communityId);
  if (!row) throw formNotFound();
  const [contractList, services] = await Promise.all([
    communityContracts(db, row),
    additionalServicesOf(db, communityId),
  ]);
  return {
    id: row.id,
    name: row.name,
    state: row.state as FormForEngine['community']['state'],
    rvOrLlc: row.rvOrLlc,
    ownerType: row.ownerType ?? null,
    contractList,
    additionalServices: services.map((x) => ({
      id: x.id,
      name: x.name,
      amount: x.amount,
      frequency: x.frequency,
      deleted: x.deleted,
    })),
  };
}

/** The comparison date for "today": the calendar day of `d` in Australia/Sydney (rates change at midnight there). */
export const isoDay = (d: Date): string => calendarDayIn(d);

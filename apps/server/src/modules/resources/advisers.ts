/**
 * Find An Adviser: the independent financial advisers and aged-care specialists the operator
 * recommends. Every signed-in user reads the whole directory (tens of entries; the browser searches and orders it
 * with @rlc/shared `findAdvisers`); admins with adminReports add, change and remove entries (audited
 * `adviser.<what>`).
 */
import { MESSAGES, type RecommendedAdviser, type RecommendedAdviserInput } from '@rlc/shared';
import type { ResourcesCaller, ResourcesDeps } from './deps.ts';
import { auditedCreate, auditedEdit } from './audited-edit.ts';
import {
  adviserRow,
  adviserRows,
  deleteAdviserRow,
  insertAdviser,
  updateAdviserRow,
  type AdviserValues,
  type RecommendedAdviserRow,
} from './repository.ts';

const toAdviser = (r: RecommendedAdviserRow): RecommendedAdviser => ({
  id: r.id,
  name: r.name,
  business: r.business,
  suburb: r.suburb,
  state: r.state,
  postcode: r.postcode,
  phone: r.phone,
  email: r.email,
  specialities: r.specialities,
});
const values = (v: RecommendedAdviserInput): AdviserValues => ({
  name: v.name,
  business: v.business,
  suburb: v.suburb,
  state: v.state,
  postcode: v.postcode,
  phone: v.phone,
  email: v.email,
  specialities: [...new Set(v.specialities)],
});

export async function listAdvisers(deps: Pick<ResourcesDeps, 'db'>, caller: ResourcesCaller) {
  return (await adviserRows(deps.db, caller.user.corporateId)).map(toAdviser);
}

export async function createAdviser(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  input: RecommendedAdviserInput,
) {
  const row = await auditedCreate(deps, caller, 'adviser.create', (tx, corporateId, stamp) =>
    insertAdviser(tx, corporateId, values(input), stamp),
  );
  return { adviser: toAdviser(row), message: MESSAGES.resources.adviserSaved };
}

export async function updateAdviser(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  id: number,
  input: RecommendedAdviserInput,
) {
  const row = await auditedEdit(deps, caller, {
    action: 'adviser.update',
    missing: MESSAGES.resources.adviserNotFound,
    lock: (tx, corporateId) => adviserRow(tx, corporateId, id),
    apply: (tx, corporateId, stamp) => updateAdviserRow(tx, corporateId, id, values(input), stamp),
  });
  if (!row) throw new Error(`adviser ${id} vanished inside its own transaction`);
  return { adviser: toAdviser(row), message: MESSAGES.resources.adviserSaved };
}

export async function deleteAdviser(deps: ResourcesDeps, caller: ResourcesCaller, id: number) {
  await auditedEdit(deps, caller, {
    action: 'adviser.delete',
    missing: MESSAGES.resources.adviserNotFound,
    lock: (tx, corporateId) => adviserRow(tx, corporateId, id),
    apply: async (tx, corporateId) => {
      await deleteAdviserRow(tx, corporateId, id);
      return null;
    },
  });
  return { message: MESSAGES.resources.adviserDeleted };
}

/**
 * Webinars of Resources › software: titled links with dates, newest first; every signed-in user
 * reads, admins with adminReports create, change and delete (audited `webinar.<what>`).
 */
import { MESSAGES, type Webinar, type WebinarInput } from '@rlc/shared';
import type { ResourcesCaller, ResourcesDeps } from './deps.ts';
import { auditedCreate, auditedEdit } from './audited-edit.ts';
import {
  deleteWebinarRow,
  insertWebinar,
  updateWebinarRow,
  webinarRow,
  webinarRows,
  type WebinarRow,
} from './repository.ts';

const toWebinar = (r: WebinarRow): Webinar => ({ id: r.id, title: r.title, date: r.date, url: r.url });
const values = (v: WebinarInput) => ({ title: v.title, date: v.date, url: v.url });

export async function listWebinars(deps: Pick<ResourcesDeps, 'db'>, caller: ResourcesCaller) {
  return (await webinarRows(deps.db, caller.user.corporateId)).map(toWebinar);
}

export async function createWebinar(deps: ResourcesDeps, caller: ResourcesCaller, input: WebinarInput) {
  const row = await auditedCreate(deps, caller, 'webinar.create', (tx, corporateId, stamp) =>
    insertWebinar(tx, corporateId, values(input), stamp),
  );
  return { webinar: toWebinar(row), message: MESSAGES.resources.webinarSaved };
}

export async function updateWebinar(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  id: number,
  input: WebinarInput,
) {
  const row = await auditedEdit(deps, caller, {
    action: 'webinar.update',
    missing: MESSAGES.resources.webinarNotFound,
    lock: (tx, corporateId) => webinarRow(tx, corporateId, id),
    apply: (tx, corporateId, stamp) => updateWebinarRow(tx, corporateId, id, values(input), stamp),
  });
  if (!row) throw new Error(`webinar ${id} vanished inside its own transaction`);
  return { webinar: toWebinar(row), message: MESSAGES.resources.webinarSaved };
}

export async function deleteWebinar(deps: ResourcesDeps, caller: ResourcesCaller, id: number) {
  await auditedEdit(deps, caller, {
    action: 'webinar.delete',
    missing: MESSAGES.resources.webinarNotFound,
    lock: (tx, corporateId) => webinarRow(tx, corporateId, id),
    apply: async (tx, corporateId) => {
      await deleteWebinarRow(tx, corporateId, id);
      return null;
    },
  });
  return { message: MESSAGES.resources.webinarDeleted };
}

/**
 * POST form/:formId/clone: copies the options, the customer record (incl. current details) and the ratings into
 * a new form created by the caller; not the PDFs, the summary or the decision (nor its notes). The copy's report
 * name is the original's with " (copy)" (`copyReportName` in @rlc/shared), so the list tells them apart.
 */
import { copyReportName, rebaseOptionUid } from '@rlc/shared';
import { requireForm, storedCustomer, storedRatings, storedVillages } from './context.ts';
import type { FormDeps } from './deps.ts';
import { insertForm, insertVillage, saveRatings, type StaffFormScope } from './repository.ts';

/** @returns the copy's id. */
export async function cloneForm(deps: FormDeps, caller: StaffFormScope, formId: number): Promise<number> {
  const form = await requireForm(deps.db, caller, formId);
  const now = deps.clock();
  const [{ customer }, villages, ratings] = await Promise.all([
    storedCustomer(deps.db, formId),
    storedVillages(deps.db, formId),
    storedRatings(deps.db, formId),
  ]);
  return deps.db.transaction(async (tx) => {
    const newId = await insertForm(
      tx,
      { corporateId: form.corporateId, communityId: form.communityId, createdBy: caller.user.id },
      { ...customer, report: copyReportName(customer, formId) },
      now,
    );
    const idMap = new Map<number, number>();
    for (const v of villages) {
      const row = await insertVillage(
        tx,
        {
          formId: newId,
          modelId: v.modelId,
          order: v.order,
          compare: v.row.compare,
          report: v.row.report,
          name: v.name,
          details: v.details,
        },
        now,
      );
      idMap.set(v.id, row.id);
    }
    // Rating uids name village ids: rewrite them for the copies.
    const remapped = ratings.flatMap((r) => {
      const uid = rebaseOptionUid(r.uid, (villageId) => idMap.get(villageId));
      return uid === null ? [] : [{ ...r, uid }];
    });
    await saveRatings(tx, newId, remapped);
    return newId;
  });
}

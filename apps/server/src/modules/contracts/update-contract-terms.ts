/**
 * POST contract/:contractId/update (spec §7, body `{ data: { <setting>: value } }` = only the changed terms,
 * spec §4): saves a default contract's terms (updateDefaultContract) or a community contract's overrides
 * (updateContract, shared terms only; a value equal to the default contract's removes the override).
 *
 * A save that changes a term makes a new version (versionId + 1, versioned_at and updated_at now), so every
 * stored summary that used the contract regenerates on its next request (forms' contracts stamp) and says so;
 * it is audited as `contract.updated` with before and after of each changed term. Nothing changed: the contract
 * is answered as it is, without a version or an audit row.
 * Errors: 400 VALIDATION naming each refused term (`data.<key>`), 403, 404 (contract-access.ts).
 */
import type { ContractView } from '@rlc/shared';
import { audit } from '../audit/index.ts';
import { loadContract, toContractView, withStoredRow, type ContractEditor } from './contract-access.ts';
import type { ContractDeps } from './deps.ts';
import { contractNotFound } from './errors.ts';
import { lockContract, saveContractSettings } from './repository.ts';
import { applyChanges } from './terms-changes.ts';

export async function updateContractTerms(
  deps: ContractDeps,
  caller: ContractEditor,
  contractId: number,
  data: Record<string, unknown>,
): Promise<ContractView> {
  // Access and the values are checked before the transaction, on what the caller may see.
  const seen = await loadContract(deps.db, caller, contractId, 'write');
  applyChanges(seen, data);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // Applied again on the locked row, so a save made meanwhile by someone else is built upon, not undone.
    const row = await lockContract(tx, contractId);
    if (!row) throw contractNotFound();
    const { stored, storedChanged, changes } = applyChanges(withStoredRow(seen, row), data);
    if (!storedChanged) return;
    const newVersion = Object.keys(changes).length > 0;
    await saveContractSettings(tx, { contractId, settings: stored, newVersion, userId: caller.user.id, now });
    if (!newVersion) return;
    await audit(tx, {
      action: 'contract.updated',
      at: now,
      userId: caller.user.id,
      corporateId: caller.user.corporateId,
      details: {
        contractId,
        contractTypeId: row.contractTypeId,
        communityId: row.communityId,
        versionId: row.versionId + 1,
        changes,
      },
    });
  });
  return toContractView(await loadContract(deps.db, caller, contractId, 'read'));
}

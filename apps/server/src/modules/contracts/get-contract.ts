/**
 * POST contract/:contractId (spec §7 "returns contract"): a contract's terms for the editor; and
 * POST community/:communityId/contract/:contractId: the community's contract of the type `contractId` names,
 * where `contractId` is the community's own contract or the type's default contract (so a link from either the
 * community's Assigned Contracts tab or the contract types list finds it). Access: contract-access.ts; 404 when
 * the community is outside the caller's scope or does not hold a contract of that type.
 */
import type { ContractView } from '@rlc/shared';
import { loadContract, loadContractRow, toContractView, type ContractEditor } from './contract-access.ts';
import type { ContractDeps } from './deps.ts';
import { contractNotFound } from './errors.ts';
import { communityContractOfType, contractOfCorporate } from './repository.ts';

export async function getContract(
  deps: ContractDeps,
  caller: ContractEditor,
  contractId: number,
): Promise<ContractView> {
  return toContractView(await loadContract(deps.db, caller, contractId, 'read'));
}

export async function getCommunityContract(
  deps: ContractDeps,
  caller: ContractEditor,
  communityId: number,
  contractId: number,
): Promise<ContractView> {
  const named = await contractOfCorporate(deps.db, caller.user.corporateId, contractId);
  if (!named || (named.communityId !== null && named.communityId !== communityId)) throw contractNotFound();
  const row =
    named.communityId === communityId
      ? named
      : await communityContractOfType(deps.db, communityId, named.contractTypeId);
  if (!row) throw contractNotFound();
  return toContractView(await loadContractRow(deps.db, caller, row, 'read'));
}

/** GET contracts: the caller's corporate's contract types, by name, each with its default contract and use. */
import { contractTypeNameKey, type ContractTypesResponse } from '@rlc/shared';
import type { ContractCaller, ContractDeps } from './deps.ts';
import { contractTypeRows } from './repository.ts';
import { toContractType } from './to-contract-type.ts';

export async function listContractTypes(
  deps: ContractDeps,
  caller: ContractCaller,
): Promise<ContractTypesResponse> {
  const rows = await contractTypeRows(deps.db, caller.user.corporateId);
  const types = rows.map(toContractType);
  // By name as people read it (English order, letter case ignored: contractTypeNameKey), then oldest first.
  const key = new Map(types.map((t) => [t.id, contractTypeNameKey(t.name)]));
  types.sort((a, b) => key.get(a.id)!.localeCompare(key.get(b.id)!, 'en-AU') || a.id - b.id);
  return { contractTypes: types };
}

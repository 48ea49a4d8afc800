/** GET contracts: the caller's corporate's contract types, by name, each with its default contract and use. */
import type { ContractTypesResponse } from '@rlc/shared';
import type { ContractCaller, ContractDeps } from './deps.ts';
import { contractTypeRows } from './repository.ts';
import { toContractType } from './to-contract-type.ts';

export async function listContractTypes(
  deps: ContractDeps,
  caller: ContractCaller,
): Promise<ContractTypesResponse> {
  const rows = await contractTypeRows(deps.db, caller.user.corporateId);
  return { contractTypes: rows.map(toContractType) };
}

/**
 * POST contract/:contractId/updateName (updateContractType; spec §7 `contract/{id}/updateName`, body name):
 * renames the contract type whose default contract `contractId` is, and that default contract. The terms and
 * their version do not change. Audited (`contractType.renamed`, before and after).
 * 404 when `contractId` is not a default contract of the caller's corporate; 409 CONFLICT when another type of
 * the corporate has the name, letter case ignored (the type's own name in other letter case is fine).
 */
import { ContractTypeName, type CorporateContractType } from '@rlc/shared';
import { audit } from '../audit/index.ts';
import { defaultContractType } from './default-contract-type.ts';
import type { ContractCaller, ContractDeps } from './deps.ts';
import { isUniqueViolation, nameTaken } from './errors.ts';
import { assertNameFree } from './name-check.ts';
import { renameContractType } from './repository.ts';

export async function updateContractName(
  deps: ContractDeps,
  caller: ContractCaller,
  contractId: number,
  newName: string,
): Promise<CorporateContractType> {
  const name = ContractTypeName.parse(newName);
  const corporateId = caller.user.corporateId;
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await defaultContractType(tx, corporateId, contractId);
      if (before.name === name) return before;
      await assertNameFree(tx, corporateId, name, before.id);
      await renameContractType(tx, {
        contractTypeId: before.id,
        contractId,
        name,
        userId: caller.user.id,
        now,
      });
      await audit(tx, {
        action: 'contractType.renamed',
        at: now,
        userId: caller.user.id,
        corporateId,
        details: { contractTypeId: before.id, contractId, before: before.name, after: name },
      });
      return defaultContractType(tx, corporateId, contractId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

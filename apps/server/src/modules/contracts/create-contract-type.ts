/**
 * POST contracts/create (createContractType): a contract type and its default contract, in one transaction.
 * The default contract starts on neutral terms, `ContractSettings.parse({})` (the engine's defaults: no exit
 * fees, 3 % growth), for the admin to fill in. Audited (`contractType.created`).
 * 409 CONFLICT when another type of the corporate has the name, letter case ignored.
 */
import {
  ContractSettings,
  CreateContractTypeRequest,
  type CorporateContractType,
  type CreateContractTypeRequest as CreateInput,
} from '@rlc/shared';
import { audit } from '../audit/index.ts';
import { defaultContractType } from './default-contract-type.ts';
import type { ContractCaller, ContractDeps } from './deps.ts';
import { isUniqueViolation, nameTaken } from './errors.ts';
import { assertNameFree } from './name-check.ts';
import { insertContractTypeWithDefault } from './repository.ts';

export async function createContractType(
  deps: ContractDeps,
  caller: ContractCaller,
  input: CreateInput,
): Promise<CorporateContractType> {
  const { name, noAutoAddMagicLink } = CreateContractTypeRequest.parse(input);
  const corporateId = caller.user.corporateId;
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      await assertNameFree(tx, corporateId, name);
      const ids = await insertContractTypeWithDefault(tx, {
        corporateId,
        name,
        noAutoAddMagicLink,
        settings: ContractSettings.parse({}),
        userId: caller.user.id,
        now,
      });
      await audit(tx, {
        action: 'contractType.created',
        at: now,
        userId: caller.user.id,
        corporateId,
        details: { ...ids, name, noAutoAddMagicLink },
      });
      return defaultContractType(tx, corporateId, ids.contractId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

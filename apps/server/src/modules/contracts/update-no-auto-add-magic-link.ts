/**
 * POST contract/:contractId/noAutoAddMagicLink (updateContractType): sets whether contracts of the type of the
 * default contract `contractId` are left out of a magic link unless the adviser adds them (spec §3.8).
 * Audited (`contractType.updated`, before and after) when it changes. 404 when `contractId` is not a default
 * contract of the caller's corporate.
 */
import type { CorporateContractType } from '@rlc/shared';
import { audit } from '../audit/index.ts';
import { defaultContractType } from './default-contract-type.ts';
import type { ContractCaller, ContractDeps } from './deps.ts';
import { setNoAutoAddMagicLink } from './repository.ts';

export async function updateNoAutoAddMagicLink(
  deps: ContractDeps,
  caller: ContractCaller,
  contractId: number,
  noAutoAddMagicLink: boolean,
): Promise<CorporateContractType> {
  const corporateId = caller.user.corporateId;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const before = await defaultContractType(tx, corporateId, contractId);
    if (before.noAutoAddMagicLink === noAutoAddMagicLink) return before;
    await setNoAutoAddMagicLink(tx, { contractTypeId: before.id, noAutoAddMagicLink, now });
    await audit(tx, {
      action: 'contractType.updated',
      at: now,
      userId: caller.user.id,
      corporateId,
      details: {
        contractTypeId: before.id,
        contractId,
        noAutoAddMagicLink: { before: before.noAutoAddMagicLink, after: noAutoAddMagicLink },
      },
    });
    return defaultContractType(tx, corporateId, contractId);
  });
}

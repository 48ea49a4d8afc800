/** GET community/{id}/contracts (spec §7 "Communities"; the Assigned Contracts tab). */
import type { AssignedContractType, CommunityContractsResponse } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../plugins/context.ts';
import { openFormsUsingContracts } from '../forms/index.ts';
import { contractsOf, contractTypesOf, type Community, type CommunityScope } from './repository.ts';
import { requireCommunity } from './tab-save.ts';

/**
 * The corporate's contract types (by id), each with the community's contract of that type (if assigned) and the
 * open reports whose options use that contract.
 */
export async function contractList(db: DbOrTx, community: Community): Promise<AssignedContractType[]> {
  const [types, own] = await Promise.all([
    contractTypesOf(db, community.corporateId),
    contractsOf(db, community.id),
  ]);
  const inUse = await openFormsUsingContracts(
    db,
    community.id,
    own.map((c) => c.id),
  );
  const ownByType = new Map(own.map((c) => [c.contractTypeId, c]));
  return types.map((t) => {
    const contract = ownByType.get(t.id);
    return {
      id: t.id,
      name: t.name,
      noAutoAddMagicLink: t.noAutoAddMagicLink,
      assigned: contract !== undefined,
      contractId: contract?.id ?? null,
      openReports: contract ? (inUse.get(contract.id) ?? 0) : 0,
    };
  });
}

/** The Assigned Contracts tab of a community in the caller's scope; 404 NOT_FOUND otherwise. */
export async function getCommunityContracts(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
  communityId: number,
): Promise<CommunityContractsResponse> {
  const community = await requireCommunity(deps.db, caller, communityId);
  return { versionId: community.versionId, contractList: await contractList(deps.db, community) };
}

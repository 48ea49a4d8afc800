/** POST communities/create (spec §7 "Communities"). */
import { can, MESSAGES, type CommunityInput, type CreateCommunityResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import {
  assignUserToCommunity,
  insertCommunity,
  licenceUse,
  lockCorporate,
  type CommunityScope,
} from './repository.ts';
import { mainColumns } from './main-columns.ts';

/** The creator: their corporate and user id (a Principal satisfies it). */
export interface CommunityCreator extends CommunityScope {
  user: { id: number; corporateId: number };
}

/**
 * Creates a community in the caller's corporate from validated fields (`CommunityInput` of @rlc/shared, already
 * parsed by the route: a land-lease community's ownerType is null) and audits it ('community.create').
 * The permission (`createCommunity`) is the route's. Throws 409 CONFLICT with MESSAGES.community.licenceLimit
 * when the corporate's live communities have reached its licences (spec §3.8: only while count < licenses);
 * the check and the insert run in one transaction with the corporate row locked.
 * @returns message 'Community created' and the new id.
 */
export async function createCommunity(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityCreator,
  input: CommunityInput,
): Promise<CreateCommunityResponse> {
  const at = deps.clock();
  const corporateId = caller.user.corporateId;
  const values = mainColumns(input);
  const id = await deps.db.transaction(async (tx) => {
    await lockCorporate(tx, corporateId);
    const { count, licenses } = await licenceUse(tx, corporateId);
    if (count >= licenses) throw new ApiError('CONFLICT', MESSAGES.community.licenceLimit(licenses));
    const newId = await insertCommunity(tx, corporateId, values, { userId: caller.user.id, at });
    // A creator who sees only their assigned communities (no accessCorporate) would otherwise lose sight of the
    // community they just made: they are assigned to it.
    if (!can(caller, 'accessCorporate')) await assignUserToCommunity(tx, caller.user.id, newId);
    await audit(tx, {
      action: 'community.create',
      at,
      userId: caller.user.id,
      corporateId,
      details: { communityId: newId, ...values },
    });
    return newId;
  });
  return { message: MESSAGES.community.created, community: { id } };
}

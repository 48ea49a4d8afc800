/**
 * POST forms/create: a new, empty form in one of the caller's communities (404 when not one of them). With
 * `isMagic` ("Customer completes it") a magic-link form offering the community's contracts whose type
 * is not `noAutoAddMagicLink`; 403 FORBIDDEN unless the corporate's `magicEnabled`.
 */
import { emptyCustomer, MESSAGES } from '@rlc/shared';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { findVisibleCommunity } from '../communities/index.ts';
import { formCommunity } from './context.ts';
import type { FormDeps } from './deps.ts';
import { defaultMagicContractIds } from './magic.ts';
import { contractTypesOf, corporateRow, insertForm, type StaffFormScope } from './repository.ts';

/** @returns the new form's id. */
export async function createForm(
  deps: FormDeps,
  caller: StaffFormScope,
  communityId: number,
  isMagic = false,
): Promise<number> {
  const community = await findVisibleCommunity(deps.db, caller, communityId);
  if (!community) throw notFound('Community not found.');
  const now = deps.clock();
  const magic = isMagic ? await newMagicColumns(deps, caller.user.corporateId, communityId, now) : {};
  return deps.db.transaction((tx) =>
    insertForm(
      tx,
      { corporateId: caller.user.corporateId, communityId, createdBy: caller.user.id, ...magic },
      emptyCustomer(),
      now,
    ),
  );
}

/** The magic columns of a new magic form; 403 when the corporate has magic links off. */
export async function newMagicColumns(deps: FormDeps, corporateId: number, communityId: number, now: Date) {
  const corporate = await corporateRow(deps.db, corporateId);
  if (!corporate.magicEnabled) throw new ApiError('FORBIDDEN', MESSAGES.magic.notEnabled);
  const [community, types] = await Promise.all([
    formCommunity(deps.db, communityId),
    contractTypesOf(deps.db, corporateId),
  ]);
  return {
    isMagic: true,
    magicContractIds: defaultMagicContractIds(community.contractList, types),
    magicCreatedAt: now,
    magicUpdatedAt: now,
  };
}

/** POST forms/create: a new, empty form in one of the caller's communities (404 when not one of them). */
import { emptyCustomer } from '@rlc/shared';
import { notFound } from '../../plugins/errors.ts';
import { findVisibleCommunity } from '../communities/index.ts';
import type { FormDeps } from './deps.ts';
import { insertForm, type FormScope } from './repository.ts';

/** @returns the new form's id. */
export async function createForm(deps: FormDeps, caller: FormScope, communityId: number): Promise<number> {
  const community = await findVisibleCommunity(deps.db, caller, communityId);
  if (!community) throw notFound('Community not found.');
  const now = deps.clock();
  return deps.db.transaction((tx) =>
    insertForm(
      tx,
      { corporateId: caller.user.corporateId, communityId, createdBy: caller.user.id },
      emptyCustomer(),
      now,
    ),
  );
}

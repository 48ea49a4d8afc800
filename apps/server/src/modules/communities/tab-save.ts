/**
 * What every save of a community tab does (spec §7 "Communities", design §5), in one transaction: find the
 * community in the caller's scope (404 otherwise, never 403), bump its version from the one the edit read (409
 * when another save came first; the row stays locked until the end), apply the tab's change, and audit it with
 * what it was before and after. A refusal thrown by the change rolls all of it back, version included.
 */
import { MESSAGES } from '@rlc/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Deps } from '../../plugins/context.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import {
  bumpCommunityVersion,
  findVisibleCommunity,
  type Community,
  type CommunityScope,
  type SavedBy,
} from './repository.ts';

/** A caller who edits a community: scope plus their user id (a Principal satisfies it). */
export interface CommunityEditor extends CommunityScope {
  user: { id: number; corporateId: number };
}

export const communityNotFound = () => notFound('Community not found.');

/** The community if the caller may see it; 404 NOT_FOUND otherwise (unknown, deleted, another corporate's, unassigned). */
export async function requireCommunity(
  db: DbOrTx,
  caller: CommunityScope,
  communityId: number,
): Promise<Community> {
  const community = await findVisibleCommunity(db, caller, communityId);
  if (!community) throw communityNotFound();
  return community;
}

/** What a tab's change gives back: the answer, and the states before and after for the audit log. */
export interface TabChange<T> {
  answer: T;
  before: unknown;
  after: unknown;
}

export interface TabSave {
  /** Audit action, e.g. 'community.fees.update'. */
  action: string;
  communityId: number;
  /** The community version the edit read. */
  versionId: number;
  /** Columns of `communities` the same save changes (Main Details, the fee rule). */
  set?: (community: Community) => Parameters<typeof bumpCommunityVersion>[4];
}

/**
 * Runs `change` as a save of `save.communityId` by `caller`; `change` gets the transaction, the community as it was,
 * who saves and when, and the new version. Throws 404 NOT_FOUND (out of scope) or 409 CONFLICT
 * (MESSAGES.community.stale: `versionId` is not the community's) before `change` runs.
 */
export function saveCommunityTab<T>(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityEditor,
  save: TabSave,
  change: (tx: Tx, c: { community: Community; by: SavedBy; versionId: number }) => Promise<TabChange<T>>,
): Promise<T> {
  const by = { userId: caller.user.id, at: deps.clock() };
  return deps.db.transaction(async (tx) => {
    const community = await requireCommunity(tx, caller, save.communityId);
    const versionId = await bumpCommunityVersion(
      tx,
      community.id,
      save.versionId,
      by,
      save.set?.(community) ?? {},
    );
    if (versionId === null) throw new ApiError('CONFLICT', MESSAGES.community.stale);
    const { answer, before, after } = await change(tx, { community, by, versionId });
    await audit(tx, {
      action: save.action,
      at: by.at,
      userId: by.userId,
      corporateId: community.corporateId,
      details: { communityId: community.id, versionId, before, after },
    });
    return answer;
  });
}

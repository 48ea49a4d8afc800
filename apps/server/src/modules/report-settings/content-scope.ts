/**
 * The level a report content call works on: the caller's corporate (`communityId` null) or one community the
 * caller may see (communities' own scope rule: corporate-wide access sees every community of the corporate,
 * anyone else only those assigned to them). Another corporate's, a deleted or an unassigned community is 404.
 */
import { findVisibleCommunity } from '../communities/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ReportSettingsCaller, ReportSettingsDeps } from './deps.ts';
import type { ContentScope } from './repository.ts';

export async function contentScope(
  deps: Pick<ReportSettingsDeps, 'db'>,
  caller: ReportSettingsCaller,
  communityId: number | null,
): Promise<ContentScope> {
  const corporateId = caller.user.corporateId;
  if (communityId === null) return { corporateId, communityId: null };
  const community = await findVisibleCommunity(deps.db, caller, communityId);
  if (!community) throw notFound('Community not found.');
  return { corporateId, communityId: community.id };
}

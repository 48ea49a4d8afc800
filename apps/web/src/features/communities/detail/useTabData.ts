/**
 * A tab's GET, loaded afresh each time the tab opens: the query is dropped when the tab closes (`gcTime: 0`), so
 * the versionId a tab saves with is the latest, not one another tab's save has replaced. Not refetched on focus:
 * the form holds the user's edits and saves with the version it started from (a stale one answers 409).
 */
import { useQuery } from '@tanstack/react-query';
import type { CommunityTabPath } from '@rlc/shared';
import { communityTabKey } from './api.ts';

export function useTabData<T>(communityId: number, tab: CommunityTabPath, load: (id: number) => Promise<T>) {
  return useQuery({
    queryKey: communityTabKey(communityId, tab),
    queryFn: () => load(communityId),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

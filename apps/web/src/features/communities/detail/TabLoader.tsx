/**
 * One tab's screen: its GET (useTabData: loaded afresh each time the tab opens), progress while it loads, the
 * spec §8 load failure with the reason, then the tab's form given the loaded data. The form is keyed by the
 * version: a save puts its answer in the query, so the form starts again from what was saved, no longer dirty;
 * Reload (after a 409) re-reads the tab the same way.
 */
import type { ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { CommunityTabPath } from '@rlc/shared';
import { errorMessage } from '../../../api/useApiMutation.ts';
import { useCommunityId } from './useCommunityId.ts';
import { useTabData } from './useTabData.ts';

/** What a tab's form gets. */
export interface TabFormProps<T> {
  communityId: number;
  initial: T;
  onReload: () => void;
}

export interface TabLoaderProps<T> {
  tab: CommunityTabPath;
  load: (communityId: number) => Promise<T>;
  /** Spec §8 load failure text, e.g. 'Error loading main details'. */
  loadFailed: string;
  /** The community version the data is at. */
  versionOf: (data: T) => number;
  Form: ComponentType<TabFormProps<T>>;
}

export function TabLoader<T>({ tab, load, loadFailed, versionOf, Form }: TabLoaderProps<T>) {
  // The route renders tabs only under a numeric :communityId (CommunityPage shows 'Page Not Found' otherwise).
  const communityId = useCommunityId() ?? 0;
  const query = useTabData(communityId, tab, load);
  if (query.isPending) return <CircularProgress aria-label="Loading" />;
  if (query.isError)
    return (
      <Alert severity="error">
        {loadFailed}: {errorMessage(query.error)}
      </Alert>
    );
  return (
    <Form
      key={versionOf(query.data)}
      communityId={communityId}
      initial={query.data}
      onReload={() => void query.refetch()}
    />
  );
}

/** The version of a tab answer that carries it at the top (every tab but Main Details). */
export const topVersion = (data: { versionId: number }) => data.versionId;

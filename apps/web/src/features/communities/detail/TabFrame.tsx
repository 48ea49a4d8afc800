/**
 * The frame of one tab: its load (progress, or the spec §8 load failure with the reason), then the tab's form
 * given the loaded data, with the Save bar below it (TabSaveBar).
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '../../../api/useApiMutation.ts';

export interface TabFrameProps<T> {
  query: UseQueryResult<T>;
  /** Spec §8 load failure text, e.g. 'Error loading main details'. */
  loadFailed: string;
  children: (data: T) => ReactNode;
}

export function TabFrame<T>({ query, loadFailed, children }: TabFrameProps<T>) {
  if (query.isPending) return <CircularProgress aria-label="Loading" />;
  if (query.isError)
    return (
      <Alert severity="error">
        {loadFailed}: {errorMessage(query.error)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}

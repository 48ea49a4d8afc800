/**
 * A resource list's query in its three waiting states (loading, failed with the server's message, empty with
 * `empty`), else `children` with the items.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@rlc/shared';
import { errorMessage } from '../../api/useApiMutation.ts';

export function Loaded<T>({
  query,
  empty,
  height = 120,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  /** Of the placeholder while loading, px. */
  height?: number;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} />;
  if (query.isError)
    return <Alert severity="error">{errorMessage(query.error, MESSAGES.resources.loadFailed)}</Alert>;
  if (query.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return children(query.data);
}

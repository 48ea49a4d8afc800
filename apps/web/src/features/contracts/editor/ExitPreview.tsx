/**
 * The live preview of issue 10 §2: the exit entitlement at each horizon (years 1–10 and 15) for a $500,000
 * entry, from the engine through the API, on the saved terms and with the unsaved changes, asked again 400 ms
 * after the last edit. Not asked while a change fails its check (the fields say why).
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatAud, PREVIEW_ENTRY_PRICE, type ContractPreviewResponse } from '@rlc/shared';
import { errorMessage } from '../../../api/useApiMutation.ts';

/** Asks the server for the preview with `changes` applied ({} = the saved terms). */
export type PreviewFetcher = (changes: Record<string, unknown>) => Promise<ContractPreviewResponse>;

const PREVIEW_DEBOUNCE_MS = 400;

/** `value` once it has stayed the same for `ms` (compared as JSON). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(text) as T), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export interface ExitPreviewProps {
  fetchPreview: PreviewFetcher;
  /** Identifies the contract in the query cache, e.g. ['contractPreview', 71]. */
  queryKey: readonly unknown[];
  changes: Record<string, unknown>;
  /** True while a change fails its check: the last figures stay, marked out of date. */
  invalid: boolean;
}

export function ExitPreview({ fetchPreview, queryKey, changes, invalid }: ExitPreviewProps) {
  const settled = useSettled(changes, PREVIEW_DEBOUNCE_MS);
  const hasChanges = Object.keys(settled).length > 0;
  const saved = useQuery({ queryKey: [...queryKey, {}], queryFn: () => fetchPreview({}) });
  const edited = useQuery({
    queryKey: [...queryKey, 'edited', settled],
    queryFn: () => fetchPreview(settled),
    enabled: hasChanges && !invalid,
    placeholderData: keepPreviousData,
  });
  const error = saved.error ?? edited.error;
  const base = saved.data?.horizons ?? [];
  // Figures for the changes only while they pass their checks (stale ones would mislead).
  const withChanges = hasChanges && !invalid ? edited.data?.horizons : undefined;
  return (
    <Box component="section" aria-labelledby="exit-preview-title">
      <Typography id="exit-preview-title" variant="h3" component="h2" gutterBottom>
        Exit entitlement preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        For a {formatAud(PREVIEW_ENTRY_PRICE, { whole: true })} entry
        {saved.data ? ` (${saved.data.tenure})` : ''}, leaving after each year.
      </Typography>
      <Box sx={{ height: 4 }}>{(saved.isFetching || edited.isFetching) && <LinearProgress />}</Box>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {invalid && hasChanges ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          Fix the highlighted values to update the preview.
        </Alert>
      ) : null}
      <Table size="small" aria-label="Exit entitlement by year">
        <TableHead>
          <TableRow>
            <TableCell>Year</TableCell>
            <TableCell align="right">Saved terms</TableCell>
            {withChanges ? <TableCell align="right">With changes</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {base.map((h, i) => {
            const next = withChanges?.[i];
            const differs = next !== undefined && next.exitEntitlement !== h.exitEntitlement;
            return (
              <TableRow key={h.years}>
                <TableCell>{h.years}</TableCell>
                <TableCell align="right">{formatAud(h.exitEntitlement, { whole: true })}</TableCell>
                {withChanges ? (
                  <TableCell align="right" sx={{ fontWeight: differs ? 700 : undefined }}>
                    {next ? formatAud(next.exitEntitlement, { whole: true }) : ''}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

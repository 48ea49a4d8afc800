/**
 * "Rates changes": the corporate's open reports whose headline figures change on today's rates,
 * largest change first, each with its old → new figures per option; "Re-run all N reports" starts the background
 * re-run, whose progress is polled every second until it ends; then the list is asked for again and a toast says
 * how it went. A re-run already going when the screen opens (another admin's, or before a reload) is shown too.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatAud, formatDate, type RatesChangedReport, type RatesRerun } from '@rlc/shared';
import { useToast } from '../../app/toast.ts';
import { errorMessage } from '../../api/useApiMutation.ts';
import { HeadlineChangeTable } from '../forms/panels.ts';
import { RerunProgress } from './RerunProgress.tsx';
import {
  isFinished,
  RATES_CHANGES_KEY,
  rerunKey,
  useRatesChanges,
  useRerunProgress,
  useStartRerun,
} from './useRatesRerun.ts';

export const ALL_ON_TODAYS_RATES = 'Every open report is on today’s rates.';

export const rerunButtonLabel = (n: number) => (n === 1 ? 'Re-run 1 report' : `Re-run all ${n} reports`);

/** The success toast of a finished run. */
export function rerunDoneToast(run: RatesRerun): string {
  const failed = run.failed > 0 ? `; ${run.failed} could not be re-run` : '';
  return `Re-ran ${run.done} ${run.done === 1 ? 'report' : 'reports'} on today’s rates${failed}`;
}

function ChangedReport({ report }: { report: RatesChangedReport }) {
  const name = report.name || 'Unnamed report';
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={name}>
      <Link component={RouterLink} to={`/corporate/form/${report.formId}/summary`} variant="h3">
        {name}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {report.customer && report.customer !== name ? `${report.customer} · ` : ''}
        Calculated on {formatDate(report.calculatedAsAt)}
        {report.ratesFrom ? ` with rates in force from ${formatDate(report.ratesFrom)}` : ''} · largest change{' '}
        {formatAud(Math.round(report.largestChange), { whole: true })} a year
      </Typography>
      <HeadlineChangeTable
        caption={`Headline figures of ${name} on the old and on today's rates`}
        scenarios={report.scenarios}
        beforeLabel="was"
        afterLabel="on today's rates"
      />
    </Paper>
  );
}

export function RatesChangesSection() {
  const client = useQueryClient();
  const toast = useToast();
  const changes = useRatesChanges();
  const [runId, setRunId] = useState<number | null>(null);
  // A run going when the screen opened: follow it (state from the answer, kept once it has ended).
  const going = changes.data?.running?.id ?? null;
  if (runId === null && going !== null) setRunId(going);
  const progress = useRerunProgress(runId);
  const run = progress.data;
  const start = useStartRerun((started) => {
    client.setQueryData(rerunKey(started.id), started);
    setRunId(started.id);
  });

  // Once per run: when it ends, ask for the list again and say how it went.
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!run || !isFinished(run) || announced.current === run.id) return;
    announced.current = run.id;
    void client.invalidateQueries({ queryKey: RATES_CHANGES_KEY });
    if (run.status === 'done') toast.success(rerunDoneToast(run));
    else toast.error(`The re-run stopped: ${run.error ?? 'unknown error'}`);
  }, [run, client, toast]);

  const busy = start.isPending || (run !== undefined && !isFinished(run));
  const data = changes.data;
  return (
    <Box component="section" aria-labelledby="rates-changes">
      <Typography id="rates-changes" variant="h2" gutterBottom>
        Rates changes
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Open reports whose headline figures (first-year Age Pension, Rent Assistance and net cost) change on
        today’s rates, largest change first.
        {data && ` ${data.checked} open ${data.checked === 1 ? 'report' : 'reports'} checked.`}
        {data && data.kept > 0 && ` ${data.kept} kept on their old figures by the adviser are not listed.`}
      </Typography>
      {run && <RerunProgress run={run} />}
      {changes.isPending && <CircularProgress size={24} sx={{ mt: 2 }} aria-label="Loading rates changes" />}
      {changes.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(changes.error)}
        </Alert>
      )}
      {data && data.reports.length === 0 && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {ALL_ON_TODAYS_RATES}
        </Alert>
      )}
      {data && data.reports.length > 0 && (
        <>
          <Button variant="contained" sx={{ my: 2 }} disabled={busy} onClick={() => start.mutate()}>
            {rerunButtonLabel(data.reports.length)}
          </Button>
          <Box
            component="ul"
            sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}
            aria-label="Reports whose figures change"
          >
            {data.reports.map((r) => (
              <ChangedReport key={r.formId} report={r} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

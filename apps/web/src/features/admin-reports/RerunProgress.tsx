/**
 * A re-run's progress: a bar and "Re-running N of M…" while it goes (N the report being re-run), then how it
 * ended ("Re-ran D of M reports on today's rates.", with the reports that could not be re-run, or why it stopped).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { RatesRerun } from '@rlc/shared';

/** The line under the bar. */
export function rerunText(run: RatesRerun): string {
  const finished = run.done + run.failed;
  if (run.status === 'queued' || run.status === 'running')
    return `Re-running ${Math.min(finished + 1, run.total)} of ${run.total}…`;
  const failed = run.failed > 0 ? ` ${run.failed} could not be re-run: open them to see why.` : '';
  return `Re-ran ${run.done} of ${run.total} reports on today’s rates.${failed}`;
}

export function RerunProgress({ run }: { run: RatesRerun }) {
  if (run.status === 'failed')
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        The re-run stopped after {run.done} of {run.total} reports: {run.error}
      </Alert>
    );
  const value = run.total === 0 ? 100 : ((run.done + run.failed) / run.total) * 100;
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress variant="determinate" value={value} aria-label="Re-run progress" />
      <Typography role="status" variant="body2" sx={{ mt: 0.5 }}>
        {rerunText(run)}
      </Typography>
    </Box>
  );
}

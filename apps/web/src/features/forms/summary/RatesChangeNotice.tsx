/**
 * "Rates have changed since this report was calculated": when a rate the stored summary used has
 * another value in force today, the headline figures per scenario on the old and on today's rates, with one click
 * to re-run the report and one to keep the figures already given to the client. When rates for a later date are
 * loaded, "New rates from <date>" with what they would change. Nothing shows when neither applies.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, headlinesDiffer, type SummaryResponse } from '@rlc/shared';
import { HeadlineChangeTable } from './HeadlineChangeTable.tsx';
import { useRatesChange, useRatesChangeActions } from './useRatesChange.ts';

export const RATES_CHANGED_TITLE = 'Rates have changed since this report was calculated';

export function RatesChangeNotice({
  formId,
  summary,
}: {
  formId: number;
  summary: Pick<SummaryResponse, 'generatedAt'> | undefined;
}) {
  const { data } = useRatesChange(formId, summary);
  const { rerun, keep } = useRatesChangeActions(formId);
  if (!data) return null;
  const busy = rerun.isPending || keep.isPending;
  const rerunButton = (
    <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={() => rerun.mutate()}>
      Re-run on today&apos;s rates
    </Button>
  );
  return (
    <>
      {data.changed && !data.kept && (
        <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-label={RATES_CHANGED_TITLE}>
          <AlertTitle>{RATES_CHANGED_TITLE}</AlertTitle>
          <Typography variant="body2">
            Calculated on {formatDate(data.calculatedAsAt!)} with rates in force from{' '}
            {formatDate(data.ratesFrom!)}. Rates in force from {formatDate(data.todayRatesFrom!)} give
            {headlinesDiffer(data.scenarios) ? ':' : ' the same headline figures.'}
          </Typography>
          {headlinesDiffer(data.scenarios) && (
            <HeadlineChangeTable
              caption="Headline figures on the old and on today's rates"
              scenarios={data.scenarios}
              beforeLabel="was"
              afterLabel="on today's rates"
            />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            {rerunButton}
            <Button color="inherit" size="small" disabled={busy} onClick={() => keep.mutate()}>
              Keep the figures given to the client
            </Button>
          </Box>
        </Alert>
      )}
      {data.changed && data.kept && (
        <Alert severity="info" sx={{ mb: 2 }} action={rerunButton}>
          Figures kept on the rates in force from {formatDate(data.ratesFrom!)} (calculated on{' '}
          {formatDate(data.calculatedAsAt!)}); today&apos;s rates are in force from{' '}
          {formatDate(data.todayRatesFrom!)}.
        </Alert>
      )}
      {data.announced && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          role="region"
          aria-label={`New rates from ${formatDate(data.announced.from)}`}
        >
          <AlertTitle>New rates from {formatDate(data.announced.from)}</AlertTitle>
          <Typography variant="body2">
            {headlinesDiffer(data.announced.scenarios)
              ? 'Announced rates are loaded; from that date the headline figures change:'
              : 'Announced rates are loaded; they do not change the headline figures.'}
          </Typography>
          {headlinesDiffer(data.announced.scenarios) && (
            <HeadlineChangeTable
              caption={`Headline figures on today's rates and from ${formatDate(data.announced.from)}`}
              scenarios={data.announced.scenarios}
              beforeLabel="today"
              afterLabel={`from ${formatDate(data.announced.from)}`}
            />
          )}
        </Alert>
      )}
    </>
  );
}

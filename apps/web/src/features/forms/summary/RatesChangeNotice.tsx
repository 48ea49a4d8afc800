/**
 * "Rates have changed since this report was calculated" (issue 9 §2): when a rate the stored summary used has
 * another value in force today, the headline figures per scenario on the old and on today's rates, with one click
 * to re-run the report and one to keep the figures already given to the client. When rates for a later date are
 * loaded, "New rates from <date>" with what they would change. Nothing shows when neither applies.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatAud,
  formatAudChange,
  formatDate,
  headlinesDiffer,
  type HeadlineFigures,
  type ScenarioHeadlineChange,
  type SummaryResponse,
} from '@rlc/shared';
import { useRatesChange, useRatesChangeActions } from './useRatesChange.ts';

export const RATES_CHANGED_TITLE = 'Rates have changed since this report was calculated';

const FIGURES: { key: keyof HeadlineFigures; label: string }[] = [
  { key: 'agePension', label: 'Age Pension' },
  { key: 'rentAssistance', label: 'Rent Assistance' },
  { key: 'netCost', label: 'Net cost' },
];

const whole = (n: number) => formatAud(Math.round(n), { whole: true });

/** Old → new headline figures per scenario (first year, dollars a year). */
export function HeadlineChangeTable({
  caption,
  scenarios,
  beforeLabel,
  afterLabel,
}: {
  caption: string;
  scenarios: readonly ScenarioHeadlineChange[];
  beforeLabel: string;
  afterLabel: string;
}) {
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>First year, a year</TableCell>
            {FIGURES.map((f) => (
              <TableCell key={f.key} align="right">
                {f.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {scenarios.map((s) => (
            <TableRow key={s.id}>
              <TableCell component="th" scope="row">
                {s.name}
              </TableCell>
              {FIGURES.map((f) => {
                const was = s.before[f.key];
                const now = s.after[f.key];
                return (
                  <TableCell key={f.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <span aria-label={`${beforeLabel} ${whole(was)}, ${afterLabel} ${whole(now)}`}>
                      {whole(was)} → <strong>{whole(now)}</strong>
                    </span>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {formatAudChange(now - was, { whole: true })}
                    </Typography>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

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

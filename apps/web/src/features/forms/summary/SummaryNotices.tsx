/**
 * What the adviser must know about a summary: the rates' as-at date (and a visible 'Rates may be out of date'
 * notice when the engine says a scheduled revision passed without new values, design §4), the simplified
 * variant with the spec §5 list of what is missing and a link to Customer Details, 'Insufficient funds', and that
 * the contract terms changed since the last summary.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, RATES_PROGRAM_LABELS, type SummaryResponse } from '@rlc/shared';

export const RATES_OUT_OF_DATE = 'Rates may be out of date';
export const CONTRACTS_CHANGED =
  'The contract terms changed since this report was last worked out: the figures below use the new terms.';
export const SIMPLIFIED_TITLE = 'Simplified summary';

export function RatesLine({
  summary,
}: {
  summary: Pick<SummaryResponse, 'asAt' | 'ratesStatus' | 'parametersEffective'>;
}) {
  // Values dated after the comparison date are announced rates the later projection years read.
  const dates = Object.values(summary.parametersEffective)
    .filter((d) => d <= summary.asAt)
    .sort();
  const newest = dates.at(-1);
  const stale = summary.ratesStatus.programs.filter((p) => p.outOfDate);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Compared as at {formatDate(summary.asAt)}
        {newest ? `; pension and care rates in force from ${formatDate(newest)}` : ''}.
      </Typography>
      {summary.ratesStatus.anyOutOfDate && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>{RATES_OUT_OF_DATE}</AlertTitle>
          Rates are revised on 1 January, 20 March, 1 July and 20 September. A revision date has passed
          without new figures for:{' '}
          {stale.map((p) => RATES_PROGRAM_LABELS[p.program] ?? p.program).join(', ') || 'some programs'}.
          Figures use the latest rates known.
        </Alert>
      )}
    </Box>
  );
}

export function SimplifiedNotice({
  summary,
  customerPath,
}: {
  summary: Pick<SummaryResponse, 'simple' | 'missing' | 'simplifiedReportGotoText'>;
  customerPath: string;
}) {
  if (!summary.simple) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={customerPath} color="inherit" size="small">
          {summary.simplifiedReportGotoText || 'Complete Customer Details'}
        </Button>
      }
    >
      <AlertTitle>{SIMPLIFIED_TITLE}</AlertTitle>
      Age Pension, Rent Assistance and care contributions are left out until these customer details are
      entered:
      <ul aria-label="Missing customer details" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {summary.missing.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}

export function InsufficientFundsNotice({
  summary,
}: {
  summary: Pick<SummaryResponse, 'insufficientFunds' | 'columns'>;
}) {
  if (!summary.insufficientFunds) return null;
  const names = summary.columns.filter((c) => c.insufficientFunds).map((c) => c.name);
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      Insufficient funds: the home sale and investments do not cover moving into {names.join(' or ')}.
    </Alert>
  );
}

/** Said once, on the summary that replaced one made on contract terms an admin has since edited. */
export function ContractsChangedNotice({ summary }: { summary: Pick<SummaryResponse, 'contractsChanged'> }) {
  if (!summary.contractsChanged) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {CONTRACTS_CHANGED}
    </Alert>
  );
}

/**
 * Old → new headline figures per scenario (first year, dollars a year, whole dollars) with the change under each:
 * the rates-change notice of a report (RatesChangeNotice) and the admin's list of changed reports (Report
 * Settings) show the same table.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatAud, formatAudChange, type HeadlineFigures, type ScenarioHeadlineChange } from '@rlc/shared';

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

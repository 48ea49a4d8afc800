/**
 * The comparison table of the summary response (design §4.5): staying at home and each option as columns, rows
 * grouped as moving in (ingoing), ongoing costs per year, income per year (Age Pension, Rent Assistance per
 * option), net cash flow, exit entitlement at each horizon, estate position, ratings. Dollars are shown whole;
 * a blank cell ("–") means the row does not apply to that column. An option that cannot be afforded says
 * 'Insufficient funds' under its name.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  clampRating,
  NOT_RATED,
  ratingLabel,
  SUMMARY_ROW_GROUPS,
  formatAud,
  type SummaryColumn,
  type SummaryResponse,
  type SummaryRow,
} from '@rlc/shared';

export const GROUP_TITLES: Record<(typeof SUMMARY_ROW_GROUPS)[number], string> = {
  ingoing: 'Moving in',
  ongoing: 'Ongoing costs (first year)',
  income: 'Income (first year)',
  net: 'Net cash flow',
  outgoing: 'Exit entitlement (what comes back on leaving)',
  estate: 'Estate position',
  ratings: 'Ratings',
};

export const INSUFFICIENT_FUNDS = 'Insufficient funds';

export function cellText(row: Pick<SummaryRow, 'format'>, value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (row.format === 'rating') {
    const score = Math.round(clampRating(value));
    return score === 0 ? NOT_RATED : `${score} ${ratingLabel(score)}`;
  }
  if (row.format === 'currency') return formatAud(Math.round(value), { whole: true });
  return String(value);
}

/**
 * The item-name column stays put while a narrow screen scrolls the options sideways (a phone shows one option
 * at a time), on the paper colour so the figures pass beneath it.
 */
const stickyName = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

export function SummaryTable({ summary }: { summary: Pick<SummaryResponse, 'rows' | 'columns'> }) {
  const { rows, columns } = summary;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Comparison summary">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...stickyName, minWidth: { xs: 132, sm: 180 } }}>
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                  whiteSpace: 'nowrap',
                }}
              >
                Item
              </Box>
            </TableCell>
            {columns.map((c) => (
              <ColumnHeader key={c.uid} column={c} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {SUMMARY_ROW_GROUPS.map((group) => {
            const groupRows = rows.filter((r) => r.group === group);
            if (groupRows.length === 0) return null;
            return [
              <TableRow key={`g-${group}`}>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={columns.length + 1}
                  sx={{ bgcolor: 'grey.100', fontWeight: 700 }}
                >
                  {/* The row spans the table, so its title, not the cell, holds to the left edge. */}
                  <Box component="span" sx={{ position: 'sticky', left: '16px', display: 'inline-block' }}>
                    {GROUP_TITLES[group]}
                  </Box>
                </TableCell>
              </TableRow>,
              ...groupRows.map((row) => (
                <TableRow key={row.uid} data-row={row.uid}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ ...stickyName, fontWeight: row.total ? 700 : 400 }}
                  >
                    {row.label}
                  </TableCell>
                  {columns.map((c) => {
                    const v = row.values[c.uid];
                    return (
                      <TableCell
                        key={c.uid}
                        align="right"
                        sx={{
                          fontWeight: row.total ? 700 : 400,
                          whiteSpace: 'nowrap',
                          color: typeof v === 'number' && v < 0 ? 'error.main' : undefined,
                        }}
                      >
                        {cellText(row, v)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              )),
            ];
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ColumnHeader({ column }: { column: SummaryColumn }) {
  return (
    <TableCell
      component="th"
      scope="col"
      align="right"
      sx={{ verticalAlign: 'bottom', fontWeight: 700, minWidth: 120 }}
    >
      {column.name}
      {column.insufficientFunds && (
        <Box>
          <Chip size="small" color="error" label={INSUFFICIENT_FUNDS} sx={{ mt: 0.5 }} />
        </Box>
      )}
    </TableCell>
  );
}

/**
 * A query's result table (spec §2.4, §3.11): the header rows grouping the columns, the column titles (each a sort
 * button; the sorted one says which way), the rows with each column's alignment and format, zeros and empty
 * figures dull when the query asks (config.dullZeros), and the totals row last, never sorted. The first column
 * names the row. Wide tables scroll sideways inside their box, so the page itself does not.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { AnalyticsColumn, AnalyticsQueryResponse, AnalyticsRow } from '@rlc/shared';
import { cellText, isDull, nextSort, type SortState } from './resultTable.ts';

export interface ResultTableProps {
  answer: AnalyticsQueryResponse;
  /** The rows in display order (sorted by the page). */
  rows: AnalyticsRow[];
  sort: SortState;
  onSort: (sort: SortState) => void;
}

export function ResultTable({ answer, rows, sort, onSort }: ResultTableProps) {
  const { columns, headerRows, totals, config } = answer;
  const cells = (row: AnalyticsRow, bold = false) =>
    columns.map((c: AnalyticsColumn, i) => {
      const value = row[c.value];
      return (
        <TableCell
          key={c.value}
          component={i === 0 ? 'th' : 'td'}
          scope={i === 0 ? 'row' : undefined}
          align={c.align}
          sx={{
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
            fontWeight: bold ? 700 : undefined,
            // text.secondary keeps AA contrast while reading quieter than the figures around it.
            color: isDull(value, c, config.dullZeros) ? 'text.secondary' : undefined,
          }}
          data-dull={isDull(value, c, config.dullZeros) ? 'true' : undefined}
        >
          {cellText(value, c.format)}
        </TableCell>
      );
    });

  return (
    <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={answer.name}>
        <TableHead>
          {headerRows.map((cellsOfRow, r) => (
            <TableRow key={r}>
              {cellsOfRow.map((cell, i) => (
                <TableCell
                  key={i}
                  colSpan={cell.colSpan}
                  align="center"
                  sx={{ fontWeight: 700, borderLeft: i > 0 && cell.text ? 1 : 0, borderColor: 'divider' }}
                >
                  {cell.text}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.value}
                align={c.align}
                sortDirection={sort.by === c.value ? (sort.desc ? 'desc' : 'asc') : false}
                sx={{ verticalAlign: 'bottom' }}
              >
                <TableSortLabel
                  active={sort.by === c.value}
                  direction={sort.by === c.value && sort.desc ? 'desc' : 'asc'}
                  onClick={() => onSort(nextSort(sort, c.value))}
                >
                  {c.text}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={`${String(row.id ?? row.name)}-${i}`} hover>
              {cells(row)}
            </TableRow>
          ))}
          {totals && (
            <TableRow sx={{ bgcolor: 'action.hover' }} data-totals="true">
              {cells(totals, true)}
            </TableRow>
          )}
        </TableBody>
      </Table>
      {rows.length === 0 && <Box sx={{ p: 2, color: 'text.secondary' }}>No reports match these filters.</Box>}
    </TableContainer>
  );
}

/**
 * The chart of a query's main figure above its table: the answer's `chart` names the columns drawn
 * (one series each, titled as the column) and the kind — bars for categories (communities, advisers, states) in
 * the table's order, at most MAX_BARS of them; a straight-segment line for time, month by month (chartRows.ts). Drawn as plain SVG
 * (components/charts, ADR 0020) and loaded lazily, so the table never waits for it. The figures are the table's, so the chart is a
 * <figure> whose caption says what it shows; the table is its text alternative.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AnalyticsQueryResponse, AnalyticsRow } from '@rlc/shared';
import { SvgChart } from '../../components/charts/SvgChart.tsx';
import { chartRows, MAX_BARS } from './chartRows.ts';
import { cellText } from './resultTable.ts';

const HEIGHT = 280;
const COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f'];

export interface AnalyticsChartProps {
  answer: AnalyticsQueryResponse;
  /** The rows in the table's order. */
  rows: AnalyticsRow[];
}

export default function AnalyticsChart({ answer, rows }: AnalyticsChartProps) {
  const id = useId();
  const { chart, columns } = answer;
  const line = chart.kind === 'line';
  const shown = chartRows(chart, rows);
  const labels = shown.map((r) => String(r.name ?? ''));
  const series = chart.values.flatMap((key, i) => {
    const column = columns.find((c) => c.value === key);
    if (!column) return [];
    return [
      {
        id: key,
        label: column.text,
        color: COLOURS[i % COLOURS.length] ?? '#1565c0',
        data: shown.map((r) => (typeof r[key] === 'number' ? r[key] : null)),
        format: column.format,
        valueFormat: (v: number) => cellText(v, column.format),
      },
    ];
  });
  if (shown.length === 0 || series.length === 0) return null;
  const caption = `${series.map((s) => s.label).join(' and ')} ${line ? 'by month' : `by ${columns[0]?.text.toLowerCase() ?? 'row'}`}${
    !line && rows.length > MAX_BARS ? ` (first ${MAX_BARS} rows of the table)` : ''
  }`;
  const drawn = series.map(({ format: _format, ...s }) => s);
  return (
    <Box
      component="figure"
      aria-labelledby={`${id}-caption`}
      sx={{
        m: 0,
        mb: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id={`${id}-caption`} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {caption}
      </Typography>
      <SvgChart
        kind={line ? 'line' : 'bar'}
        label={caption}
        height={HEIGHT}
        categories={labels}
        series={drawn}
        marks={line}
        // Counts step by whole numbers (no 0.2 of a report on the axis).
        integer={series.every((s) => s.format === 'count')}
        yAxisWidth={48}
        tickFontSize={line ? 12 : 11}
      />
    </Box>
  );
}

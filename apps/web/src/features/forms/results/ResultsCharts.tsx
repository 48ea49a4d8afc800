/**
 * Results charts (design §6 "charts where people compare numbers over time"), for staying at home and
 * each option in the same colours as the key-figure cards:
 * - net cash flow by year, a line over every projection year;
 * - estate position by year, a line over every projection year; marks show the years the engine works the
 *   estate out (1, 2, 5, 10, 15) and the line joins them;
 * - exit entitlement after each period, grouped bars of the options only; staying at home's net sale value is
 *   not an exit entitlement, so it is drawn apart, as its own bars on the same scale, with a note;
 * - the years in which someone reaches Age Pension age are noted under the net cash flow (`pensionAgeNotes`).
 * Each chart is a <figure> named by its caption, with its figures as a table behind "Show the figures" for
 * people who cannot see the chart. Axis labels read "$250k", "−$2k", "$1.2m"; tooltips give whole dollars.
 * Drawn as plain SVG (components/charts, ADR 0020), not animated; loaded lazily all the same, so the key figures
 * never wait for it.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pensionAgeNotes, type ComparisonResult } from '@rlc/shared';
import { SvgChart } from '../../../components/charts/SvgChart.tsx';
import { axisMoney, wholeMoney } from './chartFormat.ts';
import { HOME_SALE_LABEL, resultsChartData, type ChartSeries } from './resultsChartData.ts';

const HEIGHT = 320;
const afterYears = (h: number) => (h === 1 ? 'After 1 year' : `After ${h} years`);
const HOME_SALE_NOTE =
  "Your home's net sale value is not an exit entitlement: it is what the home would sell for, less selling fees, " +
  'if you stayed and sold it then. Staying also keeps your savings; the estate position compares the whole.';

export default function ResultsCharts({ comparison }: { comparison: ComparisonResult }) {
  const { years, cashFlow, estate, exitHorizons, exits, homeSale } = resultsChartData(comparison);
  const ageNotes = pensionAgeNotes(comparison);
  // The two bar charts of the exit entitlement read on one scale (0 always shown).
  const exitValues = [...exits, homeSale]
    .flatMap((s) => s?.data ?? [])
    .filter((v): v is number => v !== null);
  // Whole-dollar steps: with tiny ranges (an empty report's $0…$1) fractional ticks would repeat labels.
  const money = { yFormat: axisMoney, valueFormat: wholeMoney, integer: true } as const;
  // Ticks carry the bare year under the axis title "Year"; the tooltip says "Year 5".
  const yearAxis = {
    categories: years.map(String),
    categoryName: (i: number) => `Year ${years[i]}`,
    xTitle: 'Year',
  };

  /** A figure of one line per option over the years (its table lists the same figures by year). */
  const yearLines = (
    title: string,
    desc: string,
    series: ChartSeries[],
    style: { marks: boolean; connectNulls?: boolean },
    notes: string[] = [],
  ) => (
    <ChartFigure
      title={title}
      desc={desc}
      columns={years.map((y) => `Year ${y}`)}
      series={series}
      notes={notes}
    >
      <SvgChart
        kind="line"
        label={title}
        height={HEIGHT}
        {...yearAxis}
        {...money}
        {...style}
        series={series}
      />
    </ChartFigure>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {yearLines(
        'Net cash flow by year',
        'Income (Age Pension, Rent Assistance, investment earnings, other income) minus all costs, care included, each year. Below $0, savings are drawn on.',
        cashFlow,
        { marks: false },
        ageNotes.map((n) => n.text),
      )}
      {yearLines(
        'Estate position by year',
        'What you would have in all: the home (or what the village pays back on leaving) plus savings. Marks show the years worked out; the line joins them.',
        estate,
        { connectNulls: true, marks: true },
      )}
      {(exits.length > 0 || homeSale) && exitHorizons.length > 0 && (
        <ChartFigure
          title="Exit entitlement"
          desc="What each village or land-lease contract pays back on leaving after each period."
          columns={exitHorizons.map(afterYears)}
          series={homeSale ? [...exits, homeSale] : exits}
          notes={homeSale ? [HOME_SALE_NOTE] : []}
        >
          {exits.length > 0 && (
            <SvgChart
              kind="bar"
              label="Exit entitlement"
              height={HEIGHT}
              categories={exitHorizons.map(afterYears)}
              xTitle="Years lived there"
              yInclude={exitValues}
              {...money}
              series={exits}
            />
          )}
          {homeSale && (
            <Box role="group" aria-label={`For reference: ${HOME_SALE_LABEL}`}>
              <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
                For reference, not an exit entitlement: {HOME_SALE_LABEL.toLowerCase()}
              </Typography>
              <SvgChart
                kind="bar"
                label={HOME_SALE_LABEL}
                height={exits.length > 0 ? 200 : HEIGHT}
                categories={exitHorizons.map(afterYears)}
                xTitle="Years from now"
                yInclude={exitValues}
                {...money}
                series={[homeSale]}
              />
            </Box>
          )}
        </ChartFigure>
      )}
    </Box>
  );
}

/**
 * A chart in a <figure> named by its caption and described by its explanation, with the same figures as a
 * table (rows: scenarios; columns: years or periods; years without a figure are left blank).
 */
function ChartFigure({
  title,
  desc,
  columns,
  series,
  notes = [],
  children,
}: {
  title: string;
  desc: string;
  columns: string[];
  series: ChartSeries[];
  /** Short notes under the chart (e.g. a year in which someone reaches Age Pension age). */
  notes?: string[];
  children: ReactNode;
}) {
  const id = useId();
  // Blank columns (no scenario has a figure that year) would only lengthen the table.
  const shown = columns.flatMap((c, i) => (series.some((s) => s.data[i] != null) ? [{ c, i }] : []));
  return (
    <Box
      component="figure"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      // minWidth 0 and overflowWrap: a long option name in the legend wraps, never widening the page.
      sx={{
        m: 0,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography id={`${id}-title`} variant="h3" component="figcaption">
        {title}
      </Typography>
      <Typography id={`${id}-desc`} variant="body2" color="text.secondary">
        {desc}
      </Typography>
      {children}
      {notes.map((n) => (
        <Typography key={n} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {n}
        </Typography>
      ))}
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
          Show the figures
        </Box>
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Box
            component="table"
            aria-label={`${title}: the figures`}
            sx={{
              borderCollapse: 'collapse',
              typography: 'body2',
              '& th, & td': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' },
              '& td': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
              '& th': { textAlign: 'left' },
            }}
          >
            <thead>
              <tr>
                <th scope="col" />
                {shown.map(({ c }) => (
                  <th key={c} scope="col" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.label}</th>
                  {shown.map(({ c, i }) => (
                    <td key={c}>{wholeMoney(s.data[i] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

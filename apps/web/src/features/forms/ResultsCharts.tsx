/**
 * Results charts (issue 4; design §6 "charts where people compare numbers over time"): net cash flow by year,
 * estate position at each horizon, exit entitlement at each horizon, for staying at home and each option.
 * Loaded lazily (this module pulls in @mui/x-charts). Animation is skipped for automated browsers and for
 * people who prefer reduced motion, so screenshots show the final chart.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatAud, type ComparisonResult } from '@rlc/shared';

const money = (v: number | null) => (v === null ? '' : formatAud(Math.round(v), { whole: true }));
const short = (v: number) =>
  Math.abs(v) >= 1e6
    ? `$${(v / 1e6).toFixed(1)}m`
    : Math.abs(v) >= 1000
      ? `$${Math.round(v / 1000)}k`
      : `$${Math.round(v)}`;

/** One colour per scenario in every chart (staying at home first); AA-contrast on white. */
const PALETTE = ['#00566B', '#B35C00', '#6B3FA0', '#2E6B30'];

function skipAnimation(): boolean {
  if (typeof navigator !== 'undefined' && navigator.webdriver) return true;
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

type Scenario = ComparisonResult['scenarios'][number];
const label = (s: Scenario) => (s.kind === 'stay' ? 'Staying at home' : s.name);

export default function ResultsCharts({ comparison }: { comparison: ComparisonResult }) {
  const scenarios = comparison.scenarios;
  const skip = skipAnimation();
  const years = [...new Set(scenarios.flatMap((s) => s.ongoing.map((r) => r.year)))].sort((a, b) => a - b);
  const horizons = [...new Set(scenarios.flatMap((s) => s.estate.map((e) => e.years)))].sort((a, b) => a - b);
  const exitHorizons = [...new Set(scenarios.flatMap((s) => s.outgoing.map((o) => o.years)))].sort(
    (a, b) => a - b,
  );
  const movers = scenarios.filter((s) => s.kind !== 'stay');
  const color = (s: Scenario) => PALETTE[scenarios.indexOf(s) % PALETTE.length];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChartBox title="Net cash flow by year" desc="Income minus outgoings each year (dollars).">
        <LineChart
          height={300}
          skipAnimation={skip}
          xAxis={[{ data: years, label: 'Year', scaleType: 'point' }]}
          yAxis={[{ valueFormatter: short, width: 64 }]}
          series={scenarios.map((s) => ({
            label: label(s),
            color: color(s),
            data: years.map((y) => s.ongoing.find((r) => r.year === y)?.netCashFlow ?? null),
            valueFormatter: money,
          }))}
        />
      </ChartBox>
      <ChartBox
        title="Estate position"
        desc="What the household has at each horizon: home or exit entitlement plus investments."
      >
        <BarChart
          height={300}
          skipAnimation={skip}
          xAxis={[{ data: horizons.map((h) => `${h} yr`), scaleType: 'band', label: 'Years from now' }]}
          yAxis={[{ valueFormatter: short, width: 64 }]}
          series={scenarios.map((s) => ({
            label: label(s),
            color: color(s),
            data: horizons.map((h) => s.estate.find((e) => e.years === h)?.total ?? null),
            valueFormatter: money,
          }))}
        />
      </ChartBox>
      {movers.length > 0 && exitHorizons.length > 0 && (
        <ChartBox
          title="Exit entitlement"
          desc="What the village pays back (or the sale brings) on leaving after each period."
        >
          <BarChart
            height={300}
            skipAnimation={skip}
            xAxis={[
              { data: exitHorizons.map((h) => `${h} yr`), scaleType: 'band', label: 'Years lived there' },
            ]}
            yAxis={[{ valueFormatter: short, width: 64 }]}
            series={movers.map((s) => ({
              label: label(s),
              color: color(s),
              data: exitHorizons.map((h) => s.outgoing.find((o) => o.years === h)?.exitEntitlement ?? null),
              valueFormatter: money,
            }))}
          />
        </ChartBox>
      )}
    </Box>
  );
}

function ChartBox({ title, desc, children }: { title: string; desc: string; children: React.ReactNode }) {
  return (
    <Box
      component="figure"
      sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      aria-label={title}
    >
      <Typography variant="h3" component="figcaption">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {desc}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A line or grouped-bar chart drawn as plain SVG (ADR 0020: the @mui/x-charts line and bar charts cost about
 * 100 kB gzip; this costs a few): a legend above, a y axis of "nice" ticks with horizontal grid lines, the x
 * positions' labels under the plot with the axis title, and an axis tooltip listing every series at one x
 * position. The tooltip follows the pointer, and the keyboard: the chart is one tab stop, the arrow keys (Home,
 * End) move between x positions, and a polite live region reads the same figures out. The figures stay the
 * caller's text alternative too (Results' "Show the figures" tables, Analytics' table).
 *
 * Values are drawn as given (no arithmetic); null = no figure at that position (a gap in the line, or joined
 * over with `connectNulls`; no bar).
 */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartLegend } from './ChartLegend.tsx';
import { Marker } from './Marker.tsx';
import { linear, niceTicks } from './scale.ts';
import { useWidth } from './useWidth.ts';

export interface SvgSeries {
  id: string;
  label: string;
  color: string;
  /** One value per x position; null where there is no figure. */
  data: (number | null)[];
  /** This series' values in the tooltip, when not the chart's `valueFormat`. */
  valueFormat?: (value: number) => string;
}

export interface SvgChartProps {
  kind: 'line' | 'bar';
  /** The chart's accessible name (its figure's caption). */
  label: string;
  /** Height of the plot's SVG in px (the legend is above it). */
  height: number;
  /** The x positions' tick labels. */
  categories: string[];
  /** The x position's name in the tooltip (e.g. "Year 5" for the tick "5"); the tick label by default. */
  categoryName?: (index: number) => string;
  /** The x axis' title under its labels. */
  xTitle?: string;
  series: SvgSeries[];
  /** Lines: a mark on each point. */
  marks?: boolean;
  /** Lines: join the points over positions without a figure. */
  connectNulls?: boolean;
  /** Tick label of a y value ("$250k"). */
  yFormat?: (value: number) => string;
  /** A value in the tooltip ("$1,234"). */
  valueFormat?: (value: number) => string;
  /** Extra values the y axis must span (two charts on one scale). */
  yInclude?: number[];
  /** Counts: whole-number ticks. */
  integer?: boolean;
  /** Width of the y axis' labels, px. */
  yAxisWidth?: number;
  tickFontSize?: number;
}

const FONT = 12;
/** Of a band: the space between groups, and between the bars of a group (as @mui/x-charts draws them). */
const GROUP_GAP = 0.2;
const BAR_GAP = 0.1;

export function SvgChart({
  kind,
  label,
  height,
  categories,
  categoryName = (i) => categories[i] ?? '',
  xTitle,
  series,
  marks = false,
  connectNulls = false,
  yFormat = String,
  valueFormat = (v) => v.toLocaleString('en-AU'),
  yInclude = [],
  integer = false,
  yAxisWidth = 64,
  tickFontSize = FONT,
}: SvgChartProps) {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);

  const n = categories.length;
  const values = [...series.flatMap((s) => s.data), ...yInclude].filter((v): v is number => v !== null);
  const { min, max, ticks } = niceTicks(Math.min(...values), Math.max(...values), { integer });
  const box = { left: yAxisWidth, right: 24, top: 12, bottom: xTitle ? 48 : 28 };
  const plotW = Math.max(1, width - box.left - box.right);
  const y = linear(min, max, height - box.bottom, box.top);
  // Points sit on the ends and evenly between (a 'point' axis); bars fill bands.
  const band = plotW / Math.max(1, n);
  const xAt =
    kind === 'bar'
      ? (i: number) => box.left + band * (i + 0.5)
      : (i: number) => box.left + (n > 1 ? (plotW * i) / (n - 1) : plotW / 2);
  const spacing = kind === 'bar' ? band : n > 1 ? plotW / (n - 1) : plotW;
  // Labels that would overlap: every k-th shown, counted back from the last (lines), or cut to the band with the whole name on hover (bars).
  const charW = tickFontSize * 0.6;
  const longest = Math.max(0, ...categories.map((c) => c.length)) * charW + 8;
  const every = kind === 'line' ? Math.max(1, Math.ceil(longest / spacing)) : 1;
  const fit = Math.max(3, Math.floor((spacing - 4) / charW));
  const cut = (c: string) => (kind === 'bar' && c.length > fit ? `${c.slice(0, fit - 1)}…` : c);

  const pick = (e: MouseEvent<SVGSVGElement>) => {
    const px = e.clientX - e.currentTarget.getBoundingClientRect().left - box.left;
    const i = kind === 'bar' ? Math.floor(px / band) : Math.round(n > 1 ? (px / plotW) * (n - 1) : 0);
    setActive(i >= 0 && i < n ? i : null);
  };
  const keys = (e: KeyboardEvent<SVGSVGElement>) => {
    const at = active ?? -1;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? Math.min(n - 1, at + 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? Math.max(0, at - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    setActive(to);
  };

  const shown = active === null ? [] : series.filter((s) => s.data[active] != null);
  const readOut =
    active === null
      ? ''
      : `${categoryName(active)}: ${shown.map((s) => `${s.label} ${(s.valueFormat ?? valueFormat)(s.data[active] as number)}`).join('; ')}`;
  const tipLeft = active !== null && xAt(active) > width / 2;

  return (
    <Box sx={{ color: 'text.primary' }}>
      <ChartLegend series={series} kind={kind} marks={kind === 'line' && marks} />
      <Box ref={ref} sx={{ position: 'relative', width: '100%' }}>
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={`${label}. Use the arrow keys to read the figures at each point.`}
          tabIndex={0}
          onMouseMove={pick}
          onMouseLeave={() => setActive(null)}
          onFocus={() => setActive((a) => a ?? 0)}
          onBlur={() => setActive(null)}
          onKeyDown={keys}
          style={{ display: 'block', outlineOffset: 2 }}
          fontSize={tickFontSize}
          fontFamily={theme.typography.fontFamily}
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={box.left} x2={box.left + plotW} y1={y(t)} y2={y(t)} stroke={theme.palette.divider} />
              <line x1={box.left - 6} x2={box.left} y1={y(t)} y2={y(t)} stroke="currentColor" />
              <text x={box.left - 8} y={y(t)} textAnchor="end" dominantBaseline="central" fill="currentColor">
                {yFormat(t)}
              </text>
            </g>
          ))}
          <line x1={box.left} x2={box.left} y1={box.top} y2={height - box.bottom} stroke="currentColor" />
          <line
            x1={box.left}
            x2={box.left + plotW}
            y1={height - box.bottom}
            y2={height - box.bottom}
            stroke="currentColor"
          />
          {categories.map((c, i) =>
            (n - 1 - i) % every === 0 ? (
              <g key={`${c}-${i}`}>
                <line
                  x1={xAt(i)}
                  x2={xAt(i)}
                  y1={height - box.bottom}
                  y2={height - box.bottom + 6}
                  stroke="currentColor"
                />
                <text x={xAt(i)} y={height - box.bottom + 18} textAnchor="middle" fill="currentColor">
                  {cut(c)}
                  {cut(c) !== c && <title>{c}</title>}
                </text>
              </g>
            ) : null,
          )}
          {xTitle && (
            <text
              x={box.left + plotW / 2}
              y={height - 8}
              textAnchor="middle"
              fill="currentColor"
              fontSize={14}
            >
              {xTitle}
            </text>
          )}
          {active !== null && kind === 'bar' && (
            <rect
              x={box.left + band * active}
              y={box.top}
              width={band}
              height={height - box.bottom - box.top}
              fill={theme.palette.action.hover}
            />
          )}
          {active !== null && kind === 'line' && (
            <line
              x1={xAt(active)}
              x2={xAt(active)}
              y1={box.top}
              y2={height - box.bottom}
              stroke={theme.palette.text.secondary}
              strokeDasharray="4 3"
            />
          )}
          {kind === 'bar'
            ? series.map((s, k) => {
                const group = band * (1 - GROUP_GAP);
                const barW = group / (series.length + BAR_GAP * (series.length - 1));
                return s.data.map((v, i) =>
                  v === null ? null : (
                    <rect
                      key={`${s.id}-${i}`}
                      x={box.left + band * i + (band * GROUP_GAP) / 2 + k * barW * (1 + BAR_GAP)}
                      y={Math.min(y(v), y(0))}
                      width={barW}
                      height={Math.abs(y(v) - y(0))}
                      fill={s.color}
                    />
                  ),
                );
              })
            : series.map((s, k) => (
                <g key={s.id}>
                  <path
                    d={linePath(s.data, xAt, y, connectNulls)}
                    fill="none"
                    stroke={s.color}
                    strokeWidth={2}
                  />
                  {s.data.map((v, i) =>
                    v !== null && (marks || i === active) ? (
                      <Marker key={i} x={xAt(i)} y={y(v)} index={k} color={s.color} filled={i === active} />
                    ) : null,
                  )}
                </g>
              ))}
        </svg>
        {active !== null && shown.length > 0 && (
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: box.top,
              ...(tipLeft ? { right: width - xAt(active) + 12 } : { left: xAt(active) + 12 }),
              maxWidth: Math.max(180, width / 2 - 24),
              p: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              boxShadow: 2,
              typography: 'body2',
              pointerEvents: 'none',
            }}
          >
            <Box sx={{ fontWeight: 600, mb: 0.5 }}>{categoryName(active)}</Box>
            {shown.map((s) => (
              <Box key={s.id} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Box
                  component="span"
                  sx={{ width: 10, height: 10, flex: 'none', bgcolor: s.color, borderRadius: '50%' }}
                />
                <Box component="span" sx={{ flex: 1 }}>
                  {s.label}
                </Box>
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {(s.valueFormat ?? valueFormat)(s.data[active] as number)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        <Box
          role="status"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
        >
          {readOut}
        </Box>
      </Box>
    </Box>
  );
}

/** The line's path: a gap at each null, or straight over it when `connect`. */
function linePath(
  data: (number | null)[],
  x: (i: number) => number,
  y: (v: number) => number,
  connect: boolean,
): string {
  let d = '';
  let pen = false;
  data.forEach((v, i) => {
    if (v === null) {
      if (!connect) pen = false;
      return;
    }
    d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
    pen = true;
  });
  return d;
}

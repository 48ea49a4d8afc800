/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/**
 * Charts drawn with @react-pdf's SVG primitives (no raster images, so they stay sharp when printed):
 * a line chart (values by year) and a grouped bar chart (values by category), each with axes, tick labels,
 * a zero line and a legend. Each series has colour + dash pattern + marker so greyscale prints stay legible.
 */
import { Circle, G, Line, Polygon, Polyline, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { niceScale, shortAud } from './chart-scale.ts';
import { colours, seriesStyle, type SeriesStyle } from './theme.ts';

/** A series of a chart: `values[i]` belongs to category / year `i` of the chart's x values (null = no value). */
export interface ChartSeries {
  name: string;
  values: (number | null)[];
}

const FONT = { fontSize: 7, fontFamily: 'Helvetica' } as unknown as undefined;
const MARGIN = { left: 46, right: 10, top: 8, bottom: 24 };

function Label(props: {
  x: number;
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  children: string;
}): ReactElement {
  return (
    <Text x={props.x} y={props.y} fill={colours.muted} textAnchor={props.anchor ?? 'middle'} style={FONT}>
      {props.children}
    </Text>
  );
}

function Marker({ x, y, style }: { x: number; y: number; style: SeriesStyle }): ReactElement {
  const r = 2.4;
  const common = { fill: style.colour, stroke: '#ffffff', strokeWidth: 0.6 };
  switch (style.marker) {
    case 'square':
      return <Rect x={x - r} y={y - r} width={2 * r} height={2 * r} {...common} />;
    case 'triangle':
      return (
        <Polygon points={`${x},${y - r - 0.6} ${x + r + 0.4},${y + r} ${x - r - 0.4},${y + r}`} {...common} />
      );
    case 'diamond':
      return (
        <Polygon
          points={`${x},${y - r - 0.6} ${x + r + 0.6},${y} ${x},${y + r + 0.6} ${x - r - 0.6},${y}`}
          {...common}
        />
      );
    default:
      return <Circle cx={x} cy={y} r={r} {...common} />;
  }
}

/** Y axis with gridlines and dollar labels; returns the value → y mapping. */
function YAxis({
  dataMin,
  dataMax,
  width,
  height,
}: {
  dataMin: number;
  dataMax: number;
  width: number;
  height: number;
}) {
  const scale = niceScale(dataMin, dataMax, 5);
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const y = (v: number): number => MARGIN.top + plotH - ((v - scale.min) / (scale.max - scale.min)) * plotH;
  const grid = (
    <G>
      {scale.ticks.map((t) => (
        <G key={t}>
          <Line
            x1={MARGIN.left}
            x2={width - MARGIN.right}
            y1={y(t)}
            y2={y(t)}
            stroke={t === 0 ? colours.ink : colours.rule}
            strokeWidth={t === 0 ? 0.8 : 0.4}
          />
          <Label x={MARGIN.left - 4} y={y(t) + 2.3} anchor="end">
            {shortAud(t)}
          </Label>
        </G>
      ))}
    </G>
  );
  return { y, grid };
}

function extent(series: ChartSeries[]): [number, number] {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  return values.length ? [Math.min(...values), Math.max(...values)] : [0, 1];
}

/**
 * Legend under a chart: a short line sample with the series marker (or a bar swatch) and the name. `firstStyle`:
 * the style index of the first name (so a chart drawing some of the options keeps each option's style).
 */
export function Legend({
  names,
  bars = false,
  firstStyle = 0,
}: {
  names: string[];
  bars?: boolean;
  firstStyle?: number;
}): ReactElement {
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginTop: 2, marginLeft: MARGIN.left }}>
      {names.map((name, i) => {
        const s = seriesStyle(firstStyle + i);
        return (
          <View
            key={name}
            style={{ flexDirection: 'row', alignItems: 'center', marginRight: 14, marginBottom: 2 }}
          >
            <Svg width={22} height={8}>
              {bars ? (
                <Rect
                  x={4}
                  y={0.5}
                  width={14}
                  height={7}
                  fill={s.colour}
                  stroke={colours.ink}
                  strokeWidth={0.4}
                />
              ) : (
                <G>
                  <Line
                    x1={0}
                    x2={22}
                    y1={4}
                    y2={4}
                    stroke={s.colour}
                    strokeWidth={1.6}
                    strokeDasharray={s.dash}
                  />
                  <Marker x={11} y={4} style={s} />
                </G>
              )}
            </Svg>
            <Text style={{ fontSize: 7.5, lineHeight: 1.2, marginLeft: 3 }}>{name}</Text>
          </View>
        );
      })}
    </View>
  );
}

/** Size and series of a chart; width and height in points (default 515 × 190, the page's text width). */
interface ChartSize {
  series: ChartSeries[];
  width?: number;
  height?: number;
  /** Series whose values also set the y scale (two charts read on one scale); default none. */
  scaleWith?: ChartSeries[];
}

/** The frame both charts draw in: the size, the y scale and grid over the series' extent, the plot width. */
function chartFrame(props: ChartSize) {
  const width = props.width ?? 515;
  const height = props.height ?? 190;
  const [lo, hi] = extent([...props.series, ...(props.scaleWith ?? [])]);
  const { y, grid } = YAxis({ dataMin: lo, dataMax: hi, width, height });
  return { width, height, y, grid, plotW: width - MARGIN.left - MARGIN.right };
}

/** Line chart of values by year. `years` are the x positions; each series has one value per year. */
export function LineChart(props: ChartSize & { years: number[] }): ReactElement {
  const { width, height, y, grid, plotW } = chartFrame(props);
  const first = props.years[0] ?? 0;
  const last = props.years[props.years.length - 1] ?? first + 1;
  const x = (year: number): number => MARGIN.left + ((year - first) / Math.max(1, last - first)) * plotW;
  const tickEvery = props.years.length > 16 ? 5 : 1;
  return (
    <View wrap={false}>
      <Svg width={width} height={height}>
        {grid}
        {props.years
          .filter((yr) => yr % tickEvery === 0 || yr === first)
          .map((yr) => (
            <G key={yr}>
              <Line
                x1={x(yr)}
                x2={x(yr)}
                y1={height - MARGIN.bottom}
                y2={height - MARGIN.bottom + 3}
                stroke={colours.muted}
                strokeWidth={0.5}
              />
              <Label x={x(yr)} y={height - MARGIN.bottom + 10}>
                {String(yr)}
              </Label>
            </G>
          ))}
        <Label x={MARGIN.left + plotW / 2} y={height - 3}>
          Years from now
        </Label>
        {props.series.map((s, i) => {
          const style = seriesStyle(i);
          const pts = props.years
            .map((yr, k) => [yr, s.values[k]] as const)
            .filter((p): p is readonly [number, number] => p[1] !== null && p[1] !== undefined);
          return (
            <G key={s.name}>
              <Polyline
                points={pts.map(([yr, v]) => `${x(yr).toFixed(2)},${y(v).toFixed(2)}`).join(' ')}
                fill="none"
                stroke={style.colour}
                strokeWidth={1.6}
                strokeDasharray={style.dash}
              />
              {pts.map(([yr, v]) => (
                <Marker key={yr} x={x(yr)} y={y(v)} style={style} />
              ))}
            </G>
          );
        })}
      </Svg>
      <Legend names={props.series.map((s) => s.name)} />
    </View>
  );
}

/**
 * Grouped bar chart: one group per category, one bar per series (null = no bar, e.g. no 15-year horizon).
 * `firstStyle`: the style index of the first series (default 0).
 */
export function BarChart(props: ChartSize & { categories: string[]; firstStyle?: number }): ReactElement {
  const first = props.firstStyle ?? 0;
  const { width, height, y, grid, plotW } = chartFrame(props);
  const groupW = plotW / Math.max(1, props.categories.length);
  const barW = Math.min(22, (groupW * 0.75) / Math.max(1, props.series.length));
  return (
    <View wrap={false}>
      <Svg width={width} height={height}>
        {grid}
        {props.categories.map((cat, c) => {
          const groupX = MARGIN.left + c * groupW + (groupW - barW * props.series.length) / 2;
          return (
            <G key={cat}>
              {props.series.map((s, i) => {
                const v = s.values[c];
                if (v === null || v === undefined) return null;
                const top = Math.min(y(v), y(0));
                return (
                  <Rect
                    key={s.name}
                    x={groupX + i * barW}
                    y={top}
                    width={barW - 1}
                    height={Math.max(0.5, Math.abs(y(v) - y(0)))}
                    fill={seriesStyle(first + i).colour}
                    stroke={colours.ink}
                    strokeWidth={0.4}
                  />
                );
              })}
              <Label x={MARGIN.left + c * groupW + groupW / 2} y={height - MARGIN.bottom + 10}>
                {cat}
              </Label>
            </G>
          );
        })}
      </Svg>
      <Legend names={props.series.map((s) => s.name)} bars firstStyle={first} />
    </View>
  );
}

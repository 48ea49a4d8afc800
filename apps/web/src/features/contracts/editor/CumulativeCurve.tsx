/**
 * A small picture of a cumulative schedule (the DMF curve): the 11 values of years 1–10 and 15 drawn against the
 * years, from 0 at the start, so a step that goes down or a year typed ten times too high stands out. Plain SVG.
 */
import Box from '@mui/material/Box';
import { YEARS_LIST } from '@rlc/shared';

const W = 220;
const H = 60;
const PAD = 4;
const LAST_YEAR = YEARS_LIST[YEARS_LIST.length - 1]!;

export function CumulativeCurve({ values, label }: { values: readonly number[]; label: string }) {
  const top = Math.max(...values, 0) || 1;
  const x = (year: number) => PAD + ((W - 2 * PAD) * year) / LAST_YEAR;
  const y = (value: number) => H - PAD - ((H - 2 * PAD) * Math.max(value, 0)) / top;
  const points = [[x(0), y(0)], ...YEARS_LIST.map((year, i) => [x(year), y(values[i] ?? 0)])];
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${W} ${H}`}
      sx={{ width: '100%', maxWidth: W, height: H, display: 'block', color: 'primary.main' }}
    >
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="currentColor" strokeOpacity={0.25} />
      <polyline
        points={points.map(([px, py]) => `${px!.toFixed(1)},${py!.toFixed(1)}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      {points.slice(1).map(([px, py], i) => (
        <circle key={YEARS_LIST[i]} cx={px} cy={py} r={2} fill="currentColor" />
      ))}
    </Box>
  );
}

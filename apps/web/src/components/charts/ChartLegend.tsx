import Box from '@mui/material/Box';
import { Marker } from './Marker.tsx';
import type { SvgSeries } from './SvgChart.tsx';

/** The series' names above a chart, each beside its line (with its mark) or its bar's colour. */
export function ChartLegend({
  series,
  kind,
  marks,
}: {
  series: SvgSeries[];
  kind: 'line' | 'bar';
  marks: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
        typography: 'caption',
        fontSize: 12,
      }}
    >
      {series.map((s, i) => (
        <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <svg width={kind === 'bar' ? 12 : 18} height={12} aria-hidden="true" style={{ flex: 'none' }}>
            {kind === 'bar' ? (
              <rect width={12} height={12} fill={s.color} />
            ) : (
              <>
                <line x1={1} x2={17} y1={6} y2={6} stroke={s.color} strokeWidth={2} />
                {marks && <Marker x={9} y={6} index={i} color={s.color} size={3} />}
              </>
            )}
          </svg>
          <span>{s.label}</span>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A year list item (spec §3.9: 11 values, years 1–10 and 15) as one compact row of 11 cells labelled by year,
 * percent or dollars (the unit in the row's label), scrolling sideways on a narrow screen; a cumulative
 * schedule shows its curve beside the label.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { YEARS_LIST, type ContractConfigItem, type YearList } from '@rlc/shared';
import { CumulativeCurve } from './CumulativeCurve.tsx';
import { YearCell } from './YearCell.tsx';

export interface YearListFieldProps {
  item: ContractConfigItem;
  value: YearList;
  onChange: (list: YearList) => void;
  error?: string;
  disabled?: boolean;
}

export function YearListField({ item, value, onChange, error, disabled }: YearListFieldProps) {
  const labelId = useId();
  const valueOf = (year: number) => value.find((entry) => entry.year === year)?.value ?? 0;
  const change = (year: number, v: number) =>
    onChange(YEARS_LIST.map((y) => ({ year: y, value: y === year ? v : valueOf(y) })));
  const kind = item.yearValueType === 'currency' ? 'currency' : 'percent';
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mb: 1 }}>
        <FormLabel id={labelId} sx={{ flexGrow: 1 }}>
          {item.name}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            by year
          </Box>
        </FormLabel>
        {item.cumulative && (
          <Box sx={{ width: 140, flexShrink: 0 }}>
            <CumulativeCurve values={YEARS_LIST.map(valueOf)} label={`Curve of ${item.name}`} />
          </Box>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto', pt: 0.75 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${YEARS_LIST.length}, minmax(${kind === 'percent' ? 52 : 76}px, 1fr))`,
            gap: 0.5,
            '& input': { px: 1, fontSize: '0.875rem' },
          }}
        >
          {YEARS_LIST.map((year) => (
            <YearCell
              key={year}
              year={year}
              kind={kind}
              max={item.max ?? (kind === 'percent' ? 1 : undefined)}
              disabled={disabled}
              value={valueOf(year)}
              onChange={(v) => change(year, v)}
            />
          ))}
        </Box>
      </Box>
      <FormHelperText error={Boolean(error)}>{error || item.tip}</FormHelperText>
    </Box>
  );
}

/**
 * A year list item (spec §3.9: 11 values, years 1–10 and 15) as one compact row of 11 cells, percent or dollars,
 * scrolling sideways on a narrow screen, with the curve of a cumulative schedule beside it.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { YEARS_LIST, type ContractConfigItem, type YearList } from '@rlc/shared';
import { CurrencyInput, PercentInput } from '../../../components/inputs/index.ts';
import { CumulativeCurve } from './CumulativeCurve.tsx';

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
  const isPercent = item.yearValueType !== 'currency';
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 1, minWidth: 0 }}>
      <FormLabel id={labelId}>{item.name}</FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
        <Box sx={{ overflowX: 'auto', flex: '1 1 auto', minWidth: 0, pt: 1 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${YEARS_LIST.length}, minmax(${isPercent ? 76 : 100}px, 1fr))`,
              gap: 0.5,
            }}
          >
            {YEARS_LIST.map((year) =>
              isPercent ? (
                <PercentInput
                  key={year}
                  label={`Year ${year}`}
                  size="small"
                  max={item.max ?? 1}
                  disabled={disabled}
                  value={valueOf(year)}
                  onChange={(v) => change(year, v)}
                />
              ) : (
                <CurrencyInput
                  key={year}
                  label={`Year ${year}`}
                  size="small"
                  max={item.max}
                  disabled={disabled}
                  value={valueOf(year)}
                  onChange={(v) => change(year, v)}
                />
              ),
            )}
          </Box>
        </Box>
        {item.cumulative && (
          <Box sx={{ flex: '0 0 160px' }}>
            <CumulativeCurve values={YEARS_LIST.map(valueOf)} label={`Curve of ${item.name}`} />
          </Box>
        )}
      </Box>
      <FormHelperText error={Boolean(error)}>{error || item.tip}</FormHelperText>
    </Box>
  );
}

/**
 * A yearly schedule (spec §3.5 dmf / ltmf; §9 year-value schedule): 11 values for years 1–10 and 15, entered as
 * percents and held as fractions in the shared `YearList` shape ({ year, value }[]). An unreadable entry or one
 * above `max` (a fraction, default 1 = 100 %) is refused beside its cell and changes nothing (docs/adr/0017).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { YEARS_LIST, type YearList } from '@rlc/shared';
import { PercentInput } from './PercentInput.tsx';

export interface YearValuesInputProps {
  /** Group label, e.g. "DMF". */
  label: string;
  /** 11 entries in YEARS_LIST order; missing years read as 0. */
  value: YearList;
  onChange: (list: YearList) => void;
  /** Cap per value as a fraction; default 1 (100 %). */
  max?: number;
  helperText?: string;
  error?: string | null;
  disabled?: boolean;
}

export function YearValuesInput({
  label,
  value,
  onChange,
  max = 1,
  helperText,
  error,
  disabled,
}: YearValuesInputProps) {
  const labelId = useId();
  const valueOf = (year: number) => value.find((entry) => entry.year === year)?.value ?? 0;
  const change = (year: number, fraction: number) =>
    onChange(YEARS_LIST.map((y) => ({ year: y, value: y === year ? fraction : valueOf(y) })));

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 1 }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1 }}>
        {YEARS_LIST.map((year) => (
          <PercentInput
            key={year}
            label={`Year ${year}`}
            size="small"
            max={max}
            disabled={disabled}
            value={valueOf(year)}
            onChange={(fraction) => change(year, fraction)}
          />
        ))}
      </Box>
      {error || helperText ? (
        <FormHelperText error={Boolean(error)}>{error || helperText}</FormHelperText>
      ) : null}
    </Box>
  );
}

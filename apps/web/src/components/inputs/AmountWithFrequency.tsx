/** A dollar amount with its frequency side by side (e.g. "$600" "Fortnightly"), labelled as one pair. */
import Box from '@mui/material/Box';
import type { Frequency } from '@rlc/shared';
import { CurrencyInput, FrequencySelect } from './index.ts';

export interface AmountWithFrequencyProps {
  label: string;
  amount: number;
  frequency: Frequency;
  onAmount: (dollars: number) => void;
  onFrequency: (frequency: Frequency) => void;
  error?: string | undefined;
}

export function AmountWithFrequency({
  label,
  amount,
  frequency,
  onAmount,
  onFrequency,
  error,
}: AmountWithFrequencyProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
      <CurrencyInput label={label} value={amount} onChange={onAmount} error={error} />
      <FrequencySelect label={`${label} frequency`} value={frequency} onChange={onFrequency} />
    </Box>
  );
}

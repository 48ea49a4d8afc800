/**
 * A dollar amount with its frequency side by side (e.g. "$600" "Fortnightly"), labelled as one pair. Side by side
 * only when the pair has room for both labels ("Travel and entertainment frequency" needs fields of about 13.5rem): on a phone,
 * or in a two-column grid on a tablet, they stack, so no label is cut to "Living expenses freq…".
 */
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
    // The pair's own width decides (a container query), not the window's: the same pair sits in grids of 1 to 3.
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr',
          columnGap: 1,
          '@container (min-width: 28rem)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <CurrencyInput label={label} value={amount} onChange={onAmount} error={error} />
        <FrequencySelect label={`${label} frequency`} value={frequency} onChange={onFrequency} />
      </Box>
    </Box>
  );
}

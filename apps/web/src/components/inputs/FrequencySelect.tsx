/** Payment frequency select with the spec §3.5 frequencies (times per year): None 0, Yearly 1, Monthly 12, Fortnightly 26, Weekly 52. */
import { FREQUENCIES, type Frequency } from '@rlc/shared';
import type { BaseInputProps } from './NumericField.tsx';
import { SelectInput, type SelectOption } from './SelectInput.tsx';

export interface FrequencySelectProps extends BaseInputProps {
  value: Frequency;
  onChange: (frequency: Frequency) => void;
  /** Offer "None" (0); default true. */
  allowNone?: boolean;
}

export const FREQUENCY_OPTIONS: readonly SelectOption<Frequency>[] = FREQUENCIES.map((f) => ({
  value: f.value,
  label: f.value === 0 ? 'None' : f.adverb,
}));

export function FrequencySelect({ allowNone = true, ...rest }: FrequencySelectProps) {
  const options = allowNone ? FREQUENCY_OPTIONS : FREQUENCY_OPTIONS.filter((o) => o.value !== 0);
  return <SelectInput<Frequency> {...rest} options={options} />;
}

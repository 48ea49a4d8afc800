/**
 * Percent input (spec §5 Percent, read as docs/adr/0017 says): "5", "5.25" and "5%" are understood, rounded to 2
 * decimals of a percent; letters, two points, a minus without `allowNegative` and a value above `max` are refused
 * with a message beside the field. Empty → 0. Value in and out is a FRACTION (0.065 = 6.5 %) shown ×100; `max` is
 * a fraction too and is scaled by 100 for the message ("Must be 36% or less.").
 */
import { NumericField, type BaseInputProps } from './NumericField.tsx';
import { editableText, fractionToPercent, percentToFraction, readNumberText } from './numberText.ts';

export interface PercentInputProps extends BaseInputProps {
  /** Fraction (0.05 = 5 %). */
  value: number;
  onChange: (fraction: number) => void;
  allowNegative?: boolean;
  /** Largest value as a fraction (1 = 100 %). */
  max?: number;
}

export function PercentInput({ allowNegative, max, ...rest }: PercentInputProps) {
  return (
    <NumericField
      {...rest}
      end="%"
      read={(text) => {
        const reading = readNumberText(text, {
          kind: 'percent',
          decimals: 2,
          allowNegative,
          max: max === undefined ? undefined : fractionToPercent(max),
        });
        return 'value' in reading ? { value: percentToFraction(reading.value) } : reading;
      }}
      editText={(fraction) => editableText(fractionToPercent(fraction))}
      displayText={(fraction) => fractionToPercent(fraction).toFixed(2)}
    />
  );
}

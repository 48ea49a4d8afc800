/**
 * Percent input (spec §5 Percent): digits and a dot (minus only when allowed), empty → 0, 2 decimals of a
 * percent, capped at `max`. Value in and out is a FRACTION (0.065 = 6.5 %) shown ×100; `max` is a fraction too
 * and is scaled by 100 for the cap.
 */
import { NumericField, type BaseInputProps } from './NumericField.tsx';
import {
  editableText,
  fractionToPercent,
  parseNumberText,
  percentToFraction,
  sanitiseNumberText,
} from './numberText.ts';

export interface PercentInputProps extends BaseInputProps {
  /** Fraction (0.05 = 5 %). */
  value: number;
  onChange: (fraction: number) => void;
  allowNegative?: boolean;
  /** Upper cap as a fraction (1 = 100 %). */
  max?: number;
}

export function PercentInput({ allowNegative, max, ...rest }: PercentInputProps) {
  return (
    <NumericField
      {...rest}
      end="%"
      sanitise={(text) => sanitiseNumberText(text, { allowNegative, allowDecimal: true })}
      parse={(text) =>
        percentToFraction(
          parseNumberText(text, { decimals: 2, max: max === undefined ? undefined : fractionToPercent(max) }),
        )
      }
      editText={(fraction) => editableText(fractionToPercent(fraction))}
      displayText={(fraction) => fractionToPercent(fraction).toFixed(2)}
    />
  );
}

/**
 * Dollar amount input (spec §5 Currency): strips all but digits and the point (a leading minus only with
 * `allowNegative`), rounds to cents, empty → 0, capped at `max`; shows "$1,234.50" when not focused and the raw
 * number while editing. Value in and out: dollars.
 */
import { formatAud } from '@rlc/shared';
import { NumericField, type BaseInputProps } from './NumericField.tsx';
import { editableText, parseNumberText, sanitiseNumberText } from './numberText.ts';

export interface CurrencyInputProps extends BaseInputProps {
  /** Dollars. */
  value: number;
  onChange: (dollars: number) => void;
  allowNegative?: boolean;
  /** Upper cap in dollars. */
  max?: number;
}

export function CurrencyInput({ allowNegative, max, ...rest }: CurrencyInputProps) {
  return (
    <NumericField
      {...rest}
      sanitise={(text) => sanitiseNumberText(text, { allowNegative, allowDecimal: true })}
      parse={(text) => parseNumberText(text, { decimals: 2, max })}
      editText={editableText}
      displayText={(dollars) => formatAud(dollars)}
    />
  );
}

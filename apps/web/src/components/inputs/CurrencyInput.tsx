/**
 * Dollar amount input (spec §5 Currency, read as docs/adr/0017 says): "$1,200,000", "1.2m", "350k" and
 * "1,200.50" are understood and rounded to cents; letters, exponents, two points, a minus without
 * `allowNegative` and amounts above `max` (default MONEY_MAX, $100,000,000, the server's bound) are refused with a
 * message beside the field. Empty → 0. Shows "$1,234.50" when not focused and the raw number while editing.
 * Value in and out: dollars.
 */
import { formatAud, MONEY_MAX } from '@rlc/shared';
import { NumericField, type BaseInputProps } from './NumericField.tsx';
import { editableText, readNumberText } from './numberText.ts';

export interface CurrencyInputProps extends BaseInputProps {
  /** Dollars. */
  value: number;
  onChange: (dollars: number) => void;
  allowNegative?: boolean;
  /** Largest amount in dollars; default MONEY_MAX. */
  max?: number;
}

export function CurrencyInput({ allowNegative, max = MONEY_MAX, ...rest }: CurrencyInputProps) {
  return (
    <NumericField
      {...rest}
      read={(text) => readNumberText(text, { kind: 'currency', decimals: 2, allowNegative, max })}
      editText={editableText}
      displayText={(dollars) => formatAud(dollars)}
    />
  );
}

/**
 * Plain number input (spec §5 Number, read as docs/adr/0017 says): digits and the point; whole numbers unless
 * `decimals` is set (then rounded to them); a minus only with `allowNegative`; above `max` refused with a message
 * beside the field, as are letters and a decimal in a whole-number field. Empty → 0. `maxLength` limits the
 * characters typed.
 */
import { NumericField, type BaseInputProps } from './NumericField.tsx';
import { editableText, readNumberText } from './numberText.ts';

export interface NumberInputProps extends BaseInputProps {
  value: number;
  onChange: (value: number) => void;
  /** Decimal places allowed; 0 (default) = whole numbers. */
  decimals?: number;
  max?: number;
  maxLength?: number;
  allowNegative?: boolean;
  /** Unit shown after the number, e.g. "months". */
  unit?: string;
}

export function NumberInput({
  decimals = 0,
  max,
  maxLength,
  allowNegative,
  unit,
  ...rest
}: NumberInputProps) {
  return (
    <NumericField
      {...rest}
      end={unit}
      maxLength={maxLength}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      read={(text) => readNumberText(text, { kind: 'number', decimals, allowNegative, max })}
      editText={editableText}
      displayText={(value) => String(value)}
    />
  );
}

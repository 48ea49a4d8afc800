/**
 * Plain number input (spec §5 Number): digits and the point only, empty → 0, optional `maxLength` (characters)
 * and `max` caps; integer (rounded) unless `decimals` is set; a minus sign only with `allowNegative`.
 */
import { NumericField, type BaseInputProps } from './NumericField.tsx';
import { editableText, parseNumberText, sanitiseNumberText } from './numberText.ts';

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
      // The point may be typed either way (spec: "digits and point"); integers round on commit (12.7 → 13).
      sanitise={(text) => sanitiseNumberText(text, { allowNegative, allowDecimal: true, maxLength })}
      parse={(text) => parseNumberText(text, { decimals, max })}
      editText={editableText}
      displayText={(value) => String(value)}
    />
  );
}

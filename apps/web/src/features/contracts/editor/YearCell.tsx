/**
 * One cell of a year list row: a small field labelled with its year, percent or dollars, without the unit
 * adornment (the row's label says it) and without trailing zeros ("6", "12.5", "$2,000"), so 11 fit side by
 * side. Same reading as the percent and dollar inputs (numberText.ts readNumberText, docs/adr/0017): 2
 * decimals, no minus, a value above the cap refused with its message.
 */
import { formatAud, MONEY_MAX } from '@rlc/shared';
import { NumericField } from '../../../components/inputs/NumericField.tsx';
import {
  editableText,
  fractionToPercent,
  percentToFraction,
  readNumberText,
} from '../../../components/inputs/numberText.ts';

export interface YearCellProps {
  year: number;
  kind: 'percent' | 'currency';
  /** Fraction (percent) or dollars. */
  value: number;
  onChange: (value: number) => void;
  /** Cap in the stored unit (fraction or dollars). */
  max?: number;
  disabled?: boolean;
}

export function YearCell({ year, kind, value, onChange, max, disabled }: YearCellProps) {
  const percent = kind === 'percent';
  return (
    <NumericField
      label={String(year)}
      size="small"
      disabled={disabled}
      value={value}
      onChange={onChange}
      read={(text) => {
        if (!percent) return readNumberText(text, { kind: 'currency', decimals: 2, max: max ?? MONEY_MAX });
        const reading = readNumberText(text, {
          kind: 'percent',
          decimals: 2,
          max: max === undefined ? undefined : fractionToPercent(max),
        });
        return 'value' in reading ? { value: percentToFraction(reading.value) } : reading;
      }}
      editText={(v) => editableText(percent ? fractionToPercent(v) : v)}
      displayText={(v) =>
        // 0 is written out (an empty cell would read as its year label).
        percent
          ? String(Number(fractionToPercent(v).toFixed(2)))
          : formatAud(v, { whole: Number.isInteger(v) })
      }
    />
  );
}

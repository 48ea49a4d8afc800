/**
 * One contract config item as its input (spec §3.9 valueType): yes/no a checkbox, percent a percent field
 * (shown ×100, held as a fraction), currency a dollar field, number/int a number with its unit, option a select
 * ('' for a null choice), text a text field, year list the 11-cell row. The tip is the hint under the field and
 * the error replaces it; the repayment timeline says 'When sold' for 0 (spec §4).
 */
import type { ContractConfigItem, YearList } from '@rlc/shared';
import {
  CheckboxInput,
  CurrencyInput,
  NumberInput,
  PercentInput,
  SelectInput,
  TextInput,
} from '../../../components/inputs/index.ts';
import { repaymentText } from './editorState.ts';
import { YearListField } from './YearListField.tsx';

export interface ConfigFieldProps {
  item: ContractConfigItem;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled?: boolean;
}

export function ConfigField({ item, value, onChange, error, disabled }: ConfigFieldProps) {
  const common = { label: item.name, name: item.id, error, disabled, helperText: item.tip };
  switch (item.valueType) {
    case 'boolean':
      return (
        <CheckboxInput
          label={item.name}
          name={item.id}
          checked={value === true}
          disabled={disabled}
          onChange={onChange}
          helperText={error ?? item.tip}
        />
      );
    case 'percent':
      return (
        <PercentInput
          {...common}
          value={Number(value ?? 0)}
          onChange={onChange}
          allowNegative={item.allowNegative}
          max={item.max ?? 1}
        />
      );
    case 'currency':
      return (
        <CurrencyInput
          {...common}
          value={Number(value ?? 0)}
          onChange={onChange}
          allowNegative={item.allowNegative}
          max={item.max}
        />
      );
    case 'number':
    case 'int': {
      const months = Number(value ?? 0);
      return (
        <NumberInput
          {...common}
          // The repayment timeline reads its value back in words: 0 is 'When sold' (spec §4).
          helperText={item.id === 'repaymentTimeline' ? repaymentText(months) : item.tip}
          value={months}
          onChange={onChange}
          decimals={item.valueType === 'int' ? 0 : 2}
          max={item.max}
          allowNegative={item.allowNegative}
          unit={item.unit}
        />
      );
    }
    case 'option':
      return (
        <SelectInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          options={item.options ?? []}
          // A null choice ('') is stored as null (e.g. the community's owner type).
          onChange={(v) => onChange(v === '' ? null : v)}
        />
      );
    case 'text':
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          maxLength={200}
        />
      );
    case 'yearlist':
      return (
        <YearListField
          item={item}
          value={(value as YearList | undefined) ?? []}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      );
  }
}

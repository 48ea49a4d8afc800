/** Labelled single-choice select (MUI TextField select) for small fixed option lists. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BaseInputProps } from './NumericField.tsx';
import { baseFieldProps } from './baseField.ts';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

export interface SelectInputProps<T extends string | number> extends BaseInputProps {
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}

export function SelectInput<T extends string | number>(props: SelectInputProps<T>) {
  const { options, value, onChange } = props;
  // An option whose value is '' (e.g. "Not set") must still show its text, with the label kept above it.
  const hasEmptyOption = options.some((o) => o.value === '');
  return (
    <TextField
      select
      {...baseFieldProps(props)}
      // MUI selects work on strings; map back to the option's own value (numbers stay numbers).
      value={String(value)}
      onChange={(event) => {
        const picked = options.find((o) => String(o.value) === event.target.value);
        if (picked) onChange(picked.value);
      }}
      slotProps={
        hasEmptyOption ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined
      }
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

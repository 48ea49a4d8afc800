/** Labelled yes/no checkbox; the label text is the accessible name. */
import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';

export interface CheckboxInputProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
}

export function CheckboxInput({ label, checked, onChange, helperText, disabled, name }: CheckboxInputProps) {
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={<Checkbox name={name} checked={checked} onChange={(_e, value) => onChange(value)} />}
      />
      {helperText ? <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{helperText}</FormHelperText> : null}
    </div>
  );
}

/**
 * The MUI TextField props every labelled input of this folder sets the same way: its label, name, id, state and
 * size, and the error shown in place of the hint (the field marked invalid while there is one).
 *
 *   <TextField {...baseFieldProps(props, ruleError || props.error)} value={…} onChange={…} />
 */
import type { ReactNode } from 'react';
import type { BaseInputProps } from './NumericField.tsx';

export function baseFieldProps(
  props: BaseInputProps,
  error: string | null | undefined = props.error,
  hint: ReactNode = props.helperText,
) {
  return {
    label: props.label,
    name: props.name,
    id: props.id,
    disabled: props.disabled,
    required: props.required,
    size: props.size,
    error: Boolean(error),
    helperText: error || hint,
  };
}

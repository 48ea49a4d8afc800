/**
 * The one text field behind CurrencyInput, PercentInput and NumberInput: raw text while the field has focus,
 * formatted text otherwise; typing is sanitised at once and committed through the 500 ms debounce and on blur.
 */
import { useState, type ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useDebouncedCommit } from './useDebouncedCommit.ts';

/** Props every labelled input shares. */
export interface BaseInputProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** Error text shown beside (under) the field; marks the field invalid. */
  error?: string | null | undefined;
  /** Hint shown under the field when there is no error. */
  helperText?: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
}

export interface NumericFieldProps extends BaseInputProps {
  value: number;
  onChange: (value: number) => void;
  /** What typing may leave in the field. */
  sanitise: (text: string) => string;
  /** Field text → committed value. */
  parse: (text: string) => number;
  /** Value → text while editing. */
  editText: (value: number) => string;
  /** Value → text when not focused. */
  displayText: (value: number) => string;
  start?: ReactNode;
  end?: ReactNode;
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric';
}

export function NumericField(props: NumericFieldProps) {
  const { value, onChange, sanitise, parse, editText, displayText, start, end, error, helperText } = props;
  // null = not editing: the field shows the formatted value it was given.
  const [draft, setDraft] = useState<string | null>(null);
  const debounced = useDebouncedCommit<string>((text) => onChange(parse(text)));

  return (
    <TextField
      label={props.label}
      name={props.name}
      id={props.id}
      disabled={props.disabled}
      required={props.required}
      size={props.size}
      value={draft ?? displayText(value)}
      onFocus={() => setDraft(editText(value))}
      onChange={(event) => {
        const text = sanitise(event.target.value);
        setDraft(text);
        debounced.push(text);
      }}
      onBlur={() => {
        debounced.flush();
        setDraft(null);
      }}
      error={Boolean(error)}
      helperText={error || helperText}
      slotProps={{
        htmlInput: { inputMode: props.inputMode ?? 'decimal', maxLength: props.maxLength },
        input: {
          startAdornment: start ? <InputAdornment position="start">{start}</InputAdornment> : undefined,
          endAdornment: end ? <InputAdornment position="end">{end}</InputAdornment> : undefined,
        },
      }}
    />
  );
}

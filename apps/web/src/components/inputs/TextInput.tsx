/**
 * Labelled text input with the spec §5 500 ms debounce: typing shows at once, the form hears of it after 500 ms
 * idle or on blur. Optional rule checks run on blur (and again while typing once an error is shown):
 * `required` → 'Required.', `kind="email"` → 'Invalid e-mail.' (empty allowed).
 */
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { MESSAGES, isValidOptionalEmail } from '@rlc/shared';
import type { BaseInputProps } from './NumericField.tsx';
import { useDebouncedCommit } from './useDebouncedCommit.ts';
import { baseFieldProps } from './baseField.ts';

export interface TextInputProps extends BaseInputProps {
  value: string;
  onChange: (value: string) => void;
  kind?: 'text' | 'email' | 'tel';
  maxLength?: number;
  /** Extra rule: text → error message or null. */
  validate?: (text: string) => string | null;
  autoComplete?: string;
}

/** The spec §5 generic rules that apply to a text field. */
export function textRuleError(text: string, options: Pick<TextInputProps, 'required' | 'kind' | 'validate'>) {
  if (options.required && !text.trim()) return MESSAGES.validation.required;
  if (options.kind === 'email' && !isValidOptionalEmail(text.trim())) return MESSAGES.validation.invalidEmail;
  return options.validate?.(text) ?? null;
}

export function TextInput(props: TextInputProps) {
  const { value, onChange, error, kind = 'text' } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const debounced = useDebouncedCommit<string>(onChange);
  const shown = ruleError || error;

  return (
    <TextField
      {...baseFieldProps(props, shown)}
      type={kind}
      autoComplete={props.autoComplete}
      value={draft ?? value}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        debounced.push(text);
        if (ruleError) setRuleError(textRuleError(text, props));
      }}
      onBlur={() => {
        const text = draft ?? value;
        debounced.flush();
        setDraft(null);
        setRuleError(textRuleError(text, props));
      }}
      slotProps={{ htmlInput: { maxLength: props.maxLength } }}
    />
  );
}

/**
 * Date input typed as dd/mm/yyyy (spec §5 Dates), validated on blur: a real calendar date, not before the
 * minimum year (default 150 years ago), not today or later unless `allowFuture`. Value in and out: ISO
 * `YYYY-MM-DD` or null (empty). Invalid text stays in the field with the spec's message and is not committed.
 * `rule` adds a check of the field's own (a birth date's age, a purchase not after today: @rlc/shared
 * input-bounds.ts, the server's rule too), run on a date that passed the spec's.
 */
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { checkDmyDate, formatDate, todayIso, type DateRuleOptions } from '@rlc/shared';
import type { BaseInputProps } from './NumericField.tsx';
import { baseFieldProps } from './baseField.ts';

export interface DateInputProps extends BaseInputProps, Omit<DateRuleOptions, 'required'> {
  /** ISO YYYY-MM-DD or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** Extra rule on a valid date: (ISO date, today as ISO) → message or null. */
  rule?: (iso: string, today: string) => string | null;
}

export function DateInput(props: DateInputProps) {
  const { value, onChange, error, helperText } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const shown = ruleError || error;

  return (
    <TextField
      {...baseFieldProps(props, shown, helperText || 'dd/mm/yyyy')}
      placeholder="dd/mm/yyyy"
      value={draft ?? (value ? formatDate(value) : '')}
      onChange={(event) => setDraft(event.target.value.replace(/[^\d/]/g, '').slice(0, 10))}
      onBlur={() => {
        if (draft === null) return;
        const check = checkDmyDate(draft, {
          today: props.today,
          minYear: props.minYear,
          allowFuture: props.allowFuture,
          required: props.required,
        });
        if (!check.ok) {
          setRuleError(check.error);
          return;
        }
        const ruleBroken = check.iso && props.rule ? props.rule(check.iso, props.today ?? todayIso()) : null;
        if (ruleBroken !== null) {
          setRuleError(ruleBroken);
          return;
        }
        setRuleError(null);
        setDraft(null);
        if (check.iso !== value) onChange(check.iso);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    />
  );
}

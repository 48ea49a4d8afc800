/**
 * The one text field behind CurrencyInput, PercentInput and NumberInput: raw text while the field has focus,
 * formatted text otherwise. What is typed stays as typed (docs/adr/0017): text the field understands is
 * committed through the 500 ms debounce and on blur, its value shown under the field when it differs from the
 * text ("1.2m" → "= $1,200,000.00"); text it refuses stays in the field with its message beside it, and nothing is
 * committed until it is corrected (leaving the field keeps the text and the message).
 *
 * Entering the field selects its whole raw text, as a browser does for a plain field: swapping "$2,123.00" for
 * "2123" on focus would otherwise leave the caret at the end, so typing 5 would give 21235 instead of 5.
 * Entering by Tab, by a click (the click's caret placement is undone on mouse-up unless the adviser dragged a
 * selection) or by a double-click selects it all; a click inside a field already being edited places the caret.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useDebouncedCommit } from './useDebouncedCommit.ts';
import { baseFieldProps } from './baseField.ts';
import type { NumberReading } from './numberText.ts';

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
  /** Field text → the value to commit (the unit of `value`), or the message refusing it (numberText.ts readNumberText). */
  read: (text: string) => NumberReading;
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
  const { value, onChange, read, editText, displayText, start, end } = props;
  // null = not editing: the field shows the formatted value it was given.
  const [draft, setDraft] = useState<string | null>(null);
  // The reading of the draft: its message beside the field, or its value under it while editing.
  const [reading, setReading] = useState<NumberReading | null>(null);
  const debounced = useDebouncedCommit<number>(onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set on focus: select all once the raw text is in the field (after the render that puts it there).
  const selectOnRender = useRef(false);
  // Set when a mouse press is what focuses the field: its mouse-up selects all unless a range was dragged.
  const enteringByMouse = useRef(false);
  const selectAll = () => {
    const input = inputRef.current;
    if (input && input === input.ownerDocument.activeElement) input.select();
  };
  useLayoutEffect(() => {
    if (!selectOnRender.current || draft === null) return;
    selectOnRender.current = false;
    selectAll();
  });

  const refused = reading !== null && 'message' in reading ? reading.message : null;
  // "= $1,200,000.00" under "1.2m": shown while editing when the text is not already the plain number.
  const understood =
    draft !== null && reading !== null && 'value' in reading && draft.trim() !== editText(reading.value)
      ? `= ${displayText(reading.value)}`
      : null;

  return (
    <TextField
      {...baseFieldProps(props, refused ?? props.error, understood ?? props.helperText)}
      value={draft ?? displayText(value)}
      inputRef={inputRef}
      onFocus={() => {
        // A refused text is still there to correct (the browser selects it as for any field); otherwise the
        // value's raw text replaces the formatted one and is selected once it is in.
        if (refused !== null) return;
        selectOnRender.current = true;
        setDraft(editText(value));
      }}
      onMouseDown={() => {
        enteringByMouse.current = inputRef.current !== inputRef.current?.ownerDocument.activeElement;
      }}
      onMouseUp={(event) => {
        if (!enteringByMouse.current) return;
        enteringByMouse.current = false;
        const input = inputRef.current;
        if (input && input.selectionStart === input.selectionEnd) {
          event.preventDefault();
          selectAll();
        }
      }}
      onDoubleClick={selectAll}
      onChange={(event) => {
        const text = event.target.value;
        const next = read(text);
        setDraft(text);
        setReading(next);
        if ('value' in next) debounced.push(next.value);
        else debounced.cancel(); // an earlier, valid text must not be committed under the refused one
      }}
      onBlur={() => {
        debounced.flush();
        if (refused !== null) return; // the text and its message stay until corrected
        setDraft(null);
        setReading(null);
      }}
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

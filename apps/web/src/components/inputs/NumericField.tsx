/**
 * The one text field behind CurrencyInput, PercentInput and NumberInput: raw text while the field has focus,
 * formatted text otherwise; typing is sanitised at once and committed through the 500 ms debounce and on blur.
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
  const { value, onChange, sanitise, parse, editText, displayText, start, end } = props;
  // null = not editing: the field shows the formatted value it was given.
  const [draft, setDraft] = useState<string | null>(null);
  const debounced = useDebouncedCommit<string>((text) => onChange(parse(text)));
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

  return (
    <TextField
      {...baseFieldProps(props)}
      value={draft ?? displayText(value)}
      inputRef={inputRef}
      onFocus={() => {
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
        const text = sanitise(event.target.value);
        setDraft(text);
        debounced.push(text);
      }}
      onBlur={() => {
        debounced.flush();
        setDraft(null);
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

/**
 * An outlined text field drawn as MUI's TextField draws one (FormControl › InputLabel, OutlinedInput,
 * FormHelperText; the same ids, classes and theme defaults: `MuiTextField`'s fullWidth and margin, app/theme.ts),
 * without what TextField imports for its other forms: the Select (with Menu, Popover and Modal), the filled and
 * standard inputs. About 13 kB gzip less on a page whose only fields are these (the log-in page, ADR 0026).
 * For single-line outlined fields only: no `select`, `multiline` or `variant`. Props not listed go on the root,
 * as TextField puts them.
 */
import { forwardRef, useId, type ReactNode, type Ref } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputPart = Pick<
  OutlinedInputProps,
  'autoComplete' | 'autoFocus' | 'name' | 'onBlur' | 'onChange' | 'onFocus' | 'placeholder' | 'type' | 'value'
>;

export type OutlinedTextFieldProps = Omit<FormControlProps, keyof InputPart | 'variant' | 'children'> &
  InputPart & {
    label: ReactNode;
    helperText?: ReactNode;
    inputRef?: Ref<HTMLInputElement>;
    /** As TextField's `slotProps.input` (e.g. an end adornment). */
    slotProps?: { input?: Partial<OutlinedInputProps> };
  };

export const OutlinedTextField = forwardRef<HTMLDivElement, OutlinedTextFieldProps>(
  function OutlinedTextField(inProps, ref) {
    const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as OutlinedTextFieldProps;
    const {
      autoComplete,
      autoFocus = false,
      className,
      helperText,
      id: idOverride,
      inputRef,
      label,
      name,
      onBlur,
      onChange,
      onFocus,
      placeholder,
      slotProps,
      type,
      value,
      ...root
    } = props;
    const generated = useId();
    const id = idOverride ?? generated;
    const helperTextId = helperText ? `${id}-helper-text` : undefined;
    const labelId = label != null && label !== '' ? `${id}-label` : undefined;
    return (
      <FormControl
        ref={ref}
        className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
        variant="outlined"
        {...root}
      >
        {labelId && (
          <InputLabel htmlFor={id} id={labelId}>
            {label}
          </InputLabel>
        )}
        <OutlinedInput
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          fullWidth={root.fullWidth}
          name={name}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          label={label}
          {...slotProps?.input}
        />
        {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
      </FormControl>
    );
  },
);

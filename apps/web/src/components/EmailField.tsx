/**
 * The E-mail field of the sign-in forms (Log in, Forgot Password), focused on open. Deliberately not
 * type="email": browsers strip a trailing space from those, and spec §5 has a message for it.
 */
import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'label'>>(
  function EmailField(props, ref) {
    // The ref goes on the TextField itself, as react-hook-form's `register` spread on a TextField would put it.
    return <TextField label="E-mail" type="text" inputMode="email" autoFocus {...props} ref={ref} />;
  },
);

/**
 * The E-mail field of the sign-in forms (Log in, Forgot Password), focused on open. Deliberately not
 * type="email": browsers strip a trailing space from those, and spec §5 has a message for it. An outlined field
 * without TextField's select machinery (OutlinedTextField.tsx), as the log-in page loads nothing else (ADR 0026).
 */
import { forwardRef } from 'react';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField.tsx';

export const EmailField = forwardRef<HTMLDivElement, Omit<OutlinedTextFieldProps, 'type' | 'label'>>(
  function EmailField(props, ref) {
    // The ref goes on the field itself, as react-hook-form's `register` spread on a TextField would put it.
    return <OutlinedTextField label="E-mail" type="text" inputMode="email" autoFocus {...props} ref={ref} />;
  },
);

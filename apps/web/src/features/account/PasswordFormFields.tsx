/**
 * The fields and submit button Change Password and Reset Password share: 'Current Password' (Change Password
 * only, `current`), 'New Password' and 'Confirm New Password', each with its error beside it, then the button.
 * The rules are passwordForm.ts. The caller owns the form (components/useZodForm.ts) and passes its `field`
 * binder; `busy` disables the button while the call runs.
 */
import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { PasswordField } from '../../components/PasswordField.tsx';
import type { TextFieldBinding } from '../../components/useZodForm.ts';
import type { PasswordFormValues } from './passwordForm.ts';

const CURRENT = {
  name: 'currentPassword',
  label: 'Current Password',
  autoComplete: 'current-password',
} as const;
const NEW = [
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

export interface PasswordFormFieldsProps {
  /** The form's `field` binder (a method, so a form without 'currentPassword' may pass its own). */
  field(this: void, name: keyof PasswordFormValues): TextFieldBinding;
  /** Ask for the current password first (Change Password). */
  current?: boolean;
  /** The button's text ('Change Password', 'Reset Password'). */
  submitLabel: string;
  busy: boolean;
  /** The button's layout on its page. */
  submitProps?: Pick<ButtonProps, 'fullWidth' | 'sx'>;
  /** Shown between the fields and the button (Reset Password's message line). */
  children?: ReactNode;
}

export function PasswordFormFields({
  field,
  current = false,
  submitLabel,
  busy,
  submitProps,
  children,
}: PasswordFormFieldsProps) {
  return (
    <>
      {(current ? [CURRENT, ...NEW] : NEW).map(({ name, label, autoComplete }) => (
        <PasswordField key={name} label={label} autoComplete={autoComplete} {...field(name)} />
      ))}
      {children}
      <Button type="submit" variant="contained" disabled={busy} {...submitProps}>
        {submitLabel}
      </Button>
    </>
  );
}

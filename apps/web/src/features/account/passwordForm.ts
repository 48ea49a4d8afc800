/**
 * New-password form rules shared by Change Password and Reset Password: the shared contract's password rule plus
 * the confirmation match (ours; the spec does not show it).
 */
import { z } from 'zod';
import { ChangePasswordRequest, passwordField } from '@rlc/shared';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** The two fields every new-password form has. */
export interface NewPasswords {
  newPassword: string;
  confirmPassword: string;
}
/** The values PasswordFormFields.tsx edits: Change Password also has the current password. */
export type PasswordFormValues = NewPasswords & { currentPassword?: string };

/** The confirmation must equal the new password; the error shows beside the confirmation field. */
const confirmationMatches = (v: NewPasswords) => v.newPassword === v.confirmPassword;
const confirmationIssue = { path: ['confirmPassword'], message: PASSWORDS_DIFFER };

export const changePasswordFormSchema = ChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  confirmationMatches,
  confirmationIssue,
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine(confirmationMatches, confirmationIssue);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

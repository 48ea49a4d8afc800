/** Change Password form rules: the shared contract plus the confirmation match (ours; spec does not show it). */
import { z } from 'zod';
import { ChangePasswordRequest } from '@rlc/shared';

export const PASSWORDS_DIFFER = 'Passwords do not match';

export const changePasswordFormSchema = ChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { path: ['confirmPassword'], message: PASSWORDS_DIFFER },
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

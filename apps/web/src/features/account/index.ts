/** The password form parts shared by Change Password and Reset Password. */
export { resetPasswordFormSchema, type ResetPasswordForm } from './passwordForm.ts';
export { PasswordFormFields } from './PasswordFormFields.tsx';

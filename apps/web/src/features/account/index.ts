/** The password rules shared by Change Password and Reset Password. */
export { resetPasswordFormSchema, type ResetPasswordForm } from './passwordForm.ts';

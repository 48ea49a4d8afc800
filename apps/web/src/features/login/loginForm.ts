/** Client-side Login validation (spec §5 Login): the shared field rules, first failing message per field. */
import { z } from 'zod';
import { emailField, passwordField } from '@rlc/shared';

export const loginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The forgot-password form validates e-mail the same way (spec §5). */
export const forgotFormSchema = z.object({ email: emailField });
export type ForgotForm = z.infer<typeof forgotFormSchema>;

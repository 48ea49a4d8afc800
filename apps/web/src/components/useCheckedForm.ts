/**
 * One react-hook-form set-up for the small forms that submit to the server (Change and Reset Password,
 * communities): `resolver` checks the fields on submit, `field(name)` binds a MUI text field (register + its
 * error beside it) and `submit(onValid)` is the form's submit handler, handing valid values to `onValid` (usually a
 * mutation's `mutate`). useZodForm.ts gives it a zod schema's resolver. The sign-in forms (Log in, Forgot
 * Password) behave the same through features/login/useSignInForm.ts, without react-hook-form (ADR 0026).
 *
 *   const form = useZodForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
 *   <Box component="form" noValidate onSubmit={form.submit((v) => reset.mutate(v))}>
 *     <PasswordField label="New password" {...form.field('newPassword')} />
 */
import type { FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** What `field(name)` gives a text field. */
export type TextFieldBinding = UseFormRegisterReturn & { error: boolean; helperText: string | undefined };

export function useCheckedForm<T extends FieldValues>(
  resolver: Resolver<T>,
  defaultValues: DefaultValues<T>,
) {
  const form = useForm<T>({ resolver, defaultValues });
  const { errors } = form.formState;
  /** A text field's props: its registration, red when invalid, the first message as helper text. */
  const field = (name: Path<T>): TextFieldBinding => {
    const error = errors[name];
    return {
      ...form.register(name),
      error: Boolean(error),
      helperText: typeof error?.message === 'string' ? error.message : undefined,
    };
  };
  const submit = (onValid: (values: T) => void) => (event: FormEvent) =>
    void form.handleSubmit(onValid)(event);
  return { ...form, field, submit };
}

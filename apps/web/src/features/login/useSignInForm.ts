/**
 * The sign-in forms' state (Log in, Forgot Password): field values, each field's first problem and the submit
 * handler, as react-hook-form with a resolver behaves (useCheckedForm.ts), without loading it on the log-in page
 * (ADR 0026): nothing is checked before the first submit; a submit checks every field (loginForm.ts's rules, spec
 * §5), shows each field's first problem beside it and focuses the first field in error, or hands the values to
 * `onValid`; after a submit, a field is checked again as it is typed in.
 *
 *   const form = useSignInForm(LOGIN_CHECKS, { email: '', password: '' });
 *   <Box component="form" noValidate onSubmit={form.submit((v) => signIn.mutate(v))}>
 *     <EmailField {...form.field('email')} />
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { problemsOf } from './loginForm.ts';

type Checks<T> = { [K in keyof T]: (value: string) => string | null };

/** What `field(name)` gives a text field: its value and handlers, red when invalid, the message as helper text. */
export interface SignInFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** On the field or its input: the input is found inside, to be focused when in error. */
  ref: (element: HTMLElement | null) => void;
  error: boolean;
  helperText: string | undefined;
}

export function useSignInForm<T extends Record<string, string>>(checks: Checks<T>, defaultValues: T) {
  const [values, setValues] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());

  const field = (name: keyof T & string): SignInFieldBinding => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (submitted) setErrors((e) => ({ ...e, [name]: checks[name](value) ?? undefined }));
    },
    ref: (element) => {
      const input = element instanceof HTMLInputElement ? element : element?.querySelector('input');
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const submit = (onValid: (values: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = problemsOf(values, checks);
    setErrors(problems);
    const first = (Object.keys(checks) as (keyof T)[]).find((k) => problems[k] !== undefined);
    if (first === undefined) onValid(values);
    else inputs.current.get(first)?.focus();
  };

  return { field, submit };
}

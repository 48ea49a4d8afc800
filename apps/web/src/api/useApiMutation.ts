/**
 * One server call started by a button or a form (save, clone, delete, decide, sign in …): the house way to be
 * busy while it runs and to say how it went. It is TanStack Query's `useMutation` plus the toasts of spec §8/§9
 * (success 5 s, error 8 s, app/toast.ts), so a screen keeps no busy flag, try/catch or toast code of its own:
 *
 *   const clone = useApiMutation({
 *     mutationFn: () => cloneForm(id),
 *     successToast: MESSAGES.form.cloned,
 *     errorToast: (e) => MESSAGES.form.cloneFailed(serverMessage(e)),
 *   });
 *   <Button disabled={clone.isPending} onClick={() => clone.mutate()}>Clone</Button>
 *
 * A screen that shows the failure in place instead of a toast leaves `errorToast` out and reads `error`
 * (cleared when the call is made again). Callbacks given here run even if the screen has gone meanwhile.
 */
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useToast } from '../app/toast.ts';

/** A toast's text: fixed, or worded from the outcome; `undefined` (or no option) shows no toast. */
type ToastText<A extends unknown[]> = string | ((...args: A) => string | undefined);

export interface ApiMutationOptions<TData, TVars> {
  /** The server call. */
  mutationFn: (vars: TVars) => Promise<TData>;
  /** Success toast, from the answer and the call's arguments. */
  successToast?: ToastText<[data: TData, vars: TVars]>;
  /** Error toast, from the error (e.g. `errorMessage(e)`) and the call's arguments. */
  errorToast?: ToastText<[error: unknown, vars: TVars]>;
  onSuccess?: (data: TData, vars: TVars) => void;
  onError?: (error: unknown, vars: TVars) => void;
  /** After either outcome (after onSuccess/onError). */
  onSettled?: () => void;
}

export type ApiMutation<TData, TVars> = UseMutationResult<TData, unknown, TVars>;

export { errorMessage, serverMessage } from './errorText.ts';

const textOf = <A extends unknown[]>(text: ToastText<A> | undefined, ...args: A) =>
  typeof text === 'function' ? text(...args) : text;

export function useApiMutation<TData, TVars = void>(
  options: ApiMutationOptions<TData, TVars>,
): ApiMutation<TData, TVars> {
  const toast = useToast();
  const { mutationFn, successToast, errorToast, onSuccess, onError, onSettled } = options;
  return useMutation<TData, unknown, TVars>({
    mutationFn,
    onSuccess: (data, vars) => {
      const text = textOf(successToast, data, vars);
      if (text) toast.success(text);
      onSuccess?.(data, vars);
    },
    onError: (error, vars) => {
      const text = textOf(errorToast, error, vars);
      if (text) toast.error(text);
      onError?.(error, vars);
    },
    onSettled: () => onSettled?.(),
  });
}

/**
 * One server call of the sign-in screens (Log in, Forgot Password): busy while it runs, its error until the next
 * try, and whether it succeeded. The staff app's `useApiMutation` without TanStack Query, which the log-in page's
 * own entry does not load (login.html, ADR 0026); no toasts (these screens show their messages in place).
 */
import { useCallback, useState } from 'react';

export interface Call<TVars> {
  /** Starts the call; the previous error is cleared. */
  mutate: (vars: TVars) => void;
  /** Back to idle: no error, not succeeded. */
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  /** What the last call threw, or null. */
  error: unknown;
}

export function useCall<TData, TVars>(options: {
  mutationFn: (vars: TVars) => Promise<TData>;
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
}): Call<TVars> {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'success' | 'error'; error: unknown }>({
    status: 'idle',
    error: null,
  });
  const { mutationFn, onSuccess, onError } = options;
  const mutate = (vars: TVars) => {
    setState({ status: 'pending', error: null });
    mutationFn(vars).then(
      (data) => {
        setState({ status: 'success', error: null });
        onSuccess?.(data);
      },
      (error: unknown) => {
        setState({ status: 'error', error });
        onError?.(error);
      },
    );
  };
  const reset = useCallback(() => setState({ status: 'idle', error: null }), []);
  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.error,
  };
}

/**
 * Toast helpers with the spec §9 durations: successes 5 s, errors 8 s (spec §8 "error toast 8 s").
 * The server's own message is preferred (spec §7/§8), falling back to the given default.
 */
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { TOAST_MS } from '@rlc/shared';

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_MS.normal }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS.error }),
      info: (message: string) =>
        enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_MS.long }),
    }),
    [enqueueSnackbar],
  );
}

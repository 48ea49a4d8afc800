/**
 * Toast helpers with the spec §9 durations: successes 5 s, errors 8 s (spec §8 "error toast 8 s").
 * The server's own message is preferred (spec §7/§8), falling back to the given default. Shown through
 * toastQueue.ts, so notistack loads after the first paint.
 */
import { TOAST_MS } from '@rlc/shared';
import { showToast } from './toastQueue.ts';

const TOASTS = {
  success: (message: string) => showToast(message, { variant: 'success', autoHideDuration: TOAST_MS.normal }),
  error: (message: string) => showToast(message, { variant: 'error', autoHideDuration: TOAST_MS.error }),
  info: (message: string) => showToast(message, { variant: 'info', autoHideDuration: TOAST_MS.long }),
};

/** The toast helpers (one object for the whole app: they hold no state of their own). */
export function useToast(): typeof TOASTS {
  return TOASTS;
}
export { closeToast, showToast } from './toastQueue.ts';

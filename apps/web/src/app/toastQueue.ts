/**
 * The toasts' way to notistack without loading it on first paint (it is ~6 kB gzip on every screen, and
 * no screen shows a toast before someone acts). `showToast` hands a toast to notistack once its host
 * (ToastContainer.tsx, loaded by ToastHost.tsx after the first paint or on the first toast) is mounted, and keeps
 * the toasts asked for before then, shown in order as soon as it is.
 */
import type { ReactNode } from 'react';
import type { OptionsObject, SnackbarKey } from 'notistack';

/** notistack's enqueue and close, registered by the mounted host. */
export interface ToastSink {
  enqueue: (message: ReactNode, options: OptionsObject) => void;
  close: (key: SnackbarKey) => void;
}

let sink: ToastSink | null = null;
const pending: [ReactNode, OptionsObject][] = [];
const requesters = new Set<() => void>();

/** Shows a toast now, or as soon as the host is mounted (asking it to load at once). */
export function showToast(message: ReactNode, options: OptionsObject): void {
  if (sink) {
    sink.enqueue(message, options);
    return;
  }
  pending.push([message, options]);
  for (const load of requesters) load();
}

/** Closes the toast `key` (a toast's own close button; it is on screen, so the host is mounted). */
export function closeToast(key: SnackbarKey): void {
  sink?.close(key);
}

/** The host's registration; the toasts asked for meanwhile are shown in order. Returns the unregistration. */
export function attachToastSink(next: ToastSink): () => void {
  sink = next;
  for (const [message, options] of pending.splice(0)) next.enqueue(message, options);
  return () => {
    if (sink === next) sink = null;
  };
}

/** ToastHost's "load now" while the host is not mounted; returns the unregistration. */
export function onToastRequested(load: () => void): () => void {
  requesters.add(load);
  if (pending.length > 0) load();
  return () => requesters.delete(load);
}

/**
 * Re-authentication for sensitive actions (ADR 0018), web side: `withReauth(call)` runs the call; when the server
 * answers 403 REAUTH_REQUIRED it asks for the password in the dialog of ReauthDialogHost (mounted once in the
 * signed-in shell), confirms it with POST reauth and runs the call again. Cancelling rejects with the server's
 * refusal, so the caller's error toast says what happened.
 */
import { ApiError } from '../../api/client.ts';

type Pending = { resolve: () => void; reject: (e: unknown) => void };
let pending: Pending | null = null;
const listeners = new Set<() => void>();

/** Whether the dialog should show (ReauthDialogHost subscribes). */
export const reauthAsked = () => pending !== null;
export function subscribeReauth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const notify = () => listeners.forEach((l) => l());

function askReauth(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    pending?.reject(new Error('replaced'));
    pending = { resolve, reject };
    notify();
  });
}

/** Ends the question: confirmed (`error` undefined) or cancelled with `error`. */
export function settleReauth(error?: unknown): void {
  const p = pending;
  pending = null;
  notify();
  if (!p) return;
  if (error === undefined) p.resolve();
  else p.reject(error);
}

export async function withReauth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'REAUTH_REQUIRED')) throw e;
    try {
      await askReauth();
    } catch {
      throw e;
    }
    return call();
  }
}

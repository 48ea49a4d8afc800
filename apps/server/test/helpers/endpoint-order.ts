/**
 * The order in which a test calls every endpoint of the API table as one caller (the access matrix, the fuzzer),
 * so a call that rightly succeeds does not take away what later ones need.
 */
import type { Endpoint } from '@rlc/shared';

/** Calls on the caller's own session (sign-out, Consult Mode, password, consent). */
export const onSession = (e: Endpoint) => e.tag === 'auth' || e.tag === 'consult' || /logout$/.test(e.path);

/**
 * Order of a caller's calls: reads, writes, the calls on its own session, deletions, sign-out; so a call that
 * rightly succeeds does not take away what later ones need (a staff caller's session calls also run on a fresh
 * session of its user, so entering Consult Mode does not narrow the calls after it).
 */
export function phase(e: Endpoint): number {
  if (/logout$/.test(e.path)) return 4;
  if (onSession(e)) return 2;
  if (e.method === 'GET') return 0;
  // Deleting, or a customer completing the form, ends what the other calls act on.
  return /(delete|complete)$/.test(e.path) ? 3 : 1;
}

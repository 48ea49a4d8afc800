/** POST magic/logout: ends the customer session (the link stays used: coming back needs a new link). */
import type { CustomerAuth } from '../../plugins/context.ts';
import type { MagicDeps } from './deps.ts';
import { revokeMagicSession } from './repository.ts';

export async function customerLogout(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  auth: CustomerAuth,
): Promise<void> {
  await revokeMagicSession(deps.db, auth.sessionId, 'logout', deps.clock());
}

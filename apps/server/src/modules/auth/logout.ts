/** GET logout (spec §7): ends the caller's session (only this one) and records it. */
import type { StaffAuth } from '../../plugins/context.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { revokeSession } from './sessions.ts';

export async function logout(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  auth: StaffAuth,
  ip: string,
): Promise<void> {
  const now = deps.clock();
  await revokeSession(deps.db, auth.sessionId, 'logout', now);
  await audit(deps.db, {
    action: 'logout',
    at: now,
    userId: auth.user.id,
    corporateId: auth.user.corporateId,
    ip,
  });
}

/** POST consent (spec §2.4 Consent, §7). */
import type { StaffAuth } from '../../plugins/context.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { insertConsent } from './repository.ts';

/** Records the caller's agreement to the Terms of Use and the Disclaimer now; answers when (ISO 8601). */
export async function recordConsent(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  auth: StaffAuth,
  ip: string,
): Promise<{ consentedAt: string }> {
  const now = deps.clock();
  await insertConsent(deps.db, auth.user.id, now);
  await audit(deps.db, {
    action: 'consent',
    at: now,
    userId: auth.user.id,
    corporateId: auth.user.corporateId,
    ip,
  });
  return { consentedAt: now.toISOString() };
}

/** POST consultMode/enter (ADR 0016): the adviser switches their session to Consult Mode. */
import type { AuthResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import type { StaffAuth } from '../../plugins/context.ts';
import { audit } from '../audit/index.ts';
import { authResponse, setSessionConsult, withConsult } from '../auth/index.ts';
import { requireForm } from '../forms/index.ts';

/**
 * Marks the caller's session as in Consult Mode showing only `formId` (the report open on screen), or no report
 * when null. A report the caller cannot see is 404 (as everywhere) and nothing changes. Entering again replaces the
 * report. Audited (`consult.enter`). Answers the auth answer as the session now is (permissions reduced).
 */
export async function enterConsult(
  deps: Pick<Deps, 'db' | 'clock'>,
  auth: StaffAuth,
  formId: number | null,
  ip: string,
): Promise<AuthResponse> {
  const now = deps.clock();
  if (formId !== null) await requireForm(deps.db, auth, formId);
  const consult = { since: auth.consult?.since ?? now, formId };
  await setSessionConsult(deps.db, auth.sessionId, consult);
  await audit(deps.db, {
    action: 'consult.enter',
    at: now,
    userId: auth.user.id,
    corporateId: auth.user.corporateId,
    ip,
    details: { formId },
  });
  return authResponse(deps, withConsult(auth, consult));
}

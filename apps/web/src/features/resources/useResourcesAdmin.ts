/** Whether the signed-in user edits resources: the Report Settings ability (adminReports), as the server checks. */
import { hasAbility } from '@rlc/shared';
import { useSession } from '../../session/useSession.ts';

export function useResourcesAdmin(): boolean {
  return hasAbility(useSession()?.user, 'adminReports');
}

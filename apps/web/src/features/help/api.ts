/** GET help/roles (@rlc/shared HELP_ENDPOINTS): the corporate's roles, read-only, for every signed-in user. */
import { useQuery } from '@tanstack/react-query';
import { HELP_ENDPOINTS } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';

export function useHelpRoles() {
  return useQuery({ queryKey: ['help', 'roles'], queryFn: () => callEndpoint(HELP_ENDPOINTS.helpRoles) });
}

/** The help calls of the API table (see ./index.ts). */
import { HelpRolesResponse } from '../help.ts';
import { define } from './define.ts';

export const HELP_ENDPOINTS = define({
  helpRoles: {
    method: 'GET',
    path: '/help/roles',
    tag: 'help',
    summary: "The caller's corporate's roles with their permission codes, and the caller's role (read-only)",
    permission: 'authenticated',
    response: HelpRolesResponse,
  },
});

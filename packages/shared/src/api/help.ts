/**
 * Help › Roles & Permissions (spec §2.1 help > roles, §6): the caller's corporate's roles with their permission
 * codes, readable by every signed-in staff user (`GET help/roles`), and which role is the caller's.
 */
import { z } from 'zod';

export const HelpRole = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
});
export type HelpRole = z.infer<typeof HelpRole>;

export const HelpRolesResponse = z.object({ roles: z.array(HelpRole), myRoleId: z.number().int() });
export type HelpRolesResponse = z.infer<typeof HelpRolesResponse>;

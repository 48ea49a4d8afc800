/**
 * User administration calls of spec §7 "Users" under /api/app/v1, registered from the endpoint table of
 * @rlc/shared: POST users, GET users/permissions, GET users/roles, POST users/create, POST user/:userId/update, POST user/:userId/welcome, POST user/:userId/delete, POST role/:roleId/update and POST user/:userId/mfa/reset (ADR 0025), and GET help/roles (every signed-in user). Each handler calls one use
 * case; every one is scoped to the caller's corporate (another corporate's user answers 404).
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { requireRecentAuth } from '../auth/index.ts';
import { createUserAccount } from './create-user-account.ts';
import { deleteUserAccount } from './delete-user-account.ts';
import { helpRoles } from './help-roles.ts';
import { listPermissions } from './list-permissions.ts';
import { listRoles, listUsers } from './list-users.ts';
import { resetUserMfa } from './reset-user-mfa.ts';
import { sendWelcome } from './send-welcome.ts';
import { updateRole } from './update-role.ts';
import { updateUserAccount } from './update-user-account.ts';

export function accountRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.listUsers, ({ principal }) => listUsers(deps, principal));
  serve(app, ENDPOINTS.listPermissions, () => listPermissions());
  serve(app, ENDPOINTS.listRoles, ({ principal }) => listRoles(deps, principal));
  serve(app, ENDPOINTS.helpRoles, ({ principal }) => helpRoles(deps, principal));
  serve(app, ENDPOINTS.createUser, ({ principal, body, request }) =>
    createUserAccount(deps, principal, body, request.ip),
  );
  serve(app, ENDPOINTS.updateUser, ({ principal, params, body, request }) =>
    updateUserAccount(deps, principal, params.userId, body.user, request.ip),
  );
  serve(app, ENDPOINTS.sendWelcome, ({ principal, params, request }) =>
    sendWelcome(deps, principal, params.userId, request.ip),
  );
  serve(app, ENDPOINTS.deleteUser, ({ principal, params, request }) =>
    deleteUserAccount(deps, principal, params.userId, request.ip),
  );
  // Changing what a role may do is sensitive: the password confirmed within the last minutes (ADR 0018).
  serve(app, ENDPOINTS.updateRole, async ({ principal, params, body, request }) => {
    await requireRecentAuth(deps.db, principal, deps.clock());
    return updateRole(deps, principal, params.roleId, body.permissions, request.ip);
  });
  // Clearing another user's MFA is sensitive too (ADR 0025): asked before the user is looked up, so a stale
  // session learns nothing of which ids exist.
  serve(app, ENDPOINTS.resetUserMfa, async ({ principal, params, request }) => {
    await requireRecentAuth(deps.db, principal, deps.clock());
    return resetUserMfa(deps, principal, params.userId, request.ip);
  });
  return Promise.resolve();
}

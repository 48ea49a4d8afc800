/**
 * The calls of user administration (spec §7 "Users"; contract @rlc/shared api/users.ts) and their queries: the
 * corporate's users, its roles (with whether the signed-in admin may give each) and communities to choose from.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMUNITIES_ENDPOINTS,
  USERS_ENDPOINTS,
  MESSAGES,
  MFA_TEXT,
  type CreateUserRequest,
  type UserChanges,
} from '@rlc/shared';
import { fetchAuth } from '../../api/auth.ts';
import { resetUserMfa } from '../../api/mfa.ts';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { getSession, updateSession } from '../../session/storage.ts';
import { withReauth } from '../mfa/index.ts';

export const USERS_KEY = ['admin', 'users'] as const;
export const ROLES_KEY = ['admin', 'users', 'roles'] as const;
export const COMMUNITIES_KEY = ['admin', 'users', 'communities'] as const;

/** The corporate's users; `enabled` false for a caller who may not list them (the Audit log's user picker). */
export function useUsers(enabled = true) {
  return useQuery({ queryKey: USERS_KEY, queryFn: () => callEndpoint(USERS_ENDPOINTS.listUsers), enabled });
}

export function useRoles() {
  return useQuery({ queryKey: ROLES_KEY, queryFn: () => callEndpoint(USERS_ENDPOINTS.listRoles) });
}

/** The communities the signed-in admin sees, to assign users to. */
export function useCommunityChoices() {
  return useQuery({
    queryKey: COMMUNITIES_KEY,
    queryFn: async () => (await callEndpoint(COMMUNITIES_ENDPOINTS.listCommunities)).communities,
  });
}

/** POST users/create; toasts 'User created' (the server's message preferred) or 'Error creating user'. */
export function useCreateUser(onDone: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: CreateUserRequest) => callEndpoint(USERS_ENDPOINTS.createUser, { body }),
    successToast: (data) => data.message || MESSAGES.user.created,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.user.createFailed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onDone();
    },
  });
}

/** POST user/:userId/update; toasts 'User updated' (the server's message preferred) or 'Error updating user'. */
export function useUpdateUser(onDone: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ userId, user }: { userId: number; user: UserChanges }) =>
      callEndpoint(USERS_ENDPOINTS.updateUser, { params: { userId }, body: { user } }),
    successToast: (data) => data.message || MESSAGES.user.updated,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.user.updateFailed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onDone();
    },
  });
}

/** POST user/:userId/welcome; toasts 'Email sent' (the server's message preferred) or 'Error sending email'. */
export function useSendWelcome() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (userId: number) => callEndpoint(USERS_ENDPOINTS.sendWelcome, { params: { userId } }),
    successToast: (data) => data.message || MESSAGES.user.emailSent,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.user.emailFailed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** POST user/:userId/delete (soft); toasts 'User deleted', or the server's reason (spec §8 has no failure text). */
export function useDeleteUser(onDone: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (userId: number) => callEndpoint(USERS_ENDPOINTS.deleteUser, { params: { userId } }),
    successToast: (data) => data.message || MESSAGES.user.deleted,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.generic,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onDone();
    },
  });
}

/**
 * POST user/:userId/mfa/reset (ADR 0025): clears the user's multi-factor sign-in and ends their sessions; the
 * server may ask for the password first (withReauth). Toasts 'Multi-factor sign-in reset' or the server's reason.
 */
export function useResetUserMfa(onDone: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (userId: number) => withReauth(() => resetUserMfa(userId)),
    successToast: (data) => data.message || MFA_TEXT.resetDone,
    errorToast: (e) => serverMessage(e) ?? MFA_TEXT.resetFailed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onDone();
    },
  });
}

/**
 * POST role/:roleId/update (updateCorporate): the role's new permission codes; toasts 'Role updated' or the
 * server's reason ('Error updating role: …'). When the signed-in user holds the role, their session is read again
 * so menus and screens follow the new permissions at once (the server applies them from the next call anyway).
 */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ roleId, permissions }: { roleId: number; permissions: string[] }) =>
      // Sensitive (ADR 0018): the server may ask for the password first; the dialog asks and the call runs again.
      withReauth(() =>
        callEndpoint(USERS_ENDPOINTS.updateRole, { params: { roleId }, body: { permissions } }),
      ),
    successToast: (data) => data.message || MESSAGES.role.updated,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.role.updateFailed,
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: ROLES_KEY });
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      if (getSession()?.user.role_id === data.role.id)
        void fetchAuth()
          .then((fresh) => updateSession({ user: fresh.user, corp: fresh.corp }))
          .catch(() => undefined);
    },
  });
}

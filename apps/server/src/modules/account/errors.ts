/**
 * The refusals of user administration. Each starts with the spec §8 text of the call ('Error creating user',
 * 'Error updating user') followed by ': ' and the reason, as spec §8 words other refusals (e.g. the analytics
 * query's), so the toast that prefers the server's message still says what failed and why.
 */
import { MESSAGES } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';

const LAST_ADMIN = 'the last active user who can manage users; make another one first.';

export const USER_ERRORS = {
  emailTaken: `${MESSAGES.user.createFailed}: a user with this e-mail address already exists.`,
  roleNotGrantable: (failed: string) =>
    `${failed}: you cannot give a role with permissions you do not hold yourself.`,
  /** `failed` '' (a delete: spec §8 has no failure text) gives the reason alone. */
  userAboveCaller: (failed: string) =>
    failed
      ? `${failed}: this user holds permissions you do not hold yourself.`
      : 'This user holds permissions you do not hold yourself.',
  unknownRole: (failed: string) => `${failed}: no such role.`,
  unknownCommunity: (failed: string) => `${failed}: no such community.`,
  /** Spec §8 has no failure text for a delete; the reason alone. */
  lastAdminDelete: `This is ${LAST_ADMIN}`,
  welcomeDisabled: `${MESSAGES.user.emailFailed}: the user is disabled; make them active first.`,
  lastAdmin: `${MESSAGES.user.updateFailed}: this is ${LAST_ADMIN}`,
  /** Role permission editing: our texts, worded like the users' ones. */
  roleAboveCaller: `${MESSAGES.role.updateFailed}: this role holds permissions you do not hold yourself.`,
  permissionNotHeld: (labels: string) =>
    `${MESSAGES.role.updateFailed}: you cannot give a permission you do not hold yourself (${labels}).`,
  roleLastAdmin: `${MESSAGES.role.updateFailed}: without Create/Delete User and Update User on this role, nobody active could manage users; give another user those permissions first.`,
} as const;

/** 404 for a role outside the caller's corporate (or unknown). */
export const roleNotFound = () => new ApiError('NOT_FOUND', 'Role not found.');

/** 404 for a user outside the caller's corporate (or unknown): no existence oracle. */
export const userNotFound = () => new ApiError('NOT_FOUND', 'User not found.');

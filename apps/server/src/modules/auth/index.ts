/**
 * Auth module: sign-in, sessions, password change and reset, consent (spec §2.4, §4, §5, §7). Register
 * `authRoutes` under /api/app/v1. Other modules use only what is exported here.
 */
export { authRoutes } from './routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { revokeUserSessions, setSessionConsult, touchSession, withConsult } from './sessions.ts';
export { authResponse } from './auth-response.ts';
export { loadPrincipal } from './principal.ts';
export { issueSetPasswordLink } from './set-password-link.ts';
export { newResetToken } from './reset-token.ts';
export { updateUser, userByEmail } from './repository.ts';
export { bearerToken, signSessionToken, verifySessionToken } from './tokens.ts';
// The magic-link redeem (magic module) is throttled like login:
export {
  THROTTLE,
  addressKey,
  clearKey,
  lockedSeconds,
  recordFailure,
  verifyPasswordThrottled,
} from './throttle.ts';
export { rateLimited } from './errors.ts';
// Sensitive actions of other modules (changing a role's permissions, analytics exports) need a recent confirmation:
export { requireRecentAuth } from './reauth.ts';
// An administrator's reset of another user's MFA (account module, ADR 0025):
export { deleteMfa as clearMfa, mfaPolicyOf } from './repository.ts';
export { policyCovers } from './mfa-policy.ts';
export type { Principal } from './principal.ts';

/**
 * The corporate's MFA policy: 'optional', 'admins' (users whose role holds updateCorporate, the
 * corporate account's administrators) or 'all' staff. A user the policy covers without MFA must enrol at their
 * next sign-in (mfa-login.ts); they cannot turn MFA off while covered (mfa-disable.ts).
 */
import type { MfaAdoption, MfaPolicy, MfaPolicyResponse } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { mfaCountsOf, mfaPolicyOf, principalParts } from './repository.ts';

/** Whether `policy` requires MFA of a user holding `permissions`. */
export function policyCovers(policy: MfaPolicy, permissions: readonly string[]): boolean {
  if (policy === 'all') return true;
  return policy === 'admins' && permissions.includes('updateCorporate');
}

/** Whether the user's corporate requires MFA of them (`permissions`: theirs, read when not given). */
export async function mfaRequiredFor(db: Db, user: User, permissions?: readonly string[]): Promise<boolean> {
  const policy = await mfaPolicyOf(db, user.corporateId);
  if (policy === 'optional') return false;
  return policyCovers(policy, permissions ?? (await principalParts(db, user)).permissions);
}

/**
 * How far MFA has reached the corporate's active staff under `policy` (ADR 0025): with it on, and covered by the
 * policy without it ('all': every active user without it; 'admins': those of them holding updateCorporate).
 */
export async function mfaAdoption(db: Db, corporateId: number, policy: MfaPolicy): Promise<MfaAdoption> {
  const c = await mfaCountsOf(db, corporateId);
  const coveredWithoutMfa =
    policy === 'all' ? c.active - c.withMfa : policy === 'admins' ? c.adminsWithout : 0;
  return { activeUsers: c.active, withMfa: c.withMfa, coveredWithoutMfa };
}

/** GET corporate/mfa-policy: the corporate's rule and its adoption figures. */
export async function mfaPolicyWithAdoption(db: Db, corporateId: number): Promise<MfaPolicyResponse> {
  const policy = await mfaPolicyOf(db, corporateId);
  return { policy, adoption: await mfaAdoption(db, corporateId, policy) };
}

/**
 * Enrolment in TOTP multi-factor sign-in (ADR 0018): a new secret shown once as a QR code and as text, kept
 * sealed and unconfirmed until the user types a right code from it; confirming turns MFA on and makes ten
 * recovery codes, shown once and kept hashed.
 */
import QRCode from 'qrcode';
import { MFA_TEXT, type MfaSetupResponse } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { ApiError, validationError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { sealSecret } from './mfa-secret-box.ts';
import { putPendingSecret, replaceRecoveryCodes } from './repository.ts';
import { verifySecondFactor } from './mfa-verify.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, totpUri } from './totp.ts';

export interface EnrolDeps {
  db: Db;
  serverSecret: string;
}

/** A new unconfirmed secret for `user` (replacing an unconfirmed one). 409 CONFLICT when MFA is already on. */
export async function startEnrolment(deps: EnrolDeps, user: User, now: Date): Promise<MfaSetupResponse> {
  const secret = newTotpSecret();
  if (!(await putPendingSecret(deps.db, user.id, sealSecret(deps.serverSecret, secret), now)))
    throw new ApiError('CONFLICT', MFA_TEXT.alreadyEnabled);
  const otpauthUri = totpUri(secret, user.email);
  return { secret, otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 200 }) };
}

/**
 * Confirms the pending secret with a code from it: MFA on, and the ten recovery codes (shown once). A wrong code
 * is 400 VALIDATION on `code` (counted by the sign-in throttle: 429 once locked).
 */
export async function confirmEnrolment(
  deps: EnrolDeps,
  user: User,
  code: string,
  now: Date,
  ip: string,
): Promise<string[]> {
  const how = await verifySecondFactor({
    db: deps.db,
    serverSecret: deps.serverSecret,
    user,
    code,
    now,
    ip,
    purpose: 'enrol',
    confirming: true,
  });
  if (!how) throw validationError(MFA_TEXT.codeInvalid, 'code');
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(deps.db, user.id, codes.map(hashRecoveryCode));
  await audit(deps.db, { action: 'mfa.enrol', at: now, userId: user.id, corporateId: user.corporateId, ip });
  return codes;
}

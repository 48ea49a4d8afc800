/**
 * Checks a second factor (ADR 0018): a TOTP code, or one of the user's unused recovery codes, under the sign-in
 * throttle of ADR 0005 (a wrong code counts one failure of the account and of the address, and a locked key is
 * 429 before anything is checked). A right TOTP code claims its time step, so the same code is refused afterwards
 * (even by a second request racing the first); a recovery code is used up.
 */
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { audit } from '../audit/index.ts';
import { openSecret } from './mfa-secret-box.ts';
import { claimStep, mfaOfUser, useRecoveryCode } from './repository.ts';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';
import { accountKey, addressKey, attemptThrottled } from './throttle.ts';
import { matchTotp } from './totp.ts';

export interface SecondFactorInput {
  db: Db;
  /** The server's signing secret, which the TOTP secret is sealed under. */
  serverSecret: string;
  user: User;
  code: string;
  now: Date;
  ip: string;
  /** What the check is for, in the audit entry of a failure ('login', 'reauth', 'disable', 'enrol'). */
  purpose: string;
  /** Enrolment: the secret is not confirmed yet, only a TOTP code counts, and a right one confirms it. */
  confirming?: boolean;
}

/** How the user proved it: 'totp' or 'recovery'; null for a wrong code (429 RATE_LIMITED when locked). */
export async function verifySecondFactor(input: SecondFactorInput): Promise<'totp' | 'recovery' | null> {
  const { db, user, now, ip } = input;
  let how: 'totp' | 'recovery' | null = null;
  const who = { at: now, userId: user.id, corporateId: user.corporateId, ip };
  await attemptThrottled(
    db,
    [accountKey(user.email), addressKey(ip)],
    now,
    async () => {
      how = await check(input);
      return how !== null;
    },
    {
      onLocked: () =>
        audit(db, { action: 'mfa.failure', ...who, details: { purpose: input.purpose, reason: 'locked' } }),
      onWrong: () => audit(db, { action: 'mfa.failure', ...who, details: { purpose: input.purpose } }),
    },
  );
  if (how === 'recovery')
    await audit(db, { action: 'mfa.recovery-code', ...who, details: { purpose: input.purpose } });
  return how;
}

async function check(input: SecondFactorInput): Promise<'totp' | 'recovery' | null> {
  const { db, user, code, now } = input;
  const mfa = await mfaOfUser(db, user.id);
  if (!mfa || (mfa.confirmedAt === null) !== (input.confirming === true)) return null;
  if (!input.confirming && looksLikeRecoveryCode(code))
    return (await useRecoveryCode(db, user.id, hashRecoveryCode(code), now)) ? 'recovery' : null;
  const secret = openedSecret(input.serverSecret, mfa.secretEnc);
  // Sealed under another signing secret (JWT_SECRET changed, or a restore without $DATA_DIR/jwt-secret): no TOTP
  // code can match; the recovery codes (hashes) still sign in.
  if (secret === null) return null;
  const step = matchTotp(secret, code, now, mfa.lastStep);
  if (step === null) return null;
  return (await claimStep(db, user.id, step, input.confirming ? now : null)) ? 'totp' : null;
}

function openedSecret(serverSecret: string, sealed: string): string | null {
  try {
    return openSecret(serverSecret, sealed);
  } catch {
    return null;
  }
}

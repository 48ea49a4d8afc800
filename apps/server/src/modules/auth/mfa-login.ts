/**
 * The second sign-in step (ADR 0018). After a right password, a user with MFA on — or whom the corporate's policy
 * requires to have it — gets a pending challenge instead of a session: a random token (only its SHA-256 kept),
 * usable once within MFA_CHALLENGE_MINUTES, that reaches nothing but POST login/mfa (and login/mfa/enrol when the
 * user must enrol first). Wrong codes count in the sign-in throttle (ADR 0005).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  MFA_CHALLENGE_MINUTES,
  MFA_TEXT,
  type LoginResponse,
  type MfaChallengeResponse,
  type MfaSetupResponse,
} from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { ApiError, validationError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { confirmEnrolment, startEnrolment } from './mfa-enrol.ts';
import { mfaRequiredFor } from './mfa-policy.ts';
import { verifySecondFactor } from './mfa-verify.ts';
import { consumeChallenge, insertChallenge, liveChallenge, mfaOfUser, userById } from './repository.ts';
import { startSignedInSession } from './sign-in-session.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The pending step for a user whose password was right, or null when the password alone signs them in. */
export async function mfaChallengeFor(
  db: Db,
  user: User,
  ip: string,
  now: Date,
): Promise<MfaChallengeResponse | null> {
  const mfa = await mfaOfUser(db, user.id);
  const enabled = !!mfa?.confirmedAt;
  if (!enabled && !(await mfaRequiredFor(db, user))) return null;
  const challenge = randomBytes(32).toString('base64url');
  await insertChallenge(
    db,
    user.id,
    hashOf(challenge),
    now,
    new Date(now.getTime() + MFA_CHALLENGE_MINUTES * 60_000),
  );
  await audit(db, {
    action: 'login.mfa-challenge',
    at: now,
    userId: user.id,
    corporateId: user.corporateId,
    ip,
    details: { enrol: !enabled },
  });
  return { mfa: { challenge, enrol: !enabled } };
}

const expired = () => new ApiError('UNAUTHENTICATED', MFA_TEXT.challengeExpired);

/** The active user of a live challenge; 401 UNAUTHENTICATED (MFA_TEXT.challengeExpired) otherwise. */
async function challengeUser(db: Db, challenge: string, now: Date): Promise<User> {
  const userId = await liveChallenge(db, hashOf(challenge), now);
  const user = userId === null ? null : await userById(db, userId);
  if (!user || user.state !== 'active') throw expired();
  return user;
}

/** POST login/mfa/enrol: a new secret for the challenge's user, who must enrol (409 when MFA is already on). */
export async function loginMfaEnrol(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  challenge: string,
): Promise<MfaSetupResponse> {
  const now = deps.clock();
  const user = await challengeUser(deps.db, challenge, now);
  return startEnrolment({ db: deps.db, serverSecret: deps.config.jwtSecret }, user, now);
}

/**
 * POST login/mfa: the challenge and a TOTP or recovery code. Right: the challenge is used up and the session
 * starts (LoginResponse; with `recoveryCodes` when this step confirmed a forced enrolment). Wrong: 400 VALIDATION
 * on `code`, and the challenge stays for another try until the throttle locks (429). A used, expired or unknown
 * challenge: 401 UNAUTHENTICATED.
 */
export async function loginMfa(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  challenge: string,
  code: string,
  ip: string,
): Promise<LoginResponse & { recoveryCodes?: string[] }> {
  const { db } = deps;
  const now = deps.clock();
  const user = await challengeUser(db, challenge, now);
  const enrolling = !(await mfaOfUser(db, user.id))?.confirmedAt;
  const serverSecret = deps.config.jwtSecret;
  let recoveryCodes: string[] | undefined;
  if (enrolling) {
    recoveryCodes = await confirmEnrolment({ db, serverSecret }, user, code, now, ip);
  } else {
    const how = await verifySecondFactor({ db, serverSecret, user, code, now, ip, purpose: 'login' });
    if (!how) throw validationError(MFA_TEXT.codeInvalid, 'code');
  }
  if (!(await consumeChallenge(db, hashOf(challenge), now))) throw expired();
  const session = await startSignedInSession(deps, user, ip, now, { details: { mfa: true } });
  return recoveryCodes ? { ...session, recoveryCodes } : session;
}

/**
 * Session tokens: a JWT (HS256, jose) whose only job is to carry the session id (`sid`). The sessions row decides
 * whether it is alive (quality.md finding 3), so logout, idle timeout and password change take effect at once.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'rlc';
const AUDIENCE = 'rlc-app';
/** Absolute lifetime of a token, seconds (12 h); idle timeout is enforced much earlier by the session row. */
export const TOKEN_LIFETIME_S = 12 * 60 * 60;

/**
 * The HMAC key of `secret`, imported once: given the raw bytes, jose imports a CryptoKey on every sign and
 * verify, which was most of a request's authentication time (bench:summary profile).
 */
const keyCache = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let k = keyCache.get(secret);
  if (!k) {
    k = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keyCache.set(secret, k);
  }
  return k;
}

export async function signSessionToken(
  secret: string,
  sid: string,
  /** The token's subject: a staff user id, or `magic:<magicUserId>` for a customer (informational only). */
  userId: number | string,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_S)
    .sign(await key(secret));
}

/**
 * The session id in a valid token, or null for anything forged, expired or malformed. Every claim this module
 * signs is required: a token signed with the real key but without `exp`, or issued in the future (`iat` after
 * `now`, beyond a 5 s clock tolerance), or older than TOKEN_LIFETIME_S is refused (RFC 8725 §3.10; security
 * probe finding).
 */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      maxTokenAge: TOKEN_LIFETIME_S,
      clockTolerance: 5,
    });
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}

/** `Authorization: Bearer <jwt>` → the token, else null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m?.[1] ?? null;
}

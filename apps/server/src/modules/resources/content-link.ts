/**
 * The signed links of GET content/url/{name} (spec §7: "returns url and filename, and is opened in a new tab").
 * A new browser tab sends no Authorization header, so the URL itself carries the credential: a JWT (HS256, the
 * app's secret) naming the file and the caller's session, valid for `LINK_LIFETIME_S`. The file route accepts it
 * only while that session is alive, so signing out or being disabled ends the link too.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { ContentFileName } from '@rlc/shared';

/** How long a content link works, seconds (the web asks for a fresh one well before). */
export const LINK_LIFETIME_S = 60 * 60;
const ISSUER = 'rlc';
// Its own audience: a content link is never accepted as a session token, nor a session token here.
const AUDIENCE = 'rlc-content';

export async function signContentLink(
  secret: string,
  sid: string,
  file: ContentFileName,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid, file })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + LINK_LIFETIME_S)
    .sign(new TextEncoder().encode(secret));
}

/** The session id of a valid link token for `file`, or null (forged, expired, another file, malformed). */
export async function verifyContentLink(
  secret: string,
  token: string,
  file: ContentFileName,
  now: Date,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    return payload.file === file && typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}

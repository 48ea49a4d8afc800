/**
 * Seals TOTP secrets for the database (ADR 0018): AES-256-GCM under a key derived with HKDF-SHA-256 from the
 * server's signing secret (`JWT_SECRET` or `$DATA_DIR/jwt-secret`), so a copy of the database alone cannot make
 * codes. Sealed text: 'v1.' + base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'rlc mfa totp secret v1';

function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), INFO, 32));
}

/** `plain` sealed under `serverSecret`. */
export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The plain text of `sealed`; throws when it was sealed under another secret or was altered. */
export function openSecret(serverSecret: string, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

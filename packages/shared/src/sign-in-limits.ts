/**
 * The sign-in fields' length limits (limits.ts re-exports them), in a module without zod schemas: the log-in page
 * checks its fields with them (api/sign-in-rules.ts) and must not load zod for that.
 */
/** An e-mail address (RFC 5321 §4.5.3.1.3 path limit). */
export const EMAIL_MAX = 254;
/** A password: NIST SP 800-63B §5.1.1.2 asks to accept at least 64 characters; argon2 hashes any length. */
export const PASSWORD_MAX = 256;

/**
 * Fixed facts the browser tests share: the servers' ports (this suite's range is 3300–3399) and the demo
 * sign-ins seeded on every embedded database (DEMO_PASSWORD overrides the password).
 */
import { join } from 'node:path';

export const E2E_PORTS = { main: 3310, idle: 3311, rateLimit: 3312 } as const;

/**
 * The SMTP sink the main server sends its e-mail to (apps/server/scripts/smtp-sink.ts): SMTP on `smtp`, the
 * received messages as JSON at `http://127.0.0.1:<read>/messages` (the magic-link test reads its link there).
 */
export const SMTP_SINK = { smtp: 3318, read: 3319 } as const;

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-pass-2026';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  adviser: { email: 'adviser@demo.test', password: DEMO_PASSWORD },
  self: { email: 'self@demo.test', password: DEMO_PASSWORD },
  /** Community manager of Sunny Grove Village (no admin permission, no createCommunity). */
  manager: { email: 'manager@demo.test', password: DEMO_PASSWORD },
} as const;

/** Created by the operator CLI with --must-change before the main server starts (playwright.config.ts). */
/** The server's operator CLI; while it is missing, the forced-password-change test fails and says so. */
export const CREATE_USER_SCRIPT = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'apps/server/scripts/create-user.ts',
);

export const MUST_CHANGE_USER = {
  email: 'mustchange@demo.test',
  password: 'first-pass-2026',
  firstName: 'Casey',
} as const;

export const serverUrl = (port: number): string => `http://127.0.0.1:${port}`;

/** Created by the operator CLI before the main server starts; only the 'disagree' test signs in with it. */
export const NO_CONSENT_USER = {
  email: 'undecided@demo.test',
  password: 'undecided-pass-2026',
  firstName: 'Robin',
} as const;

/**
 * Created by the operator CLI before the main server starts; only mfa.spec.ts signs in with it: it sets MFA up,
 * makes new recovery codes, and has its MFA reset by the demo admin (ADR 0025).
 */
export const MFA_RESET_USER = {
  email: 'lostphone@demo.test',
  password: 'lost-phone-2026',
  firstName: 'Jordan',
} as const;

/**
 * An operator that starts empty: created by create-corporate.ts before the main server starts,
 * with no community, contract type or staff, only this first admin. operator-from-empty.spec.ts sets it up.
 */
export const EMPTY_CORPORATE = {
  name: 'Bayside Living',
  licenses: 3,
  admin: { email: 'admin@bayside.test', password: 'bayside-admin-2026', firstName: 'Morgan' },
} as const;

/** The operator CLI that creates a corporate with its four standard roles and first admin. */
export const CREATE_CORPORATE_SCRIPT = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'apps/server/scripts/create-corporate.ts',
);

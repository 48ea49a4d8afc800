/**
 * Runtime configuration from environment variables (the common env of the project), validated with zod.
 * Unset JWT_SECRET → a random secret persisted at `$DATA_DIR/jwt-secret` (see `ensureJwtSecret`).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION } from '@rlc/shared';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const EnvSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  SMTP_URL: optionalString,
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DEMO_SEED: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).default('demo-pass-2026')),
  MAX_IDLE_MIN: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(SESSION.maxIdleMin)),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('production')),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().default('apps/web/dist')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  MAIL_RETRY_DELAY_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
        'true, false, a hop count or addresses',
      )
      .default('false'),
  ),
  PDF_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(16).optional()),
  PDF_WARM_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(16).optional()),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default('Retirement Living Compare <no-reply@localhost>'),
  ),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Filled by `ensureJwtSecret` when JWT_SECRET is unset; `buildApp` refuses to start without it. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  demoSeed: boolean;
  demoPassword: string;
  /** Session idle timeout in minutes (decimals allowed, for tests). */
  maxIdleMin: number;
  nodeEnv: string;
  isDevelopment: boolean;
  webDist: string;
  logLevel: string;
  mailFrom: string;
  /** Seconds before an unsent e-mail is tried again (doubling after each failure; docs/adr/0013-mail-jobs.md). */
  mailRetryDelaySeconds: number;
  /**
   * Which proxies' X-Forwarded-For / -Proto to believe (Fastify `trustProxy`): false (default: the socket's
   * address is the client's), true (any), a hop count, or proxy addresses/CIDRs. Behind a reverse proxy set it,
   * or the sign-in throttle sees every client as the proxy's address and HSTS is never sent.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** PDF render threads (PDF_THREADS, 1–16); unset → one per core, 2 to 4 (reports' pdf/pool.ts). */
  pdfThreads: number | undefined;
  /** Render threads kept warm after start (PDF_WARM_THREADS, 0 to the thread count); unset → all. */
  pdfWarmThreads: number | undefined;
}

function parseTrustProxy(text: string): Config['trustProxy'] {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // The n proxies nearest to us are trusted (Fastify's numeric form, which its types do not admit).
    return (_address, hop) => hop < hops;
  }
  return text.split(',').map((a) => a.trim());
}

/** Parses the environment; throws an Error listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PDF_WARM_THREADS !== undefined && e.PDF_WARM_THREADS > (e.PDF_THREADS ?? e.PDF_WARM_THREADS)) {
    throw new Error('Invalid configuration:\n  PDF_WARM_THREADS: must not exceed PDF_THREADS');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
    demoSeed: e.DEMO_SEED === '1',
    demoPassword: e.DEMO_PASSWORD,
    maxIdleMin: e.MAX_IDLE_MIN,
    nodeEnv: e.NODE_ENV,
    isDevelopment: e.NODE_ENV === 'development',
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    mailFrom: e.MAIL_FROM,
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    pdfThreads: e.PDF_THREADS,
    pdfWarmThreads: e.PDF_WARM_THREADS,
  };
}

/**
 * Returns JWT_SECRET, or the random secret kept at `$DATA_DIR/jwt-secret` (created with mode 0600 on first start),
 * so tokens survive restarts without configuration. Several processes must share JWT_SECRET explicitly.
 */
export function ensureJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.resolve(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return (config.jwtSecret = stored);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return (config.jwtSecret = secret);
}

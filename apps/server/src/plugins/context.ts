/**
 * What every route can reach on `app`: the database, the configuration, the mailer, the clock (injectable so tests
 * can move time), and `background` for work that must finish before the app closes (e.g. e-mails sent after the
 * response so that their cost does not reveal whether an account exists).
 */
import type { JobQueue } from '../jobs/queue.ts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../modules/mail/index.ts';
import type { Principal } from '../modules/auth/index.ts';
import type { CustomerPrincipal } from '../modules/magic/index.ts';

export type Clock = () => Date;

export interface Background {
  /** Runs `task` without awaiting it; failures are logged; `app.close()` waits for it. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has settled (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * What use cases are given instead of the Fastify instance, so they run (and are tested) without HTTP. Each use
 * case takes the slice it needs, e.g. `deps: Pick<Deps, 'db' | 'clock'>`, plus the caller's principal.
 */
export interface Deps {
  db: Db;
  clock: Clock;
  config: Config & { jwtSecret: string };
  mailer: Mailer;
  background: Background;
  log: FastifyBaseLogger;
}

/** The app's dependencies as a plain object (routes pass it to use cases). */
export function depsOf(app: FastifyInstance): Deps {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    mailer: app.mailer,
    background: app.background,
    log: app.log,
  };
}

/** A signed-in staff user's request. */
export type StaffAuth = Principal & { sessionId: string };
/** A magic-link customer's request (docs/adr/0010-principal-kinds.md). */
export type CustomerAuth = CustomerPrincipal & { sessionId: string };
/** The signed-in caller of an authenticated request: narrow on `kind`. */
export type AuthContext = StaffAuth | CustomerAuth;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config & { jwtSecret: string };
    mailer: Mailer;
    clock: Clock;
    background: Background;
    /** The app's one pg-boss, shared by the modules' background queues (src/jobs/queue.ts). */
    jobQueue: JobQueue;
  }
  interface FastifyRequest {
    /** Set by the permission guard on every non-public route; null on public routes. */
    auth: AuthContext | null;
  }
}

export function createBackground(app: FastifyInstance): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const p = task()
        .catch((err: unknown) => app.log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/** `request.auth` on a route that declared a non-public permission (the guard guarantees it). */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new Error('route declared public but needs a session');
  return auth;
}

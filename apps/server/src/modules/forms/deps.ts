/** What the forms use cases are given (never the Fastify instance): the database and the clock. */
import type { Deps } from '../../plugins/context.ts';

export type FormDeps = Pick<Deps, 'db' | 'clock'>;

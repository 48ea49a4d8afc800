/** What the analytics use cases are given (never the Fastify instance): the database and the clock. */
import type { Deps } from '../../plugins/context.ts';

export type AnalyticsDeps = Pick<Deps, 'db' | 'clock'>;

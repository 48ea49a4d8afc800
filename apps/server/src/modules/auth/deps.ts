/** What the auth use cases are given (never the Fastify instance): `Deps` of src/plugins/context.ts, sliced. */
import type { Deps } from '../../plugins/context.ts';

export type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'background'>;

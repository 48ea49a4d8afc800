/** What the magic use cases are given (never the Fastify instance): `Deps` of src/plugins/context.ts, sliced. */
import type { Deps } from '../../plugins/context.ts';

export type MagicDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

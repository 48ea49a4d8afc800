/** What the resources use cases are given (never the Fastify instance), and who is asking. */
import type { HasPermissions } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';

export type ResourcesDeps = Pick<Deps, 'db' | 'clock'>;

/** A Principal satisfies it: the caller's user (and corporate) and permissions. */
export interface ResourcesCaller extends HasPermissions {
  user: { id: number; corporateId: number };
}

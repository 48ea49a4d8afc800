/** What the contracts use cases are given (never the Fastify instance). */
import type { Deps } from '../../plugins/context.ts';

export type ContractDeps = Pick<Deps, 'db' | 'clock'>;

/** Who is asking (a Principal satisfies it): the admin's user and corporate. */
export interface ContractCaller {
  user: { id: number; corporateId: number };
}

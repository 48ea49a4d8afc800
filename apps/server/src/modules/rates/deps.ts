/** What the rates use cases are given (never the Fastify instance). */
import type { Deps } from '../../plugins/context.ts';
import type { RerunJobs } from './jobs.ts';

/** Reading: the database and the clock. */
export type RatesDeps = Pick<Deps, 'db' | 'clock'>;
/** Starting a re-run also needs the job queue. */
export type RerunDeps = RatesDeps & { jobs: RerunJobs };

/** Who is asking (a Principal satisfies it): the admin's user and corporate. */
export interface RatesCaller {
  user: { id: number; corporateId: number };
}

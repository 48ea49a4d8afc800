/** What the report settings use cases are given (never the Fastify instance), and who is asking. */
import type { HasPermissions } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';

export type ReportSettingsDeps = Pick<Deps, 'db' | 'clock'>;

/** A Principal satisfies it: the caller's user, permissions and assigned communities (for the community scope). */
export interface ReportSettingsCaller extends HasPermissions {
  user: { id: number; corporateId: number };
  communityIds: readonly number[];
}

/**
 * Which analytics query a matched route is: each child route of /corporate/analytics carries its query's name in
 * its handle (routes.ts), so the screen knows it without parsing the path.
 */
import type { AnalyticsQueryName } from '@rlc/shared';

export const ANALYTICS_PATH = '/corporate/analytics';

export interface AnalyticsHandle {
  analyticsQuery?: AnalyticsQueryName;
}

/** The query of the deepest matched route that names one, else undefined. */
export function analyticsQueryOf(matches: readonly { handle?: unknown }[]): AnalyticsQueryName | undefined {
  return matches
    .map((m) => (m.handle as AnalyticsHandle | undefined)?.analyticsQuery)
    .filter((q) => q !== undefined)
    .at(-1);
}

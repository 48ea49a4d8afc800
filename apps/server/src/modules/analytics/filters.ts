/**
 * The packed filter set (@rlc/shared AnalyticsFilters) checked against the caller's sources and turned into the
 * repository's ReportFilters: an id the sources do not hold (unknown, another corporate's, outside the caller's
 * access) is 400, so a filter can only narrow what the caller sees; the scope itself is applied in SQL anyway.
 */
import { datesWindow, type AnalyticsFilters, type AnalyticsSourcesResponse } from '@rlc/shared';
import { unknownId } from './errors.ts';
import type { ReportFilters } from './repository.ts';

function checked(
  selection: { option: 'all' } | { option: 'selected'; selected: number[] },
  known: readonly { id: number }[],
  what: string,
  path: string,
): number[] | undefined {
  if (selection.option === 'all') return undefined;
  const ids = new Set(known.map((k) => k.id));
  const unknown = selection.selected.find((id) => !ids.has(id));
  if (unknown !== undefined) throw unknownId(what, unknown, `${path}.selected`);
  return selection.selected;
}

export function resolveFilters(
  filters: AnalyticsFilters,
  sources: AnalyticsSourcesResponse,
  callerId: number,
  now: Date,
): ReportFilters {
  const users =
    filters.users.option === 'self' ? [callerId] : checked(filters.users, sources.users, 'user', 'users');
  return {
    window: datesWindow(filters.dates, now) ?? undefined,
    userIds: users,
    roleIds: checked(filters.roles, sources.roles, 'role', 'roles'),
    communityIds: checked(filters.communities, sources.communities, 'community', 'communities'),
    states: filters.states.option === 'all' ? undefined : filters.states.selected,
    statuses: filters.reportStatus.option === 'all' ? undefined : filters.reportStatus.selected,
  };
}

/**
 * The Analytics screen's filters (spec §3.11 "Filters", §4 "Analytics") as the screen holds them, and their packing
 * into the body of POST analytics/query/:queryName (@rlc/shared AnalyticsFilters). On screen every list filter is a
 * selection where choosing nothing means "all"; users may also be "only my reports" (self), which is forced when the
 * caller is the only source user. Dates are all, a preset, or a from–to range of calendar days.
 */
import type {
  AnalyticsFiltersInput,
  AnalyticsSourcesResponse,
  AustralianState,
  DatePreset,
  FormStatusCode,
  ReportGrouping,
} from '@rlc/shared';

/** The dates control: 'all', a preset key, or 'range' with its two ISO days ('' while not given). */
export interface DatesChoice {
  option: 'all' | 'preset' | 'range';
  preset: DatePreset;
  from: string;
  to: string;
}

export interface FilterState {
  dates: DatesChoice;
  states: AustralianState[];
  /** Only the caller's own reports (spec "self"); when true `users` is ignored. */
  self: boolean;
  users: number[];
  roles: number[];
  communities: number[];
  reportStatus: FormStatusCode[];
  /** Rows of 'Reports by status'. */
  groupBy: ReportGrouping;
}

export const INITIAL_FILTERS: FilterState = {
  dates: { option: 'all', preset: 'thisMonth', from: '', to: '' },
  states: [],
  self: false,
  users: [],
  roles: [],
  communities: [],
  reportStatus: [],
  groupBy: 'adviser',
};

/** Spec §4: "If the only source user is the current user, the user filter is forced to self." */
export function forcedToSelf(sources: Pick<AnalyticsSourcesResponse, 'users'>, userId: number): boolean {
  return sources.users.length === 1 && sources.users[0]!.id === userId;
}

/** Why the date range cannot be used yet, or null when it can (or dates are not a range). */
export function rangeProblem(dates: DatesChoice): string | null {
  if (dates.option !== 'range') return null;
  if (!dates.from || !dates.to) return 'Choose both dates of the range.';
  if (dates.from > dates.to) return 'The start date must not be after the end date.';
  return null;
}

const chosen = <T>(selected: readonly T[]) =>
  selected.length === 0
    ? { option: 'all' as const }
    : { option: 'selected' as const, selected: [...selected] };

/**
 * The packed filter set for the server; null while the date range is incomplete or reversed (nothing to run).
 * `forceSelf` packs users as self whatever the state says.
 */
export function packFilters(state: FilterState, forceSelf = false): AnalyticsFiltersInput | null {
  if (rangeProblem(state.dates)) return null;
  const { dates } = state;
  return {
    dates:
      dates.option === 'all'
        ? { option: 'all' }
        : dates.option === 'preset'
          ? { option: 'preset', preset: dates.preset }
          : { option: 'range', from: dates.from, to: dates.to },
    states: chosen(state.states),
    users: forceSelf || state.self ? { option: 'self' } : chosen(state.users),
    roles: chosen(state.roles),
    communities: chosen(state.communities),
    reportStatus: chosen(state.reportStatus),
    groupBy: state.groupBy,
  };
}

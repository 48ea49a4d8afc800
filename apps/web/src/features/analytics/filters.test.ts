/** Packing the Analytics filters into the body of POST analytics/query (spec §3.11 "Filters", §4 forced self). */
import { describe, expect, it } from 'vitest';
import { AnalyticsFilters } from '@rlc/shared';
import { forcedToSelf, INITIAL_FILTERS, packFilters, rangeProblem, type FilterState } from './filters.ts';

const state = (over: Partial<FilterState>): FilterState => ({ ...INITIAL_FILTERS, ...over });

describe('packFilters', () => {
  it('packs nothing chosen as "all" everywhere, rows by adviser', () => {
    expect(packFilters(INITIAL_FILTERS)).toEqual({
      dates: { option: 'all' },
      states: { option: 'all' },
      users: { option: 'all' },
      roles: { option: 'all' },
      communities: { option: 'all' },
      reportStatus: { option: 'all' },
      groupBy: 'adviser',
    });
  });

  it('packs chosen values as selections, a preset by its key, and the server accepts the result', () => {
    const packed = packFilters(
      state({
        dates: { option: 'preset', preset: 'lastFinancialYear', from: '', to: '' },
        states: ['NSW', 'QLD'],
        users: [7],
        roles: [2, 3],
        communities: [11],
        reportStatus: ['BUY'],
        groupBy: 'month',
      }),
    );
    expect(packed).toEqual({
      dates: { option: 'preset', preset: 'lastFinancialYear' },
      states: { option: 'selected', selected: ['NSW', 'QLD'] },
      users: { option: 'selected', selected: [7] },
      roles: { option: 'selected', selected: [2, 3] },
      communities: { option: 'selected', selected: [11] },
      reportStatus: { option: 'selected', selected: ['BUY'] },
      groupBy: 'month',
    });
    expect(AnalyticsFilters.safeParse(packed).success).toBe(true);
  });

  it('packs "only my reports" as self, ignoring chosen users; forced self wins over the state', () => {
    expect(packFilters(state({ self: true, users: [7] }))?.users).toEqual({ option: 'self' });
    expect(packFilters(state({ self: false, users: [7] }), true)?.users).toEqual({ option: 'self' });
  });

  it('packs a complete range; an incomplete or reversed one packs nothing (nothing to run) and says why', () => {
    const range = (from: string, to: string) =>
      state({ dates: { option: 'range', preset: 'thisMonth', from, to } });
    expect(packFilters(range('2026-07-01', '2026-09-30'))?.dates).toEqual({
      option: 'range',
      from: '2026-07-01',
      to: '2026-09-30',
    });
    // One day is a range too: both ends are included.
    expect(packFilters(range('2026-07-01', '2026-07-01'))).not.toBeNull();
    expect(packFilters(range('2026-07-01', ''))).toBeNull();
    expect(rangeProblem(range('2026-07-01', '').dates)).toBe('Choose both dates of the range.');
    expect(packFilters(range('2026-09-30', '2026-07-01'))).toBeNull();
    expect(rangeProblem(range('2026-09-30', '2026-07-01').dates)).toBe(
      'The start date must not be after the end date.',
    );
  });
});

describe('forcedToSelf', () => {
  const user = (id: number) => ({ id, name: `U${id}`, roleId: 1, active: true });
  it('holds only when the caller is the one and only source user', () => {
    expect(forcedToSelf({ users: [user(5)] }, 5)).toBe(true);
    expect(forcedToSelf({ users: [user(5), user(6)] }, 5)).toBe(false);
    expect(forcedToSelf({ users: [user(6)] }, 5)).toBe(false);
    expect(forcedToSelf({ users: [] }, 5)).toBe(false);
  });
});

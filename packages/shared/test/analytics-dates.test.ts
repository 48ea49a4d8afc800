import { describe, expect, it } from 'vitest';
import { AnalyticsFilters, datesWindow, dayStart, presetRange, type DatePreset } from '../src/index.ts';

const all = (now: string) =>
  Object.fromEntries(
    (
      [
        'thisMonth',
        'lastMonth',
        'thisQuarter',
        'lastQuarter',
        'thisFinancialYear',
        'lastFinancialYear',
      ] as DatePreset[]
    ).map((p) => [p, presetRange(p, new Date(now))]),
  );

describe('analytics date presets (calendar days in Australia/Sydney)', () => {
  it('30 June 14:30 UTC is already 1 July 00:30 in Sydney (AEST, +10): the new month, quarter and financial year', () => {
    expect(all('2026-06-30T14:30:00Z')).toEqual({
      thisMonth: { from: '2026-07-01', to: '2026-07-31' },
      lastMonth: { from: '2026-06-01', to: '2026-06-30' },
      thisQuarter: { from: '2026-07-01', to: '2026-09-30' },
      lastQuarter: { from: '2026-04-01', to: '2026-06-30' },
      // 1 July starts the financial year 2026–27, which ends on 30 June 2027.
      thisFinancialYear: { from: '2026-07-01', to: '2027-06-30' },
      lastFinancialYear: { from: '2025-07-01', to: '2026-06-30' },
    });
  });

  it('one second before (30 June 23:59:59 in Sydney) is still the old quarter and financial year', () => {
    expect(all('2026-06-30T13:59:59Z')).toEqual({
      thisMonth: { from: '2026-06-01', to: '2026-06-30' },
      lastMonth: { from: '2026-05-01', to: '2026-05-31' },
      thisQuarter: { from: '2026-04-01', to: '2026-06-30' },
      lastQuarter: { from: '2026-01-01', to: '2026-03-31' },
      thisFinancialYear: { from: '2025-07-01', to: '2026-06-30' },
      lastFinancialYear: { from: '2024-07-01', to: '2025-06-30' },
    });
  });

  it('in January the last month and quarter are in the year before, the financial year began the July before', () => {
    expect(all('2026-01-15T00:00:00Z')).toEqual({
      thisMonth: { from: '2026-01-01', to: '2026-01-31' },
      lastMonth: { from: '2025-12-01', to: '2025-12-31' },
      thisQuarter: { from: '2026-01-01', to: '2026-03-31' },
      lastQuarter: { from: '2025-10-01', to: '2025-12-31' },
      thisFinancialYear: { from: '2025-07-01', to: '2026-06-30' },
      lastFinancialYear: { from: '2024-07-01', to: '2025-06-30' },
    });
  });

  it('February of a leap year ends on the 29th', () => {
    expect(presetRange('lastMonth', new Date('2028-03-10T00:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});

describe('days as instants', () => {
  it('a day starts at midnight in Sydney: UTC+10 in winter, UTC+11 in summer, also on the days the clock changes', () => {
    expect(dayStart('2026-07-01').toISOString()).toBe('2026-06-30T14:00:00.000Z');
    expect(dayStart('2026-01-01').toISOString()).toBe('2025-12-31T13:00:00.000Z');
    // Summer time starts on Sunday 4 October 2026 at 2 am: that day's midnight is still +10, the next day's +11.
    expect(dayStart('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(dayStart('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z');
    // It ends on Sunday 5 April 2026 at 3 am: that day's midnight is still +11, the next day's +10.
    expect(dayStart('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(dayStart('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });

  it('a range includes its last day: until is the start of the day after', () => {
    const w = datesWindow({ option: 'range', from: '2026-07-01', to: '2026-07-31' }, new Date());
    expect(w).toEqual({ from: new Date('2026-06-30T14:00:00Z'), until: new Date('2026-07-31T14:00:00Z') });
    expect(datesWindow({ option: 'all' }, new Date())).toBeNull();
  });

  it('a preset is taken on the day of now: this financial year on 1 July 2026 in Sydney', () => {
    const w = datesWindow(
      { option: 'preset', preset: 'thisFinancialYear' },
      new Date('2026-06-30T14:30:00Z'),
    );
    expect(w).toEqual({ from: new Date('2026-06-30T14:00:00Z'), until: new Date('2027-06-30T14:00:00Z') });
  });
});

describe('the packed filter set', () => {
  it("defaults every filter to all, and Reports by status's rows to advisers", () => {
    expect(AnalyticsFilters.parse({})).toEqual({
      dates: { option: 'all' },
      states: { option: 'all' },
      users: { option: 'all' },
      roles: { option: 'all' },
      communities: { option: 'all' },
      reportStatus: { option: 'all' },
      groupBy: 'adviser',
    });
    expect(AnalyticsFilters.parse({ groupBy: 'month' }).groupBy).toBe('month');
    expect(AnalyticsFilters.safeParse({ groupBy: 'postcode' }).success).toBe(false);
  });

  it('refuses an empty selection, an unknown state, a range ending before it starts', () => {
    expect(AnalyticsFilters.safeParse({ communities: { option: 'selected', selected: [] } }).success).toBe(
      false,
    );
    expect(AnalyticsFilters.safeParse({ states: { option: 'selected', selected: ['XYZ'] } }).success).toBe(
      false,
    );
    expect(
      AnalyticsFilters.safeParse({ dates: { option: 'range', from: '2026-02-01', to: '2026-01-31' } })
        .success,
    ).toBe(false);
  });
});

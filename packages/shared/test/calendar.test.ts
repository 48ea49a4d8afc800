import { describe, expect, it } from 'vitest';
import { calendarDayIn, formatDate, formatDateTime, formatInstant, isTimeZone } from '../src/index.ts';

describe('calendar day and time of day in Australia/Sydney', () => {
  it('22:00 UTC on 19 Sep 2026 is 8 am on 20 Sep in Sydney (AEST, +10)', () => {
    const at = new Date('2026-09-19T22:00:00Z');
    expect(calendarDayIn(at)).toBe('2026-09-20');
    expect(formatDate(at)).toBe('20/09/2026');
    expect(formatDateTime('2026-09-19T22:00:00Z')).toBe('20/09/2026, 8:00 am');
  });

  it('in June (AEST, +10) midnight in Sydney is 14:00 UTC: 13:59 is still the day before', () => {
    expect(calendarDayIn(new Date('2026-06-15T13:59:00Z'))).toBe('2026-06-15');
    expect(calendarDayIn(new Date('2026-06-15T14:00:00Z'))).toBe('2026-06-16');
  });

  it('the financial year turns at midnight on 1 July in Sydney (30 Jun 14:00 UTC)', () => {
    expect(calendarDayIn(new Date('2026-06-30T13:59:59Z'))).toBe('2026-06-30');
    expect(calendarDayIn(new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01');
  });

  it('daylight saving: from the first Sunday of October (4 Oct 2026) Sydney is +11, until the first Sunday of April', () => {
    // Clocks go forward at 2 am AEST on 4 Oct 2026 (16:00 UTC on 3 Oct); midnight on 5 Oct is then 13:00 UTC on 4 Oct.
    expect(calendarDayIn(new Date('2026-10-04T12:59:00Z'))).toBe('2026-10-04');
    expect(calendarDayIn(new Date('2026-10-04T13:00:00Z'))).toBe('2026-10-05');
    expect(formatDateTime('2026-10-03T16:00:00Z')).toBe('04/10/2026, 3:00 am');
    // Clocks go back at 3 am AEDT on 5 Apr 2026 (16:00 UTC on 4 Apr): 15:59 UTC is 2:59 am AEDT, 16:00 is 2:00 am AEST.
    expect(formatDateTime('2026-04-04T15:59:00Z')).toBe('05/04/2026, 2:59 am');
    expect(formatDateTime('2026-04-04T16:00:00Z')).toBe('05/04/2026, 2:00 am');
    // Midnight on 6 Apr (AEST, +10) is 14:00 UTC on 5 Apr.
    expect(calendarDayIn(new Date('2026-04-05T13:59:00Z'))).toBe('2026-04-05');
    expect(calendarDayIn(new Date('2026-04-05T14:00:00Z'))).toBe('2026-04-06');
  });

  it('a calendar day is shown as it is, and another zone can be asked for', () => {
    expect(formatDate('2026-09-20')).toBe('20/09/2026');
    // 22:00 UTC is 6 am the next day in Perth (+8, no daylight saving).
    expect(formatInstant(new Date('2026-09-19T22:00:00Z'), { timeZone: 'Australia/Perth', time: true })).toBe(
      '20/09/2026, 6:00 am',
    );
    expect(isTimeZone('Australia/Perth')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
  });
});

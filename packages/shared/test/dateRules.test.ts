import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, MESSAGES, checkDmyDate, todayIso } from '../src/index.ts';

// A fixed "today" so the rules can be checked by hand: 21 Nov 2026 → minimum year 2026 − 150 = 1876.
const today = '2026-11-21';

describe('checkDmyDate (spec §5 dates)', () => {
  it('turns dd/mm/yyyy into ISO', () => {
    expect(checkDmyDate('02/03/1948', { today })).toEqual({ ok: true, iso: '1948-03-02' });
    expect(checkDmyDate('2/3/1948', { today })).toEqual({ ok: true, iso: '1948-03-02' });
  });
  it('checks months 1–12 and the days of each month, with leap years', () => {
    expect(checkDmyDate('29/02/1948', { today })).toEqual({ ok: true, iso: '1948-02-29' }); // divisible by 4
    // A date-shaped text that is no date says why (the format is right; the day or month does not exist).
    expect(checkDmyDate('29/02/1947', { today })).toEqual({ ok: false, error: 'February 1947 has 28 days.' });
    expect(checkDmyDate('29/02/1900', { today })).toEqual({ ok: false, error: 'February 1900 has 28 days.' }); // century
    expect(checkDmyDate('29/02/2000', { today })).toEqual({ ok: true, iso: '2000-02-29' }); // 400-year rule
    expect(checkDmyDate('31/04/1950', { today })).toEqual({ ok: false, error: 'April 1950 has 30 days.' });
    expect(checkDmyDate('00/04/1950', { today })).toEqual({ ok: false, error: 'April 1950 has 30 days.' });
    // Month first (US order): month 13 does not exist, and the message names the order expected.
    expect(checkDmyDate('01/13/1950', { today })).toEqual({
      ok: false,
      error: 'There is no month 13: enter the date as dd/mm/yyyy.',
    });
    expect(checkDmyDate('12/1950', { today })).toEqual({ ok: false, error: DATE_FORMAT_MESSAGE });
    expect(checkDmyDate('1950-01-01', { today })).toEqual({ ok: false, error: DATE_FORMAT_MESSAGE });
  });
  it('refuses years before the minimum (default 150 years ago) with the spec message', () => {
    expect(checkDmyDate('31/12/1875', { today })).toEqual({ ok: false, error: 'Date must be after 1876' });
    expect(checkDmyDate('01/01/1876', { today })).toEqual({ ok: true, iso: '1876-01-01' });
    // The alternative minimum of 80 years ago: 2026 − 80 = 1946.
    expect(checkDmyDate('01/06/1945', { today, minYear: 1946 })).toEqual({
      ok: false,
      error: MESSAGES.validation.dateAfter(1946),
    });
  });
  it('refuses today and later with "Date cannot be in the future."', () => {
    expect(checkDmyDate('21/11/2026', { today })).toEqual({
      ok: false,
      error: 'Date cannot be in the future.',
    });
    expect(checkDmyDate('01/01/2030', { today })).toEqual({
      ok: false,
      error: 'Date cannot be in the future.',
    });
    expect(checkDmyDate('20/11/2026', { today })).toEqual({ ok: true, iso: '2026-11-20' });
    expect(checkDmyDate('01/01/2030', { today, allowFuture: true })).toEqual({ ok: true, iso: '2030-01-01' });
  });
  it('empty is "no date" unless required', () => {
    expect(checkDmyDate('  ', { today })).toEqual({ ok: true, iso: null });
    expect(checkDmyDate('', { today, required: true })).toEqual({ ok: false, error: 'Required.' });
  });
  it('todayIso reads the calendar day in Sydney, not the machine’s zone', () => {
    // 5 Jan is daylight time in Sydney (AEDT, UTC+11): 12:59 UTC is 11:59 pm on the 5th, 13:00 UTC midnight on the 6th.
    expect(todayIso(new Date(Date.UTC(2026, 0, 5, 12, 59)))).toBe('2026-01-05');
    expect(todayIso(new Date(Date.UTC(2026, 0, 5, 13, 0)))).toBe('2026-01-06');
  });
});

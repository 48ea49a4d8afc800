/** ISO calendar dates (`YYYY-MM-DD`), validated as real dates, and the date arithmetic the projections need. */
import { z } from 'zod';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeap(y) ? 29 : (DAYS_IN_MONTH[m - 1] ?? 0);
}

/**
 * True when `s` is `YYYY-MM-DD` and names a real calendar day (leap years included). Years before 100 are
 * rejected, as they always were (the former `Date.UTC` round trip read them as 19xx). Plain arithmetic, no Date
 * object: every date of every form is checked on each comparison.
 */
export function isIsoDate(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return y >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(y, month);
}

/** Days since 1970-01-01 of a valid ISO date (proleptic Gregorian; H. Hinnant's days_from_civil). */
function dayNumber(s: string): number {
  const m = Number(s.slice(5, 7));
  const y = Number(s.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + Number(s.slice(8, 10)) - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** zod schema of an ISO date string. */
export const IsoDate = z.string().refine(isIsoDate, { message: 'Expected a date as YYYY-MM-DD' });

/** `date` plus whole `years` (29 Feb → 28 Feb in a common year, as a lease anniversary would fall). */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(4);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  // String arithmetic (no Date objects): only 29 February can fail to exist in the target year.
  return `${String(y).padStart(4, '0')}${md === '-02-29' && !leap ? '-02-28' : md}`;
}

/**
 * Years between two ISO dates as days / 365.25 (negative when `to` is earlier). Valid dates take a day count
 * (the same milliseconds `Date.parse` gives, without parsing); anything else goes through `Date.parse`.
 */
export function yearsBetween(from: string, to: string): number {
  const a = dayNumberOf(from);
  const b = dayNumberOf(to);
  const ms =
    Number.isNaN(a) || Number.isNaN(b)
      ? Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)
      : (b - a) * 86_400_000;
  return ms / (86_400_000 * 365.25);
}

/** Day numbers of the dates seen (NaN: not a valid ISO date); projections ask for the same few dates. Bounded. */
const dayNumbers = new Map<string, number>();

function dayNumberOf(s: string): number {
  let n = dayNumbers.get(s);
  if (n === undefined) {
    if (dayNumbers.size >= 10_000) dayNumbers.clear();
    dayNumbers.set(s, (n = isIsoDate(s) ? dayNumber(s) : NaN));
  }
  return n;
}

/** Completed years of age on `on` for someone born on `dob`. */
export function ageOn(dob: string, on: string): number {
  let age = Number(on.slice(0, 4)) - Number(dob.slice(0, 4));
  if (on.slice(5) < dob.slice(5)) age -= 1;
  return age;
}

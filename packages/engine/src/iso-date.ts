/** ISO calendar dates (`YYYY-MM-DD`), validated as real dates, and the date arithmetic the projections need. */
import { z } from 'zod';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `s` is `YYYY-MM-DD` and names a real calendar day (leap years included). */
export function isIsoDate(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
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

/** Years between two ISO dates as days / 365.25 (negative when `to` is earlier). */
export function yearsBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (86_400_000 * 365.25);
}

/** Completed years of age on `on` for someone born on `dob`. */
export function ageOn(dob: string, on: string): number {
  let age = Number(on.slice(0, 4)) - Number(dob.slice(0, 4));
  if (on.slice(5) < dob.slice(5)) age -= 1;
  return age;
}

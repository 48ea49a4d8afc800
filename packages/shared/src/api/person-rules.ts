/**
 * The person rules of issue 14 ("Sensible bounds") as plain functions, in a module without zod: a date of birth
 * (after 1900, an age of at least 50), a date that has happened, an Australian phone number. The web forms show
 * their messages beside the field; input-bounds.ts wraps the same functions as the request schemas' checks, so the
 * screen and the server cannot disagree.
 */
import { formatDate } from '../format.ts';
import { MESSAGES } from '../messages.ts';

/** A date of birth must be after this year (spec §5 message 'Date must be after 1900'). */
export const BIRTH_YEAR_AFTER = 1900;
/** The youngest age a retirement-living report is for: retirement villages take residents from 55, land lease from 50. */
export const MIN_CUSTOMER_AGE = 50;

/**
 * "Today" on the server for "not in the future": the calendar date in the easternmost time zone (UTC+14), so a
 * date that is already today for an adviser anywhere (Australian dates run up to 11 hours ahead of UTC) is not
 * refused as tomorrow. The browser uses its own local today (`todayIso`).
 */
export function latestTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The latest birth date giving `age` years on `today` (ISO; 29 Feb maps past 28 Feb by string order). */
export function latestBirthDateForAge(today: string, age: number): string {
  return `${Number(today.slice(0, 4)) - age}${today.slice(4)}`;
}

/**
 * A date of birth (ISO) against `today` (ISO): after 1900 ('Date must be after 1900'), not today or later
 * ('Date cannot be in the future.'), and an age of at least 50. Returns the message or null.
 */
export function birthDateError(iso: string, today: string): string | null {
  if (Number(iso.slice(0, 4)) <= BIRTH_YEAR_AFTER) return MESSAGES.validation.dateAfter(BIRTH_YEAR_AFTER);
  if (iso >= today) return MESSAGES.validation.dateInFuture;
  const latest = latestBirthDateForAge(today, MIN_CUSTOMER_AGE);
  if (iso > latest) {
    const shown = /^\d{4}-02-29$/.test(latest) ? `${latest.slice(0, 4)}-02-28` : latest;
    return `Must be at least ${MIN_CUSTOMER_AGE} years old (born on or before ${formatDate(shown)}).`;
  }
  return null;
}

/** A date that has happened (a purchase): `iso` after `today` → 'Date cannot be in the future.', else null. */
export function pastDateError(iso: string, today: string): string | null {
  return iso > today ? MESSAGES.validation.dateInFuture : null;
}

export const PHONE_MESSAGE =
  'Enter an Australian phone number, e.g. 0412 345 678, (02) 9876 5432 or 1300 123 456.';
/** Longest phone text taken: "+61 (0)4 1234 5678" with room for spacing. */
export const PHONE_MAX = 30;

/**
 * An Australian phone number (ACMA numbering plan): a mobile or a landline, 0 + area/mobile digit 2, 3, 4, 7 or 8 +
 * 8 digits ("0412 345 678", "(02) 9876 5432"), or the same with +61 instead of the 0 ("+61 412 345 678", "+61 (0)2
 * 9876 5432"); a 1300 / 1800 number (10 digits) or a 13 number (6 digits). Spaces, hyphens, dots and brackets
 * between digits are fine. Empty is allowed (the phone is optional).
 */
export function isAustralianPhone(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\(0\)/, '').replace(/[^\d+]/g, '');
  return /^(?:0|\+61)[23478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}

/**
 * Spec §5 date rules for typed dates (dd/mm/yyyy): a real calendar date (months 1–12, leap years), not before
 * the minimum year (default 150 years ago, alternative 80), and not today or later. Used by the web DateInput on
 * blur and by anything that validates a typed date; messages are the spec's (MESSAGES.validation).
 */
import { calendarDayIn } from '../calendar.ts';
import { MESSAGES } from '../messages.ts';
import { parseDmy } from '../format.ts';

/** Spec §9: default minimum date age 150 years, alternative 80. */
export const MIN_DATE_AGE_YEARS = { default: 150, alternative: 80 } as const;

/** The spec gives no text for a malformed date; this one names the expected format. */
export const DATE_FORMAT_MESSAGE = 'Enter the date as dd/mm/yyyy.';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Why text shaped like dd/mm/yyyy is still not a date, in the reader's terms: "February 2023 has 28 days." for
 * 29/02/2023, "There is no month 13: enter the date as dd/mm/yyyy." for 01/13/1950 (a month-first date). Null
 * when the text is not of that shape (the format message then applies) or is a real date.
 */
export function impossibleDateMessage(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `There is no month ${month}: enter the date as dd/mm/yyyy.`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${year} has ${days} days.`;
  return null;
}

export type DateCheck = { ok: true; iso: string | null } | { ok: false; error: string };

export interface DateRuleOptions {
  /** Today as ISO YYYY-MM-DD (local calendar day); defaults to the machine's today. */
  today?: string;
  /** Earliest allowed year; defaults to today's year − 150. */
  minYear?: number;
  /** Empty text is an error ('Required.') instead of "no date". */
  required?: boolean;
  /** Allow today and later dates (the spec forbids them for birth dates; other screens may not). */
  allowFuture?: boolean;
}

/**
 * Today as ISO YYYY-MM-DD: the calendar day in Australia/Sydney (the product's dates are Australian), whatever the
 * browser's or the server's own zone.
 */
export function todayIso(now: Date = new Date()): string {
  return calendarDayIn(now);
}

/**
 * Checks typed dd/mm/yyyy text. Empty → `{ ok: true, iso: null }` unless required.
 * Returns the ISO date when valid, else the first failing rule's message in the spec's order.
 */
export function checkDmyDate(text: string, options: DateRuleOptions = {}): DateCheck {
  const today = options.today ?? todayIso();
  const trimmed = text.trim();
  if (!trimmed)
    return options.required ? { ok: false, error: MESSAGES.validation.required } : { ok: true, iso: null };
  const iso = parseDmy(trimmed);
  if (!iso) return { ok: false, error: impossibleDateMessage(trimmed) ?? DATE_FORMAT_MESSAGE };
  const minYear = options.minYear ?? Number(today.slice(0, 4)) - MIN_DATE_AGE_YEARS.default;
  if (Number(iso.slice(0, 4)) < minYear) return { ok: false, error: MESSAGES.validation.dateAfter(minYear) };
  // ISO strings compare as dates; "today or later" is in the future for a birth date.
  if (!options.allowFuture && iso >= today) return { ok: false, error: MESSAGES.validation.dateInFuture };
  return { ok: true, iso };
}

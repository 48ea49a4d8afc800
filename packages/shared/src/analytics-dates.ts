/**
 * The analytics date filter as calendar days and as instants. Calendar days are those of
 * ANALYTICS_TIME_ZONE (the operators are Australian; the app's clock is UTC), so "this month" on 1 July 08:00 in
 * Sydney (30 June 22:00 UTC) is July. The financial year runs 1 July to 30 June; quarters are calendar quarters
 * (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec), each the first day to the last day, both included.
 */
import type { DatePreset, DatesFilter } from './api/analytics.ts';

export const ANALYTICS_TIME_ZONE = 'Australia/Sydney';

/** Calendar days, ISO YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
/** Last day of month `m` (1–12) of year `y`. */
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** Year and month (1–12) `n` months after y-m (n may be negative). */
const addMonths = (y: number, m: number, n: number): [number, number] => {
  const i = y * 12 + (m - 1) + n;
  return [Math.floor(i / 12), (i % 12) + 1];
};
const months = (y: number, m: number, count: number): DayRange => {
  const [ey, em] = addMonths(y, m, count - 1);
  return { from: iso(y, m, 1), to: iso(ey, em, lastDay(ey, em)) };
};

/** The calendar day (y, m 1–12, d) of `instant` in `timeZone`. */
export function localDay(instant: Date, timeZone = ANALYTICS_TIME_ZONE): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return [get('year'), get('month'), get('day')];
}

/** The days of `preset` as seen on `now`'s calendar day in `timeZone`. */
export function presetRange(preset: DatePreset, now: Date, timeZone = ANALYTICS_TIME_ZONE): DayRange {
  const [y, m] = localDay(now, timeZone);
  const quarterStart = m - ((m - 1) % 3);
  // The financial year holding month m starts on 1 July of this year from July, else of the year before.
  const fyStart = m >= 7 ? y : y - 1;
  switch (preset) {
    case 'thisMonth':
      return months(y, m, 1);
    case 'lastMonth':
      return months(...addMonths(y, m, -1), 1);
    case 'thisQuarter':
      return months(y, quarterStart, 3);
    case 'lastQuarter':
      return months(...addMonths(y, quarterStart, -3), 3);
    case 'thisFinancialYear':
      return months(fyStart, 7, 12);
    case 'lastFinancialYear':
      return months(fyStart - 1, 7, 12);
  }
}

/** Minutes `timeZone` is ahead of UTC at `instant` (Sydney: 600 or 660). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant day `isoDay` starts in `timeZone` (midnight there; Sydney's clock changes at 2 or 3 am, so midnight
 * always exists), e.g. '2026-07-01' → 2026-06-30T14:00:00Z.
 */
export function dayStart(isoDay: string, timeZone = ANALYTICS_TIME_ZONE): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // The offset at the guess may differ from the one at the answer near a clock change: look again there.
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The day after an ISO day (YYYY-MM-DD). */
export const nextDay = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The window of a dates filter as instants, `from` included and `until` excluded; null for 'all'. Calendar days
 * are ANALYTICS_TIME_ZONE's; presets are taken on `now`'s day.
 */
export function datesWindow(
  filter: DatesFilter,
  now: Date,
  timeZone = ANALYTICS_TIME_ZONE,
): { from: Date; until: Date } | null {
  if (filter.option === 'all') return null;
  const days = filter.option === 'preset' ? presetRange(filter.preset, now, timeZone) : filter;
  return { from: dayStart(days.from, timeZone), until: dayStart(nextDay(days.to), timeZone) };
}

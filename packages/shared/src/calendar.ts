/**
 * Calendar days and times of day as Australians read them: in an IANA time zone (default Australia/Sydney),
 * never the UTC day, so a report made at 8 am in Sydney on 20 Sep 2026 (22:00 UTC on 19 Sep) is dated
 * 20/09/2026. Uses Intl with `timeZone` (full ICU in Node and browsers); dates that are already calendar days
 * (ISO YYYY-MM-DD) never pass through a Date.
 */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, withTime: boolean) {
  let f = map.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
    });
    map.set(timeZone, f);
  }
  return f;
}

function parts(instant: Date, timeZone: string, withTime: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of cached(withTime ? timeFormats : dayFormats, timeZone, withTime).formatToParts(instant))
    out[p.type] = p.value;
  return out;
}

/**
 * The calendar day holding `instant` in `timeZone`, as ISO YYYY-MM-DD.
 * @throws RangeError for an unknown time zone name or an invalid Date.
 */
export function calendarDayIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = parts(instant, timeZone, false);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * An instant as dd/mm/yyyy in `timeZone`, or with `time` as "dd/mm/yyyy, h:mm am" (e.g. "20/09/2026, 8:00 am").
 * @throws RangeError for an unknown time zone name or an invalid Date.
 */
export function formatInstant(instant: Date, opts: { time?: boolean; timeZone?: string } = {}): string {
  const p = parts(instant, opts.timeZone ?? DEFAULT_TIME_ZONE, opts.time === true);
  const day = `${p.day}/${p.month}/${p.year}`;
  return opts.time ? `${day}, ${p.hour}:${p.minute} ${p.dayPeriod}` : day;
}

/** Whether `name` is an IANA time zone Intl knows (e.g. 'Australia/Perth'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The magic link's expiry text (spec §4) without the schemas of the magic calls (magic.ts re-exports it): Home's
 * list reads it on every first load, and a module with zod schemas would bring zod with it.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/**
 * The expiry text of spec §4 "Magic forms": 'Expired! Need Refresh' once `expiresAt` has passed, otherwise
 * 'Expires' plus the countdown: N days when more than 2 days remain, 'N days, M hours' for 1 to 2 days, then
 * hours, then minutes, and 'less than 1 min' at the end (whole units, rounded down). Refresh it every 60 s.
 * The spec's shapes in grammatical English: 'day' and 'hour' for 1, 'days' and 'hours' otherwise ('1 day,
 * 12 hours', '2 days, 1 hour', '0 hours'); 'min' is an abbreviation, the same for any number ('1 min', '5 min'),
 * as in the spec's 'less than 1 min'.
 *
 *   magicExpiryText('2026-01-10T00:00:00Z', new Date('2026-01-01T00:00:00Z'))  // 'Expires 9 days'
 *   magicExpiryText('2026-01-02T12:00:00Z', new Date('2026-01-01T00:00:00Z'))  // 'Expires 1 day, 12 hours'
 *   magicExpiryText('2026-01-01T00:05:00Z', new Date('2026-01-01T00:00:00Z'))  // 'Expires 5 min'
 */
export function magicExpiryText(expiresAt: string | Date, now: Date): string {
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return MAGIC_EXPIRY_TEXT.expired;
  const { day, days, hour, hours, mins } = MAGIC_EXPIRY_TEXT;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  let countdown: string;
  if (left > 2 * DAY_MS) countdown = count(Math.floor(left / DAY_MS), day, days);
  else if (left >= DAY_MS) {
    const n = Math.floor(left / DAY_MS);
    countdown = `${count(n, day, days)}, ${count(Math.floor((left - n * DAY_MS) / HOUR_MS), hour, hours)}`;
  } else if (left >= HOUR_MS) countdown = count(Math.floor(left / HOUR_MS), hour, hours);
  else if (left >= MINUTE_MS) countdown = `${Math.floor(left / MINUTE_MS)} ${mins}`;
  else countdown = MAGIC_EXPIRY_TEXT.lessThanMinute;
  return `${MAGIC_EXPIRY_TEXT.expires} ${countdown}`;
}

/** Spec §4 words of the expiry text. */
export const MAGIC_EXPIRY_TEXT = {
  expired: 'Expired! Need Refresh',
  expires: 'Expires',
  lessThanMinute: 'less than 1 min',
  day: 'day',
  days: 'days',
  hour: 'hour',
  hours: 'hours',
  mins: 'min',
} as const;

/**
 * Form list time-ago text (spec §4 "Magic forms"/list: days above 2, then hours, then minutes, otherwise
 * 'just now'; refreshed every 60 s by the list). Pure: `now` is passed in.
 * Examples: 3 days 1 hour → '3 days ago'; exactly 2 days → '48 hours ago'; 59 s → 'just now'.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function timeAgo(iso: string, now: number): string {
  const elapsed = now - new Date(iso).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed > 2 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed >= HOUR) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed >= MINUTE) return plural(Math.floor(elapsed / MINUTE), 'minute');
  return 'just now';
}

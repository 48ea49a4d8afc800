import { formatInstant } from './calendar.ts';

/** AUD and date formatting shared by the web app and PDF reports (spec §9 "Numbers and formatting"). */
const aud = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const audWhole = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/** Dollars → "$1,234.50". `dashZero` shows 0 as "-" as some of the spec's formats do. */
export function formatAud(dollars: number, opts: { whole?: boolean; dashZero?: boolean } = {}): string {
  if (opts.dashZero && dollars === 0) return '-';
  return (opts.whole ? audWhole : aud).format(dollars);
}

/** Fraction → "12.50%" (percent scale 100, 2 decimals). */
export function formatPercent(fraction: number, decimals = 2): string {
  return `${(fraction * 100).toFixed(decimals)}%`;
}

/** A contract's repayment timeline in months (spec §4: "0 is shown as 'When sold'. Otherwise … in months"). */
export function formatRepaymentTimeline(months: number): string {
  return months === 0 ? 'When sold' : `${months} month${months === 1 ? '' : 's'} after leaving`;
}

/**
 * A calendar day (ISO YYYY-MM-DD, shown as it is) or an instant (Date or ISO timestamp, shown as its day in
 * Australia/Sydney, not the UTC day) → dd/mm/yyyy.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  return formatInstant(typeof value === 'string' ? new Date(value) : value);
}

/** An instant (Date or ISO timestamp) as "dd/mm/yyyy, h:mm am" in Australia/Sydney. */
export function formatDateTime(value: string | Date): string {
  return formatInstant(typeof value === 'string' ? new Date(value) : value, { time: true });
}

/** dd/mm/yyyy → ISO YYYY-MM-DD, or null when it is not a real calendar date (leap years checked). */
export function parseDmy(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A change in dollars with its sign: "+$956.80", "−$1,200.00" (true minus sign), "no change" for less than a
 * cent. `whole` rounds to whole dollars. (Here, not in api/rates-change.ts, so Home's list loads no zod.)
 */
export function formatAudChange(delta: number, opts: { whole?: boolean } = {}): string {
  const rounded = opts.whole ? Math.round(delta) : Math.round(delta * 100) / 100;
  if (Math.abs(rounded) < 0.005) return 'no change';
  const amount = formatAud(Math.abs(rounded), opts.whole ? { whole: true } : {});
  return `${rounded > 0 ? '+' : '\u2212'}${amount}`;
}

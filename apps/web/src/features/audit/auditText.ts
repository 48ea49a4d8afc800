/**
 * How an audit entry reads on the Audit log screen: the instant in Sydney time (the corporate's reports and
 * analytics use its calendar), and the details as "key: value" pairs. Details hold ids and facts only (the server
 * never writes passwords, tokens or customers' personal data there).
 */
import { ANALYTICS_TIME_ZONE } from '@rlc/shared';

const WHEN = new Intl.DateTimeFormat('en-AU', {
  timeZone: ANALYTICS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** ISO instant → "dd/mm/yyyy, hh:mm:ss" in Sydney. */
export function auditWhen(iso: string): string {
  return WHEN.format(new Date(iso));
}

/** { reason: 'x', ids: [1, 2] } → "reason: x · ids: 1, 2"; nested objects as compact JSON; empty → "". */
export function auditDetails(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${detailValue(value)}`)
    .join(' · ');
}

function detailValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(detailValue).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

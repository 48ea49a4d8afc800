/** Screen labels that depend on corporate renames (spec §3.2) or the option's kind. */
import { FREQUENCIES, formatAud } from '@rlc/shared';

export function chargeFeesLabel(rename: string | null | undefined, rvOrLlc: 'rv' | 'llc'): string {
  return rename?.trim() || (rvOrLlc === 'llc' ? 'Site fees' : 'Recurrent charges');
}

export function securityDepositLabel(rename: string | null | undefined): string {
  return rename?.trim() || 'Security deposit';
}

/** "$89.00 per week" (frequency = times per year; 0 → "none"). */
export function perPeriod(amount: number, frequency: number): string {
  const f = FREQUENCIES.find((x) => x.value === frequency);
  if (!f || f.value === 0) return 'none';
  return `${formatAud(amount)} per ${f.label.toLowerCase()}`;
}

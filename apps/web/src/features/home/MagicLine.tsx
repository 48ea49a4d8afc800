/**
 * A magic form's line in the Home list (spec §3.7, §4): 'Magic link: <status label>' and, while the
 * link is live or lapsed, its expiry text ('Expires 3 days', 'Expired! Need Refresh'), refreshed with the list's
 * 60 s clock. The row draws it as the status cell's second line (FormListRow).
 */
import type { FormListItem } from '@rlc/shared';
import { magicExpiryLine, magicStatusLabel } from '../forms/index.ts';

export function magicLineText(
  form: FormListItem,
  now: number,
  labels: Parameters<typeof magicStatusLabel>[1],
): string {
  const label = magicStatusLabel(form.magicStatus, labels);
  const expiry = magicExpiryLine(form, now);
  return `Magic link: ${label || 'Awaiting Details'}${expiry ? ` · ${expiry}` : ''}`;
}

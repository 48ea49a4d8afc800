/**
 * The words of a magic form's state (spec §4 "Magic statuses", "Magic forms"): the status label (the server's
 * constants may rename it, spec §3.2) and the expiry text of the shared `magicExpiryText`.
 */
import { MAGIC_EXPIRY_TEXT, MAGIC_STATUS, magicExpiryText, type MagicStatus } from '@rlc/shared';

/** 'Live', 'Awaiting Details' …; '' for a form with no status. `labels`: the session's `consts.magicStatus`. */
export function magicStatusLabel(code: MagicStatus | null, labels?: Record<string, string>): string {
  if (!code) return '';
  return labels?.[code] || MAGIC_STATUS[code];
}

/**
 * The expiry line while a link exists and is live or lapsed ('Expires 3 days', 'Expired! Need Refresh'); null when
 * there is nothing to count down (no link yet, completed, cancelled, replaced or deleted).
 */
export function magicExpiryLine(
  magic: { magicExpiresAt: string | null; magicStatus: MagicStatus | null },
  now: number,
): string | null {
  if (!magic.magicExpiresAt) return null;
  // Expired by the adviser before its time: the status says so whatever the expiry time was.
  if (magic.magicStatus === 'MAGIC_EXPIRED') return MAGIC_EXPIRY_TEXT.expired;
  if (magic.magicStatus !== 'MAGIC_ACTIVE') return null;
  return magicExpiryText(magic.magicExpiresAt, new Date(now));
}

/**
 * The words of a magic form's state: the spec §4 status labels verbatim, and the expiry text with the spec's
 * countdown steps (more than 2 days: days; 1–2 days: days and hours; then hours; then minutes; then 'less than
 * 1 min'; after expiry 'Expired! Need Refresh'). Times are hand-picked offsets from a fixed now.
 */
import { describe, expect, it } from 'vitest';
import type { MagicStatus } from '@rlc/shared';
import { magicExpiryLine, magicStatusLabel } from './magicText.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const live = (msLeft: number) => ({
  magicExpiresAt: new Date(NOW + msLeft).toISOString(),
  magicStatus: 'MAGIC_ACTIVE' as MagicStatus,
});

describe('magic status labels (spec §4)', () => {
  it.each([
    ['MAGIC_NO_CUST', 'Awaiting Details'],
    ['MAGIC_ACTIVE', 'Live'],
    ['MAGIC_COMPLETED', 'Completed'],
    ['MAGIC_EXPIRED', 'Expired'],
    ['MAGIC_CANCELLED', 'Cancelled'],
    ['MAGIC_DELETED', 'Deleted'],
    ['MAGIC_REPLACED', 'Replaced'],
  ] as const)('%s reads %s', (code, label) => {
    expect(magicStatusLabel(code)).toBe(label);
  });

  it("takes the server's renamed label when the session's constants carry one (spec §3.2)", () => {
    expect(magicStatusLabel('MAGIC_ACTIVE', { MAGIC_ACTIVE: 'Sent' })).toBe('Sent');
    expect(magicStatusLabel('MAGIC_ACTIVE', {})).toBe('Live');
    expect(magicStatusLabel(null)).toBe('');
  });
});

describe('magic expiry text (spec §4)', () => {
  it.each([
    // 3 days is more than 2 days: whole days only.
    [3 * DAY, 'Expires 3 days'],
    // 2 days 5 hours is still more than 2 days: the hours are dropped.
    [2 * DAY + 5 * HOUR, 'Expires 2 days'],
    // 36 h is between 1 and 2 days: 1 day and the 12 hours left, the spec's 'N days, M hours' in the singular for 1.
    [36 * HOUR, 'Expires 1 day, 12 hours'],
    // Exactly 24 h is 1 day and 0 hours.
    [DAY, 'Expires 1 day, 0 hours'],
    // Under a day: whole hours, 5 h 59 min → 5 hours.
    [5 * HOUR + 59 * MIN, 'Expires 5 hours'],
    [HOUR, 'Expires 1 hour'],
    // Under an hour: whole minutes, in the spec's word 'min' (from 'less than 1 min').
    [59 * MIN + 30_000, 'Expires 59 min'],
    [MIN, 'Expires 1 min'],
    // Under a minute.
    [30_000, 'Expires less than 1 min'],
    // At or after the expiry time.
    [0, 'Expired! Need Refresh'],
    [-DAY, 'Expired! Need Refresh'],
  ])('%i ms left reads %s', (msLeft, text) => {
    expect(magicExpiryLine(live(msLeft), NOW)).toBe(text);
  });

  it("an expired link's line asks for a refresh; no line without a link or once it ended otherwise", () => {
    expect(magicExpiryLine({ ...live(-HOUR), magicStatus: 'MAGIC_EXPIRED' }, NOW)).toBe(
      'Expired! Need Refresh',
    );
    // Expired now by the adviser, its original expiry still 3 days ahead.
    expect(magicExpiryLine({ ...live(3 * DAY), magicStatus: 'MAGIC_EXPIRED' }, NOW)).toBe(
      'Expired! Need Refresh',
    );
    expect(magicExpiryLine({ magicExpiresAt: null, magicStatus: 'MAGIC_NO_CUST' }, NOW)).toBeNull();
    for (const ended of ['MAGIC_COMPLETED', 'MAGIC_CANCELLED', 'MAGIC_REPLACED', 'MAGIC_DELETED'] as const)
      expect(magicExpiryLine({ ...live(3 * DAY), magicStatus: ended }, NOW)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  FormMagic,
  MAGIC_ENDPOINTS,
  MAGIC_STATUS,
  MAGIC_STATUS_CODES,
  MagicAssignRequest,
  MagicTokenRequest,
  magicExpiryText,
  noMagicLink,
} from '../src/index.ts';

describe('noMagicLink (the magic block of a form without magic link data)', () => {
  it('is a valid FormMagic block, empty but for isMagic', () => {
    const block = noMagicLink(true);
    expect(FormMagic.parse(block)).toEqual(block);
    expect(block.isMagic).toBe(true);
    expect(noMagicLink(false).isMagic).toBe(false);
    expect(block.magicStatus).toBeNull();
  });
});

describe('magic statuses (spec §4, verbatim)', () => {
  it('has the seven codes with the spec labels, in order', () => {
    expect(MAGIC_STATUS_CODES.map((c) => `${c} ${MAGIC_STATUS[c]}`)).toEqual([
      'MAGIC_NO_CUST Awaiting Details',
      'MAGIC_ACTIVE Live',
      'MAGIC_COMPLETED Completed',
      'MAGIC_EXPIRED Expired',
      'MAGIC_CANCELLED Cancelled',
      'MAGIC_DELETED Deleted',
      'MAGIC_REPLACED Replaced',
    ]);
  });
});

describe('magicExpiryText (spec §4 countdown)', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const H = 3_600_000;
  const M = 60_000;
  it.each([
    // 14 days exactly: more than 2 days → whole days.
    [14 * 24 * H, 'Expires 14 days'],
    // 2 days + 1 ms is more than 2 days: days only, floor(48 h + 1 ms / 24 h) = 2.
    [48 * H + 1, 'Expires 2 days'],
    // 2 days + 1 h is more than 2 days: still only days (floor 2).
    [49 * H, 'Expires 2 days'],
    // exactly 2 days is not "more than 2 days": the 1–2 days pattern 'N days, M hours' → '2 days, 0 hours'.
    [48 * H, 'Expires 2 days, 0 hours'],
    // 47 h 59 min: floor 1 day, and 47 h 59 min − 24 h = 23 h 59 min → floor 23 hours.
    [47 * H + 59 * M, 'Expires 1 day, 23 hours'],
    // 36 h = 1 day and 12 hours: the spec's 'N days, M hours' with the singular for N = 1.
    [36 * H, 'Expires 1 day, 12 hours'],
    // 25 h = 1 day and 1 hour: both singular.
    [25 * H, 'Expires 1 day, 1 hour'],
    // 26 h = 1 day and 2 hours: the hours plural.
    [26 * H, 'Expires 1 day, 2 hours'],
    // exactly 24 h is the lower end of 1–2 days: 1 day and 0 hours (0 takes the plural).
    [24 * H, 'Expires 1 day, 0 hours'],
    // 24 h − 1 ms is under a day: hours, floor(23.99…) = 23.
    [24 * H - 1, 'Expires 23 hours'],
    // 23 h 59 min → hours, floor 23.
    [23 * H + 59 * M, 'Expires 23 hours'],
    // exactly 1 h → hours, 1, singular.
    [H, 'Expires 1 hour'],
    // 2 h → plural.
    [2 * H, 'Expires 2 hours'],
    // 59 min 59 s → minutes, floor 59; the spec's minute word is 'min' ('less than 1 min').
    [H - 1000, 'Expires 59 min'],
    // exactly 1 min → minutes, 1; 'min' is an abbreviation, the same for any number.
    [M, 'Expires 1 min'],
    [2 * M, 'Expires 2 min'],
    // 59 s: under a minute.
    [59_000, 'Expires less than 1 min'],
    // 1 ms left is still before expiry.
    [1, 'Expires less than 1 min'],
    // at the expiry time and after it: expired.
    [0, 'Expired! Need Refresh'],
    [-1, 'Expired! Need Refresh'],
  ])('%d ms left → %s', (ms, text) => {
    expect(magicExpiryText(at(ms), now)).toBe(text);
  });
});

describe('magic API contract', () => {
  it('joins the API table; the customer calls serve only customers, the link calls are public', () => {
    for (const name of Object.keys(MAGIC_ENDPOINTS)) expect(ENDPOINTS).toHaveProperty(name);
    const customerCalls = Object.entries(MAGIC_ENDPOINTS)
      .filter(([, e]) => 'callers' in e)
      .map(([n]) => n);
    expect(customerCalls.sort()).toEqual(
      [
        'magicSession',
        'magicLogout',
        'magicGetForm',
        'magicUpdateCustomer',
        'magicCreateVillage',
        'magicUpdateVillage',
        'magicDeleteVillage',
        'magicSummary',
        'magicComplete',
        'magicDownloadPdf',
      ].sort(),
    );
    expect(MAGIC_ENDPOINTS.magicLinkPeek.permission).toBe('public');
    expect(MAGIC_ENDPOINTS.magicLinkRedeem.permission).toBe('public');
    expect(MAGIC_ENDPOINTS.magicAssign.path).toBe('/form/:formId/magic-assign');
    expect(MAGIC_ENDPOINTS.magicCloneAssign.path).toBe('/form/:formId/magic-clone-assign');
    expect(MAGIC_ENDPOINTS.magicClone.path).toBe('/form/:formId/magic-clone');
  });

  it('takes a 43-character base64url token only', () => {
    expect(MagicTokenRequest.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(MagicTokenRequest.safeParse({ token: 'a'.repeat(42) }).success).toBe(false);
    expect(MagicTokenRequest.safeParse({ token: `${'a'.repeat(42)}=` }).success).toBe(false);
  });

  it('reads the customer payload with a trimmed e-mail and an optional phone', () => {
    const body = MagicAssignRequest.parse({ firstName: 'Ann', lastName: 'Lee', email: ' ann@x.test ' });
    expect(body).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@x.test', phone: '' });
    expect(MagicAssignRequest.safeParse({ firstName: '', lastName: 'Lee', email: 'a@x.test' }).success).toBe(
      false,
    );
  });
});

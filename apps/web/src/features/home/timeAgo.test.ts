import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('form list time-ago text (spec §4: days above 2, then hours, then minutes, else just now)', () => {
  it("reads 'just now' under a minute", () => {
    expect(timeAgo(before(0), NOW)).toBe('just now');
    expect(timeAgo(before(59_999), NOW)).toBe('just now');
  });
  it('counts whole minutes under an hour', () => {
    expect(timeAgo(before(MIN), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(59 * MIN + 59_000), NOW)).toBe('59 minutes ago');
  });
  it('counts hours up to and including exactly 2 days', () => {
    expect(timeAgo(before(HOUR), NOW)).toBe('1 hour ago');
    expect(timeAgo(before(25 * HOUR), NOW)).toBe('25 hours ago');
    // 2 days is not "above 2 days": still hours (48).
    expect(timeAgo(before(2 * DAY), NOW)).toBe('48 hours ago');
  });
  it('counts days above 2 days', () => {
    expect(timeAgo(before(2 * DAY + MIN), NOW)).toBe('2 days ago');
    expect(timeAgo(before(3 * DAY + 5 * HOUR), NOW)).toBe('3 days ago');
    expect(timeAgo('2026-10-01T12:00:00Z', NOW)).toBe('51 days ago');
  });
});

import { describe, expect, it } from 'vitest';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from './recoveryCodesFile.ts';

describe('recovery codes file', () => {
  it('is named for the product and holds when they were made, that each works once, and a code a line', () => {
    expect(RECOVERY_CODES_FILE_NAME).toBe('recovery-codes-retirement-living-compare.txt');
    // 03:05 UTC is 2:05 pm in Sydney (daylight saving time).
    const made = new Date('2026-11-26T03:05:00Z');
    expect(recoveryCodesText(['abcd2-wxyz2', 'abcd3-wxyz3'], made, 'Australia/Sydney')).toBe(
      [
        'Retirement Living Compare: recovery codes',
        'Made on 26/11/2026 at 2:05 pm. Each code works once, to sign in if you lose your authenticator app.',
        '',
        'abcd2-wxyz2',
        'abcd3-wxyz3',
        '',
      ].join('\n'),
    );
  });

  it('gives the morning as am and the date on the clock of the place (not UTC)', () => {
    // 22:30 UTC on 25 November is 9:30 am on 26 November in Sydney.
    const text = recoveryCodesText([], new Date('2026-11-25T22:30:00Z'), 'Australia/Sydney');
    expect(text.split('\n')[1]).toMatch(/^Made on 26\/11\/2026 at 9:30 am\. /);
  });
});

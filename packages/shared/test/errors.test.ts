import { describe, expect, it } from 'vitest';
import { codeForStatus, ERROR_CODES, ERROR_STATUS, statusOf } from '../src/errors.ts';

describe('error code → HTTP status', () => {
  it('gives every code one status, a client or server error', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
    expect(statusOf('CONFLICT')).toBe(409);
    expect(statusOf('UNAVAILABLE')).toBe(503);
    expect(statusOf('INTERNAL')).toBe(500);
  });

  it('finds the code of a bare status, the general one first, VALIDATION when none is mapped', () => {
    expect(codeForStatus(400)).toBe('VALIDATION');
    expect(codeForStatus(401)).toBe('UNAUTHENTICATED');
    expect(codeForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(codeForStatus(405)).toBe('VALIDATION');
  });
});

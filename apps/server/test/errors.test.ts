import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '@rlc/shared';
import { ApiError } from '../src/plugins/errors.ts';

describe('ApiError', () => {
  it('takes its status from its code, for every code', () => {
    for (const code of ERROR_CODES) expect(new ApiError(code, 'x').statusCode).toBe(ERROR_STATUS[code]);
    expect(new ApiError('UNAVAILABLE', 'Database unavailable').statusCode).toBe(503);
  });

  it('refuses a status that disagrees with the code (the older call form)', () => {
    expect(new ApiError(409, 'CONFLICT', 'stale').statusCode).toBe(409);
    expect(() => new ApiError(503, 'INTERNAL', 'Database unavailable')).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { customerFieldError, customerFieldErrors, splitByRules } from './fieldRules.ts';

describe('customer field rules (spec §5)', () => {
  it("says 'Invalid e-mail.' for a malformed address; empty is allowed", () => {
    expect(customerFieldError('email', 'dot@example')).toBe('Invalid e-mail.');
    expect(customerFieldError('email', 'dot@example.com')).toBeNull();
    expect(customerFieldError('email', '')).toBeNull();
  });

  it('wants a postcode of 4 digits, or none', () => {
    expect(customerFieldError('postcode', '406')).toBe('Postcode has 4 digits');
    expect(customerFieldError('postcode', '4066')).toBeNull();
    expect(customerFieldError('postcode', '')).toBeNull();
  });

  it('splits a patch into the fields to send and those to keep back, with the first message', () => {
    expect(splitByRules({ email: 'x@', suburb: 'Toowong', postcode: '12' })).toEqual({
      valid: { suburb: 'Toowong' },
      invalid: { fields: { email: 'x@', postcode: '12' }, message: 'Invalid e-mail.' },
    });
    expect(splitByRules({ lastName: 'Ng' })).toEqual({ valid: { lastName: 'Ng' }, invalid: null });
  });

  it('names each broken field for the form to show beside it', () => {
    expect(customerFieldErrors({ email: 'x@', lastName: 'Ng' })).toEqual({ email: 'Invalid e-mail.' });
  });
});

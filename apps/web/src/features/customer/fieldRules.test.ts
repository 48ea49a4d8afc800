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

  // Issue 14: the same rule as the server's request schema (CustomerPatch).
  it('bounds names, dollars, dates of birth and the phone as the server does', () => {
    expect(customerFieldError('firstName', 'x'.repeat(101))).toBe('At most 100 characters.');
    expect(customerFieldError('firstName', 'x'.repeat(100))).toBeNull();
    expect(customerFieldError('propertyValue', 100_000_001)).toBe('Must be $100,000,000 or less.');
    expect(customerFieldError('dob', '1899-06-01')).toBe('Date must be after 1900');
    expect(customerFieldError('dob', '1948-05-14')).toBeNull();
    expect(customerFieldError('phone', '0412 345 678')).toBeNull();
    expect(customerFieldError('phone', '12345')).toMatch(/^Enter an Australian phone number/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  AustralianPhone,
  birthDateError,
  CustomerPatch,
  ExternalVillageUpdate,
  isAustralianPhone,
  latestBirthDateForAge,
  latestTodayIso,
  MagicAssignRequest,
  pastDateError,
  PHONE_MESSAGE,
} from '../src/index.ts';

// A fixed "today" so the rules can be checked by hand: 26 Nov 2026 → age 50 means born on or before 26/11/1976.
const today = '2026-11-26';

describe('birthDateError (after 1900, an age of at least 50)', () => {
  it('accepts a date giving 50 or more', () => {
    expect(birthDateError('1976-11-26', today)).toBeNull(); // 50 today
    expect(birthDateError('1948-05-14', today)).toBeNull(); // the demo client, 78
    expect(birthDateError('1901-01-01', today)).toBeNull();
  });
  it('refuses 1900 and before with the spec message', () => {
    expect(birthDateError('1900-12-31', today)).toBe('Date must be after 1900');
    expect(birthDateError('1850-01-01', today)).toBe('Date must be after 1900');
  });
  it('refuses an age under 50, naming the latest birth date', () => {
    // 27/11/1976 turns 50 tomorrow.
    expect(birthDateError('1976-11-27', today)).toBe(
      'Must be at least 50 years old (born on or before 26/11/1976).',
    );
    expect(birthDateError('1990-01-01', today)).toMatch(/at least 50/);
  });
  it('refuses today and later with the spec message', () => {
    expect(birthDateError(today, today)).toBe('Date cannot be in the future.');
    expect(birthDateError('2030-01-01', today)).toBe('Date cannot be in the future.');
  });
  it('on 29 Feb the latest birth date is the day before 1 Mar fifty years back', () => {
    // 29/02/2028 − 50 years: 1978 has no 29 Feb; 28/02/1978 is 50, 01/03/1978 is not.
    expect(latestBirthDateForAge('2028-02-29', 50)).toBe('1978-02-29');
    expect(birthDateError('1978-02-28', '2028-02-29')).toBeNull();
    expect(birthDateError('1978-03-01', '2028-02-29')).toBe(
      'Must be at least 50 years old (born on or before 28/02/1978).',
    );
  });
});

describe('pastDateError (a purchase date)', () => {
  it('accepts today and before, refuses after', () => {
    expect(pastDateError(today, today)).toBeNull();
    expect(pastDateError('2020-07-01', today)).toBeNull();
    expect(pastDateError('2026-11-27', today)).toBe('Date cannot be in the future.');
  });
});

describe('latestTodayIso (the server\u2019s "today": the date at UTC+14)', () => {
  it('is already the next day from 10:00 UTC', () => {
    expect(latestTodayIso(new Date('2026-11-26T09:59:59Z'))).toBe('2026-11-26');
    expect(latestTodayIso(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-27');
  });
});

describe('isAustralianPhone (ACMA numbering plan)', () => {
  it.each([
    '',
    '0412 345 678',
    '0412345678',
    '(02) 9876 5432',
    '02-9876-5432',
    '+61 412 345 678',
    '+61 (0)2 9876 5432',
    '+61298765432',
    '1300 123 456',
    '1800-123-456',
    '13 12 34',
    '(08) 8900 0000',
  ])('accepts %j', (text) => {
    expect(isAustralianPhone(text)).toBe(true);
  });
  it.each([
    'abc',
    '12345',
    '0412 345 67', // 9 digits
    '0412 345 6789', // 11 digits
    '0512 345 678', // no 05 numbers
    '+1 415 555 0100', // not Australian
    '0412 345 678 ext 2',
    '1900 123 456', // premium, not a customer's number
  ])('refuses %j', (text) => {
    expect(isAustralianPhone(text)).toBe(false);
  });
  it('trims the phone it accepts and refuses with the message', () => {
    expect(AustralianPhone.parse(' 0412 345 678 ')).toBe('0412 345 678');
    expect(AustralianPhone.safeParse('12345').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });
});

describe('the request schemas hold the same bounds (one rule for the forms and the server)', () => {
  const messageOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  it('a customer patch: dob, partnerDob and phone', () => {
    expect(CustomerPatch.safeParse({ dob: '1850-01-01' }).success).toBe(false);
    expect(messageOf(CustomerPatch.safeParse({ partnerDob: '2000-01-01' }))).toEqual([
      expect.stringMatching(/^partnerDob: Must be at least 50 years old/),
    ]);
    expect(messageOf(CustomerPatch.safeParse({ phone: 'call me' }))).toEqual([`phone: ${PHONE_MESSAGE}`]);
    expect(CustomerPatch.safeParse({ dob: '1948-05-14', phone: '0412 345 678', dob2: 1 }).success).toBe(
      false,
    );
    expect(CustomerPatch.parse({ dob: '1948-05-14', phone: '0412 345 678' })).toEqual({
      dob: '1948-05-14',
      phone: '0412 345 678',
    });
    expect(CustomerPatch.parse({ dob: null })).toEqual({ dob: null }); // clearing stays possible
  });
  it('a customer patch: names up to 100 characters, dollars up to $100,000,000', () => {
    expect(messageOf(CustomerPatch.safeParse({ firstName: 'x'.repeat(101) }))).toEqual([
      'firstName: At most 100 characters.',
    ]);
    expect(CustomerPatch.safeParse({ firstName: 'x'.repeat(100) }).success).toBe(true);
    expect(messageOf(CustomerPatch.safeParse({ propertyValue: 100_000_001 }))).toEqual([
      'propertyValue: Must be $100,000,000 or less.',
    ]);
    expect(messageOf(CustomerPatch.safeParse({ livingExpenses: -1 }))).toEqual([
      'livingExpenses: Must be 0 or more.',
    ]);
  });
  it('an external option: a purchase date not in the future', () => {
    const nextYear = `${Number(latestTodayIso().slice(0, 4)) + 1}-01-01`;
    expect(messageOf(ExternalVillageUpdate.safeParse({ datePurchased: nextYear }))).toEqual([
      'datePurchased: Date cannot be in the future.',
    ]);
    expect(ExternalVillageUpdate.safeParse({ datePurchased: '2020-07-01' }).success).toBe(true);
  });
  it('a magic-link customer: an Australian phone', () => {
    const customer = { firstName: 'Dot', lastName: 'Nguyen', email: 'dot@example.test' };
    expect(MagicAssignRequest.safeParse({ ...customer, phone: '555-0100' }).success).toBe(false);
    expect(MagicAssignRequest.safeParse({ ...customer, phone: '0400 111 222' }).success).toBe(true);
  });
});

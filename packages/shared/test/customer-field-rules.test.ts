/**
 * The customer screen's plain field rules (api/customer-field-rules.ts) and the server's request schema
 * (`CustomerPatch`, forms.ts) agree: on every field, for generated values around each bound and of wrong kinds,
 * both accept or both refuse, and where the schema's message is one of the product's own (spec §5) the
 * plain rule gives the same text. A table of hand-picked cases states the messages a customer sees.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CUSTOMER_FIELD_KEYS,
  customerFieldProblem,
  CustomerPatch,
  latestTodayIso,
  LINE_MAX_MESSAGE,
  LIST_MAX_MESSAGE,
  MESSAGES,
  MONEY_MAX_MESSAGE,
  NAME_MAX_MESSAGE,
  NON_NEGATIVE_MESSAGE,
  PHONE_MESSAGE,
  YEARLY_RATE_MAX_MESSAGE,
  YEARLY_RATE_MIN_MESSAGE,
} from '../src/index.ts';

/** The schema's first message for `key`: null when valid. */
function schemaProblem(key: string, value: unknown): string | null {
  const shape: Record<string, z.ZodType> = CustomerPatch.shape;
  const result = shape[key]!.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

/** The product's own messages: where the schema says one of these, the plain rule must say the same. */
const OURS = new Set([
  NAME_MAX_MESSAGE,
  LINE_MAX_MESSAGE,
  LIST_MAX_MESSAGE,
  MONEY_MAX_MESSAGE,
  NON_NEGATIVE_MESSAGE,
  YEARLY_RATE_MIN_MESSAGE,
  YEARLY_RATE_MAX_MESSAGE,
  PHONE_MESSAGE,
  'Postcode has 4 digits',
  'Invalid e-mail.',
  'Invalid date',
  MESSAGES.validation.dateAfter(1900),
  MESSAGES.validation.dateInFuture,
]);
const isOurs = (message: string) => OURS.has(message) || message.startsWith('Must be at least 50 years old');

/** Values around every bound a customer field has, and of the wrong kinds. */
const today = latestTodayIso();
const year = Number(today.slice(0, 4));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, '', ' ', NaN, Infinity, -Infinity, {}, []),
  fc.constantFrom(
    0,
    1,
    2,
    8,
    9,
    10,
    12,
    26,
    52,
    99,
    100,
    -1,
    0.5,
    1.5,
    -0.5,
    -0.51,
    100_000_000,
    100_000_001,
  ),
  fc.double({ min: -2e8, max: 2e8, noNaN: true }),
  fc.integer({ min: -10, max: 120 }),
  fc.string({ maxLength: 8 }),
  fc.string({ minLength: 95, maxLength: 205 }),
  fc.constantFrom('1234', '123', '12345', 'abcd', 'a@b.co', 'a@b', `${'a'.repeat(250)}@b.co`),
  fc.constantFrom('0412 345 678', '(02) 9876 5432', '+61 412 345 678', '1300 123 456', '131 234', '12345'),
  fc.constantFrom('  0412 345 678  ', `0412 345 678${' '.repeat(30)}`, '0412-345-678x', '9999 999 999'),
  fc.constantFrom('NSW', 'VIC', 'XYZ', 'full-pensioner', 'self-funded', 'rich'),
  // Dates: real and not, before 1900, too young, in the future.
  fc.constantFrom(
    '1950-02-28',
    '1952-02-29',
    '1953-02-29',
    '1900-12-31',
    '1901-01-01',
    '2026-13-01',
    '1950-1-1',
  ),
  fc.constantFrom(
    today,
    `${year - 50}${today.slice(4)}`,
    `${year - 49}-01-01`,
    `${year + 1}-01-01`,
    '1950-01-011',
  ),
  fc
    .date({ min: new Date('1890-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  // Home-expense lines and contribution rates.
  fc.array(
    fc.record(
      {
        uid: fc.oneof(
          fc.constant(''),
          fc.string({ minLength: 1, maxLength: 3 }),
          fc.string({ minLength: 99, maxLength: 101 }),
        ),
        text: fc.oneof(
          fc.string({ maxLength: 5 }),
          fc.string({ minLength: 199, maxLength: 201 }),
          fc.constant(3),
        ),
        value: fc.oneof(
          fc.constantFrom(0, -1, 5000, 100_000_001, '5'),
          fc.double({ min: -10, max: 1e9, noNaN: true }),
        ),
      },
      { requiredKeys: ['uid', 'text'] },
    ),
    { maxLength: 52 },
  ),
  // Valid lines around the 50-line limit, so the count rule is reached.
  fc.array(
    fc.record({
      uid: fc.string({ minLength: 1, maxLength: 5 }),
      text: fc.string({ maxLength: 5 }),
      value: fc.nat(1e6),
    }),
    { minLength: 0, maxLength: 52 },
  ),
  fc.record({
    clinical: fc.oneof(fc.double({ min: -0.5, max: 1.5, noNaN: true }), fc.constant('0.3')),
    independence: fc.double({ min: -0.5, max: 1.5, noNaN: true }),
    everydayLiving: fc.double({ min: -0.5, max: 1.5, noNaN: true }),
  }),
);

describe('customer field rules', () => {
  it('cover exactly the fields of a customer save (CustomerPatch)', () => {
    expect([...CUSTOMER_FIELD_KEYS].sort()).toEqual(Object.keys(CustomerPatch.shape).sort());
  });

  it('give the server schema’s verdict on every field, and its message where the message is ours', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CUSTOMER_FIELD_KEYS), anyValue, (key, value) => {
        if (value === undefined) return; // a save leaves an unchanged field out; the screen never sends undefined
        const expected = schemaProblem(key, value);
        const actual = customerFieldProblem(key, value);
        expect(actual === null, `${key} = ${JSON.stringify(value)}: schema says ${expected}`).toBe(
          expected === null,
        );
        if (expected !== null && isOurs(expected)) expect(actual).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  // What a customer sees beside the field, from the spec's and issue 14's texts.
  const cases: [string, unknown, string | null][] = [
    ['firstName', 'Zoë 秀英 O’Brien-Müller', null],
    ['firstName', 'x'.repeat(101), 'At most 100 characters.'],
    ['streetName', 'y'.repeat(201), 'At most 200 characters.'],
    ['postcode', '2000', null],
    ['postcode', '', null], // not entered yet
    ['postcode', '200', 'Postcode has 4 digits'],
    ['email', '', null],
    ['email', 'dot@example', 'Invalid e-mail.'],
    ['phone', '0412 345 678', null],
    ['phone', '12345', PHONE_MESSAGE],
    ['propertyValue', -1, 'Must be 0 or more.'],
    ['propertyValue', 100_000_001, 'Must be $100,000,000 or less.'],
    ['propertyGrowth', -0.6, 'Must be -50% or more.'],
    ['investmentInterest', 1.01, 'Must be 100% or less.'],
    ['dob', '1900-06-30', 'Date must be after 1900'],
    ['dob', '1950-02-30', 'Invalid date'],
    ['dob', null, null],
    ['homeExpenses', [], 'Invalid value'],
    ['homeExpenses', Array.from({ length: 50 }, (_, i) => ({ uid: `l${i}`, text: 'Rates', value: 1 })), null],
    [
      'homeExpenses',
      Array.from({ length: 51 }, (_, i) => ({ uid: `l${i}`, text: 'Rates', value: 1 })),
      'At most 50 lines.',
    ],
    ['notAField', 'anything', null],
  ];
  it.each(cases)('%s = %j → %j', (key, value, message) => {
    expect(customerFieldProblem(key, value)).toBe(message);
  });

  it('refuses a birth date that gives an age under 50 on the server’s today', () => {
    const tooYoung = `${year - 49}-01-01`;
    expect(customerFieldProblem('dob', tooYoung)).toMatch(/^Must be at least 50 years old/);
  });
});

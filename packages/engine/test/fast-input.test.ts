// The compare form's fast validation path (src/comparison/fast-input.ts) against zod, the definition: whenever the
// fast path accepts a form, zod accepts it too and produces the very same object (defaults, key order); for a
// plain form zod accepts, the fast path accepts it too; and compare() gives the same result through either path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchCouple } from '../bench/fixture.ts';
import { parseCompareInputFast } from '../src/comparison/fast-input.ts';
import { compare, CompareInput } from '../src/index.ts';

const example: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'examples', 'compare.json'), 'utf8'),
);

/** Both paths on one form: the fast result, if any, equals zod's exactly. Returns [fast accepted, zod accepted]. */
function agree(form: unknown): [boolean, boolean] {
  const fast = parseCompareInputFast(form);
  const slow = CompareInput.safeParse(form);
  if (fast !== undefined) {
    expect(slow.success).toBe(true);
    expect(fast).toStrictEqual(slow.data);
    expect(JSON.stringify(fast)).toBe(JSON.stringify(slow.data));
  }
  return [fast !== undefined, slow.success];
}

/** True when no own value anywhere in `v` is `undefined` (the fast path leaves those to zod). */
function noUndefined(v: unknown): boolean {
  if (Array.isArray(v)) return v.every(noUndefined);
  if (typeof v === 'object' && v !== null)
    return Object.values(v).every((x) => x !== undefined && noUndefined(x));
  return true;
}

/** Usually `valid`, now and then `invalid` (so most generated forms pass and every check is still exercised). */
const mostly = <T>(valid: T, invalid: T) =>
  fc.oneof({ weight: 12, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: fc.constant(invalid) });

const amount = fc.record(
  {
    amount: fc.oneof(fc.constant(120), fc.double({ min: 0, max: 5000, noNaN: true })),
    frequency: fc.constantFrom(0, 1, 12, 26, 52),
  },
  { requiredKeys: ['amount'] },
);
const line = fc.record(
  { name: fc.string({ maxLength: 5 }), amount: fc.constant(80), frequency: fc.constantFrom(1, 26) },
  { requiredKeys: ['amount'] },
);
const groups = fc.record(
  {
    living: amount,
    travelEntertainment: amount,
    healthWellness: amount,
    homeExpenses: fc.array(line, { maxLength: 2 }),
  },
  { requiredKeys: [] },
);
const care = fc.record(
  {
    classification: fc.integer({ min: 0, max: 8 }),
    split: mostly(
      { clinical: 0.2, independence: 0.3, everydayLiving: 0.5 },
      { clinical: 0.5, independence: 0.5, everydayLiving: 0.5 },
    ),
    means: fc.constantFrom('full-pensioner', 'part-pensioner', 'cshc-holder', 'self-funded'),
    contributionRates: fc.constant({ independence: 0.1, everydayLiving: 0.2 }),
    noWorseOff: fc.boolean(),
    supplements: fc.record(
      {
        dementia: fc.boolean(),
        oxygen: fc.boolean(),
        enteralFeeding: fc.constantFrom(true, false, 'bolus', 'non-bolus'),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const person = fc.record(
  {
    firstName: fc.string({ maxLength: 3 }),
    lastName: fc.constant('Lee'),
    dob: fc.constantFrom('1950-02-28', '1960-02-29', '1961-02-29'),
    care,
  },
  { requiredKeys: [] },
);
const dmf = fc.record({
  basis: fc.constantFrom('entry', 'resale'),
  schedule: mostly(
    [0.1, 0.2, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3],
    [0.3, 0.2, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3],
  ),
});
const contract = fc.record(
  {
    entryPrice: fc.constant(400_000),
    capitalGrowthRate: mostly(0.03, -0.6),
    dmf,
    ltmf: dmf,
    capitalGainShare: fc.constantFrom(0, 0.5),
    shareCapitalLoss: fc.boolean(),
    salesFeeRate: fc.constant(0.02),
    costsSharedInGainProportion: fc.boolean(),
    refurbishmentCost: fc.constant(1000),
    adminFee: fc.constant(500),
    securityDeposit: fc.constant(2000),
    stampDuty: fc.constant(9000),
    repaymentTimeframeMonths: mostly(6, 6.5),
    entryContributionPaidOn: mostly('2026-01-01', '2026-02-30'),
  },
  { requiredKeys: ['entryPrice', 'capitalGrowthRate', 'dmf'] },
);
const option = fc.record(
  {
    id: mostly('a', ''),
    name: fc.constant('Option'),
    rvOrLlc: fc.constant('rv'),
    tenure: fc.constantFrom('leasehold', 'licence', 'strata', 'rental', 'land-lease'),
    contract,
    fees: fc.record(
      { recurrent: fc.array(line, { maxLength: 2 }), additionalServices: fc.array(line, { maxLength: 2 }) },
      { requiredKeys: [] },
    ),
    expenses: groups,
  },
  { requiredKeys: ['id', 'name', 'rvOrLlc', 'tenure', 'contract'] },
);
const form = fc.record(
  {
    asAt: mostly('2026-11-21', '2026-02-29'),
    customer: fc.record(
      {
        relationship: fc.constantFrom('single', 'couple'),
        person,
        partner: person,
        state: mostly('NSW', 'XX'),
        propertyValue: fc.constant(800_000),
        propertyGrowth: mostly(0.03, 2),
        sellingFees: fc.constant(20_000),
        personalAssets: fc.constant(10_000),
        investmentAssets: fc.constant(150_000),
        investmentInterest: fc.constant(0.04),
        otherIncome: fc.constant(5000),
        expenses: groups,
      },
      { requiredKeys: [] },
    ),
    currentSituation: fc.record({ homeowner: fc.boolean(), rent: amount }, { requiredKeys: [] }),
    // A land-lease community's tenure follows from its kind (now and then it does not: the refinement).
    options: fc.array(
      fc
        .tuple(option, fc.boolean())
        .map(([o, mismatch]) => (o.tenure === 'land-lease' ? { ...o, rvOrLlc: mismatch ? 'rv' : 'llc' } : o)),
      { maxLength: 3 },
    ),
    assumptions: fc.record(
      {
        discountRate: fc.constant(0.03),
        pensionIndexation: fc.constant(0.02),
        expectedSaleMonths: mostly(6, 61),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['asAt', 'customer'] },
);

/** Values that break one check or another: wrong types, out of range, explicit undefined, non-plain objects. */
const badValue = fc.constantFrom<unknown>(
  undefined,
  null,
  -1,
  1.5,
  1e9,
  Number.NaN,
  Infinity,
  'x',
  '',
  true,
  [],
  {},
  new Date(0),
  'x'.repeat(201),
);

/** Replaces the `index`-th value (depth first, modulo the count) of a deep copy of `v` with `bad`, or adds a key. */
function mutate(v: unknown, index: number, bad: unknown, addKey: boolean): unknown {
  const copy = structuredClone(v) as Record<string, unknown>;
  const slots: [Record<string, unknown>, string][] = [];
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [k, child] of Object.entries(node)) {
      slots.push([node as Record<string, unknown>, k]);
      walk(child);
    }
  };
  walk(copy);
  const [parent, key] = slots[index % slots.length] ?? [copy, 'asAt'];
  if (addKey && typeof parent[key] === 'object' && parent[key] !== null && !Array.isArray(parent[key]))
    (parent[key] as Record<string, unknown>).unexpected = 1;
  else parent[key] = bad;
  return copy;
}

describe('fast compare-input validation', () => {
  it('builds exactly zod’s output for the example and the benchmark form', () => {
    expect(agree(example)).toEqual([true, true]);
    expect(agree(benchCouple)).toEqual([true, true]);
  });

  it('agrees with zod on generated forms, and accepts every plain form zod accepts', () => {
    let accepted = 0;
    fc.assert(
      fc.property(form, (f) => {
        const [fast, slow] = agree(f);
        if (slow && noUndefined(f)) expect(fast).toBe(true);
        if (fast) accepted += 1;
      }),
      { numRuns: 400 },
    );
    expect(accepted).toBeGreaterThan(20);
  });

  it('never accepts what zod rejects, whatever one value is broken', () => {
    fc.assert(
      fc.property(form, fc.nat(), badValue, fc.boolean(), (f, index, bad, addKey) => {
        agree(mutate(f, index, bad, addKey));
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses non-plain input and leaves it to zod', () => {
    for (const v of [null, 1, 'x', [], new Map(), new Date(0)]) expect(agree(v)[0]).toBe(false);
    const withUndefined = { ...benchCouple, assumptions: undefined };
    expect(agree(withUndefined)).toEqual([false, true]);
    // Through zod's path the comparison is the same.
    expect(compare(withUndefined)).toStrictEqual(compare(benchCouple));
  });
});

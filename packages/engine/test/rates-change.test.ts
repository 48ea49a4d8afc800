// ratesChangedSince: on the loaded 2026 revisions (a pension assessed on 20 Mar 2026 rates, checked at later dates)
// and on a synthetic set (several cited dates, a value that ends, the same amount re-dated). Expected changes are
// read from the rates (rates-2026.md), not from the function.
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors.ts';
import { compare } from '../src/comparison/compare.ts';
import { buildParameterSet } from '../src/parameters/index.ts';
import { ratesChangedSince, splitTracePath } from '../src/rates-change.ts';
import { agePension } from '../src/rules/age-pension.ts';

const AP = 'au.dss.age_pension';
const single = {
  asAt: '2026-04-01',
  relationship: 'single' as const,
  homeowner: true,
  financialAssets: 100000,
  otherAssets: 0,
  otherIncomeAnnual: 0,
  rentPerFortnight: 0,
};

describe('ratesChangedSince on the loaded rates', () => {
  const stored = agePension(single);
  const check = (newAsAt: string) => ratesChangedSince({ asAt: single.asAt, trace: stored.trace, newAsAt });

  it('finds nothing before 1 Jul 2026 (the 20 Mar 2026 values are still in force)', () => {
    expect(check('2026-06-30')).toEqual({
      asAt: '2026-04-01',
      newAsAt: '2026-06-30',
      changed: false,
      changes: [],
    });
  });

  it('on 1 Jul 2026: the free areas and the deeming threshold only', () => {
    const r = check('2026-07-01');
    expect(r.changed).toBe(true);
    // Each 1 Jul 2025 value replaced by its 1 Jul 2026 value (rates-2026.md).
    const july = (item: string, keys: string, oldValue: number, newValue: number) => ({
      path: `${AP}.${item}${keys}`,
      parameter: `${AP}.${item}`,
      oldValue,
      oldEffectiveDate: '2025-07-01',
      newValue,
      newEffectiveDate: '2026-07-01',
    });
    expect(r.changes).toEqual([
      july('assets_test.free_area', '[single][homeowner]', 321500, 333000),
      july('deeming.thresholds', '[single]', 64200, 66800),
      july('income_test.free_area', '[single]', 218, 226),
    ]);
  });

  it('on 24 Nov 2026 also the 20 Sep 2026 maximum rate, supplement and deeming rates; not the unchanged ones', () => {
    const r = check('2026-11-24');
    const byPath = Object.fromEntries(r.changes.map((c) => [c.path, c]));
    expect(Object.keys(byPath).sort()).toEqual(
      [
        `${AP}.assets_test.free_area[single][homeowner]`,
        `${AP}.deeming.rates[lower]`,
        `${AP}.deeming.rates[upper]`,
        `${AP}.deeming.thresholds[single]`,
        `${AP}.income_test.free_area[single]`,
        `${AP}.maximum_basic_rate[single]`,
        `${AP}.pension_supplement.maximum[single]`,
      ].sort(),
    );
    expect(byPath[`${AP}.maximum_basic_rate[single]`]).toMatchObject({
      oldValue: 1100.3,
      oldEffectiveDate: '2026-03-20',
      newValue: 1135.4,
      newEffectiveDate: '2026-09-20',
    });
    expect(byPath[`${AP}.deeming.rates[upper]`]).toMatchObject({ oldValue: 0.0325, newValue: 0.0375 });
    // Energy Supplement (14.10, not indexed), minimum supplement, tapers and Rent Assistance (no 20 Sep 2026
    // figures) are the same values, so they are not listed.
    expect(byPath[`${AP}.energy_supplement[single]`]).toBeUndefined();
    expect(Object.keys(byPath).some((p) => p.startsWith('au.dss.rent_assistance'))).toBe(false);
  });

  it('accepts a whole comparison trace (several years, several dates per path) and uses year 1', () => {
    const comparison = compare({
      asAt: '2026-04-01',
      customer: {
        relationship: 'single',
        person: { firstName: 'A', dob: '1950-01-01' },
        propertyValue: 800000,
        personalAssets: 10000,
        investmentAssets: 100000,
      },
      options: [],
    });
    // Year 2 starts on 1 Apr 2027 and cites the 20 Sep 2026 maximum rate too; year 1 used 20 Mar 2026's.
    expect(
      comparison.trace
        .filter((t) => t.path === `${AP}.maximum_basic_rate[single]`)
        .map((t) => t.effectiveDate),
    ).toEqual(expect.arrayContaining(['2026-03-20', '2026-09-20']));
    const r = ratesChangedSince({ asAt: comparison.asAt, trace: comparison.trace, newAsAt: '2026-11-24' });
    expect(r.changes.find((c) => c.path === `${AP}.maximum_basic_rate[single]`)).toMatchObject({
      oldEffectiveDate: '2026-03-20',
      newEffectiveDate: '2026-09-20',
    });
    // Re-checked at its own date, a comparison has no change.
    expect(
      ratesChangedSince({ asAt: '2026-04-01', trace: comparison.trace, newAsAt: '2026-04-01' }).changed,
    ).toBe(false);
  });
});

describe('ratesChangedSince on a synthetic set', () => {
  const value = (effective: string, amount: number, until?: string) => ({
    effective,
    ...(until ? { until } : {}),
    value: amount,
    status: 'official',
    source: 'https://example.org',
    verified: '2026-01-01',
  });
  const file = (values: ReturnType<typeof value>[]) => ({
    description: 'x',
    unit: 'AUD',
    period: 'point',
    references: [{ title: 't', url: 'https://example.org' }],
    values,
  });
  const set = buildParameterSet({
    'x/rises': file([value('2026-01-01', 10), value('2026-07-01', 11)]),
    'x/redated': file([value('2026-01-01', 5), value('2026-07-01', 5)]),
    'x/ends': file([value('2026-01-01', 7, '2026-06-30')]),
  });
  const entry = (path: string, value: number, effectiveDate: string) => ({ path, value, effectiveDate });

  it('compares the value in force at asAt, reports a value that ended, and ignores a re-dated same amount', () => {
    const trace = [
      // A later year's citation (after asAt) is not what year 1 used.
      entry('x.rises', 11, '2026-07-01'),
      entry('x.rises', 10, '2026-01-01'),
      entry('x.redated', 5, '2026-01-01'),
      entry('x.ends', 7, '2026-01-01'),
    ];
    const r = ratesChangedSince({ asAt: '2026-03-01', trace, newAsAt: '2026-08-01' }, set);
    expect(r.changes).toEqual([
      {
        path: 'x.ends',
        parameter: 'x.ends',
        oldValue: 7,
        oldEffectiveDate: '2026-01-01',
        newValue: null,
        newEffectiveDate: null,
      },
      {
        path: 'x.rises',
        parameter: 'x.rises',
        oldValue: 10,
        oldEffectiveDate: '2026-01-01',
        newValue: 11,
        newEffectiveDate: '2026-07-01',
      },
    ]);
    // Going back in time works the same way: at 1 Mar 2026 the 1 Jul value was not yet in force.
    const back = ratesChangedSince({ asAt: '2026-08-01', trace, newAsAt: '2026-03-01' }, set);
    expect(back.changes.map((c) => [c.path, c.oldValue, c.newValue])).toEqual([['x.rises', 11, 10]]);
  });

  it('splits trace paths into parameter and breakdown keys', () => {
    expect(splitTracePath('a.b.c[single][homeowner]')).toEqual({
      parameter: 'a.b.c',
      keys: ['single', 'homeowner'],
    });
    expect(splitTracePath('a.b')).toEqual({ parameter: 'a.b', keys: [] });
  });

  it('rejects an invalid input', () => {
    expect(() => ratesChangedSince({ asAt: '2026-13-01', trace: [], newAsAt: '2026-01-01' }, set)).toThrow(
      EngineError,
    );
    expect(() =>
      ratesChangedSince(
        {
          asAt: '2026-01-01',
          trace: [{ path: '', value: 1, effectiveDate: '2026-01-01' }],
          newAsAt: '2026-01-01',
        },
        set,
      ),
    ).toThrow(EngineError);
  });
});

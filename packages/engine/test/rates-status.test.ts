// rates-status must never hide stale rates: checked on the loaded data at several dates and on a synthetic set.
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors.ts';
import { buildParameterSet } from '../src/parameters/index.ts';
import { nextRevisionAfter, PROGRAMS, ratesStatus } from '../src/rates-status.ts';

/** A synthetic dated value and a file of them (fortnightly, by relationship), for sets built in the tests. */
const syntheticValue = (effective: string, single: number) => ({
  effective,
  table: { single },
  status: 'official',
  source: 'https://example.org',
  verified: '2026-01-01',
});
const syntheticFile = (values: ReturnType<typeof syntheticValue>[]) => ({
  description: 'x',
  unit: 'AUD',
  period: 'fortnight',
  breakdown: ['relationship'],
  references: [{ title: 't', url: 'https://example.org' }],
  values,
});

const byProgram = (asAt: string) =>
  Object.fromEntries(ratesStatus({ asAt }).programs.map((p) => [p.program, p]));

describe('ratesStatus', () => {
  it('tells the truth on 24 Nov 2026: the pension is current to 20 Sep 2026; Rent Assistance and Support at Home are not', () => {
    const r = ratesStatus({ asAt: '2026-11-24' });
    expect(r.anyOutOfDate).toBe(true);
    const p = byProgram('2026-11-24');
    // Maximum rates and supplements of 20 Sep 2026 (DSS rates list, quoted: secondary); the next revision is 20 Mar 2027.
    expect(p.age_pension_rates).toMatchObject({
      latestEffectiveDate: '2026-09-20',
      status: 'secondary',
      nextScheduledRevision: '2027-03-20',
      revisionPassedWithoutNewValues: false,
      outOfDate: false,
      announcedEffectiveDate: null,
    });
    expect(p.deeming_rates).toMatchObject({ latestEffectiveDate: '2026-09-20', outOfDate: false });
    // Free areas and deeming thresholds of 1 Jul 2026; the extra allowable amount from them is derived.
    expect(p.age_pension_thresholds).toMatchObject({
      latestEffectiveDate: '2026-07-01',
      status: 'derived',
      nextScheduledRevision: '2027-07-01',
      outOfDate: false,
    });
    // 20 Mar 2026 Rent Assistance is official now, but no 20 Sep 2026 figure was found.
    expect(p.rent_assistance).toMatchObject({
      latestEffectiveDate: '2026-03-20',
      status: 'official',
      nextScheduledRevision: '2026-09-20',
      revisionPassedWithoutNewValues: true,
      outOfDate: true,
    });
    // Support at Home prices and budgets: the 1 Jul 2026 revision passed without new values (as far as is known).
    expect(p.support_at_home_budgets).toMatchObject({
      latestEffectiveDate: '2025-11-01',
      nextScheduledRevision: '2026-07-01',
      revisionPassedWithoutNewValues: true,
      outOfDate: true,
    });
    // The lifetime cap of 20 Mar 2026 is loaded; its 20 Sep 2026 indexation was not found.
    expect(p.support_at_home_lifetime_cap).toMatchObject({
      latestEffectiveDate: '2026-03-20',
      status: 'secondary',
      nextScheduledRevision: '2026-09-20',
      outOfDate: true,
    });
    // CSHC limits of 20 Sep 2026 (DSS rates list, as quoted): reviewed each 20 September, so next in 2027.
    expect(p.cshc_income_limits).toMatchObject({
      latestEffectiveDate: '2026-09-20',
      status: 'secondary',
      nextScheduledRevision: '2027-09-20',
      outOfDate: false,
    });
    expect(p.home_care_packages_legacy).toMatchObject({
      status: null,
      nextScheduledRevision: null,
      outOfDate: false,
    });
  });

  it('on 19 Sep 2026 the 20 Sep 2026 pension values are loaded but not yet in force', () => {
    const p = byProgram('2026-09-19');
    expect(p.age_pension_rates).toMatchObject({
      latestEffectiveDate: '2026-03-20',
      outOfDate: false,
      announcedEffectiveDate: '2026-09-20',
    });
    expect(p.deeming_rates?.announcedEffectiveDate).toBe('2026-09-20');
    expect(p.age_pension_thresholds).toMatchObject({
      latestEffectiveDate: '2026-07-01',
      announcedEffectiveDate: null,
    });
    // Before 1 Jul 2026 the thresholds' next values are the announced ones.
    expect(byProgram('2026-06-30').age_pension_thresholds?.announcedEffectiveDate).toBe('2026-07-01');
  });

  it('is current on 20 Sep 2025 for the pension, and flags nothing before the next revision', () => {
    const p = byProgram('2025-10-01');
    expect(p.age_pension_rates).toMatchObject({
      latestEffectiveDate: '2025-09-20',
      status: 'official',
      nextScheduledRevision: '2026-03-20',
      outOfDate: false,
    });
    expect(p.rent_assistance?.outOfDate).toBe(false);
    expect(p.age_pension_thresholds?.outOfDate).toBe(false);
  });

  it('flags the pension at a revision date only if its values are missing (20 Mar and 20 Sep 2026 are loaded)', () => {
    expect(byProgram('2026-03-20').age_pension_rates?.outOfDate).toBe(false);
    expect(byProgram('2026-09-19').age_pension_rates?.outOfDate).toBe(false);
    expect(byProgram('2026-09-20').age_pension_rates?.outOfDate).toBe(false);
    expect(byProgram('2027-03-19').age_pension_rates?.outOfDate).toBe(false);
    expect(byProgram('2027-03-20').age_pension_rates?.outOfDate).toBe(true);
  });

  it('reports no data before any value is in force', () => {
    const p = byProgram('2000-01-01');
    expect(p.support_at_home_budgets).toMatchObject({
      latestEffectiveDate: null,
      status: null,
      nextScheduledRevision: null,
      outOfDate: false,
    });
  });

  it('works on a synthetic set missing most programs', () => {
    const set = buildParameterSet({
      'au/dss/rent_assistance/threshold': syntheticFile([syntheticValue('2025-12-01', 1)]),
    });
    const r = ratesStatus({ asAt: '2026-03-19' }, set);
    expect(r.programs.find((p) => p.program === 'rent_assistance')).toMatchObject({
      nextScheduledRevision: '2026-03-20',
      outOfDate: false,
    });
    expect(ratesStatus({ asAt: '2026-03-20' }, set).anyOutOfDate).toBe(true);
  });

  it('reports the earliest announced (future-dated) values, and none once they are in force', () => {
    // Synthetic: a threshold in force from 20 Mar 2026, and two announced values (20 Sep 2026 and 20 Mar 2027).
    const set = buildParameterSet({
      'au/dss/rent_assistance/threshold': syntheticFile([
        syntheticValue('2026-03-20', 1),
        syntheticValue('2026-09-20', 2),
        syntheticValue('2027-03-20', 3),
      ]),
      'au/dss/rent_assistance/maximum': syntheticFile([syntheticValue('2026-03-20', 1)]),
    });
    const ra = (asAt: string) =>
      ratesStatus({ asAt }, set).programs.find((p) => p.program === 'rent_assistance');
    // 21 Aug 2026: the September value is published; the rates in force are still 20 Mar 2026's.
    expect(ra('2026-08-21')).toMatchObject({
      latestEffectiveDate: '2026-03-20',
      announcedEffectiveDate: '2026-09-20',
      outOfDate: false,
    });
    expect(ra('2026-09-20')).toMatchObject({
      latestEffectiveDate: '2026-09-20',
      announcedEffectiveDate: '2027-03-20',
    });
    expect(ra('2027-03-20')?.announcedEffectiveDate).toBeNull();
    // Programs with no values in the set announce nothing.
    expect(
      ratesStatus({ asAt: '2026-08-21' }, set).programs.find((p) => p.program === 'age_pension_rates')
        ?.announcedEffectiveDate,
    ).toBeNull();
  });

  it('computes the next revision date across the year end', () => {
    expect(nextRevisionAfter('2025-09-20', ['03-20', '09-20'])).toBe('2026-03-20');
    expect(nextRevisionAfter('2025-03-19', ['03-20', '09-20'])).toBe('2025-03-20');
    expect(nextRevisionAfter('2025-07-01', ['07-01'])).toBe('2026-07-01');
    expect(nextRevisionAfter('2025-07-01', [])).toBeNull();
  });

  it('every program path exists in the loaded parameters', async () => {
    const { defaultParameters } = await import('../src/parameters/index.ts');
    for (const p of PROGRAMS)
      for (const path of p.paths) expect(defaultParameters.files[path], path).toBeDefined();
  });

  it('rejects an invalid date', () => {
    expect(() => ratesStatus({ asAt: '21/11/2026' })).toThrow(EngineError);
  });
});

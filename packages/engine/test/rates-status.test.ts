// rates-status must never hide stale rates: checked on the loaded data at several dates and on a synthetic set.
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors.ts';
import { buildParameterSet } from '../src/parameters/index.ts';
import { nextRevisionAfter, PROGRAMS, ratesStatus } from '../src/rates-status.ts';

const byProgram = (asAt: string) =>
  Object.fromEntries(ratesStatus({ asAt }).programs.map((p) => [p.program, p]));

describe('ratesStatus', () => {
  it('reports out-of-date rates on 21 Nov 2026 (20 Sep 2026 and 1 Jul 2026 revisions passed without values)', () => {
    const r = ratesStatus({ asAt: '2026-11-21' });
    expect(r.anyOutOfDate).toBe(true);
    const p = byProgram('2026-11-21');
    expect(p.age_pension_rates).toMatchObject({
      latestEffectiveDate: '2026-03-20',
      status: 'derived',
      nextScheduledRevision: '2026-09-20',
      revisionPassedWithoutNewValues: true,
      outOfDate: true,
    });
    expect(p.rent_assistance).toMatchObject({
      latestEffectiveDate: '2026-03-20',
      status: 'secondary',
      outOfDate: true,
    });
    expect(p.age_pension_thresholds).toMatchObject({
      latestEffectiveDate: '2025-07-01',
      nextScheduledRevision: '2026-07-01',
      outOfDate: true,
    });
    expect(p.support_at_home_budgets).toMatchObject({
      latestEffectiveDate: '2025-11-01',
      nextScheduledRevision: '2026-07-01',
      outOfDate: true,
    });
    expect(p.support_at_home_lifetime_cap).toMatchObject({
      nextScheduledRevision: '2026-03-20',
      outOfDate: true,
    });
    expect(p.cshc_income_limits).toMatchObject({
      latestEffectiveDate: '2025-09-20',
      nextScheduledRevision: '2026-09-20',
      outOfDate: true,
    });
    expect(p.home_care_packages_legacy).toMatchObject({
      status: null,
      nextScheduledRevision: null,
      outOfDate: false,
    });
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

  it('flags the pension on 20 Mar 2026 only if those values were missing (they are loaded)', () => {
    expect(byProgram('2026-03-20').age_pension_rates?.outOfDate).toBe(false);
    expect(byProgram('2026-09-19').age_pension_rates?.outOfDate).toBe(false);
    expect(byProgram('2026-09-20').age_pension_rates?.outOfDate).toBe(true);
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
    const file = {
      description: 'x',
      unit: 'AUD',
      period: 'fortnight',
      breakdown: ['relationship'],
      references: [{ title: 't', url: 'https://example.org' }],
      values: [
        {
          effective: '2025-12-01',
          table: { single: 1 },
          status: 'official',
          source: 'https://example.org',
          verified: '2026-01-01',
        },
      ],
    };
    const set = buildParameterSet({ 'au/dss/rent_assistance/threshold': file });
    const r = ratesStatus({ asAt: '2026-03-19' }, set);
    expect(r.programs.find((p) => p.program === 'rent_assistance')).toMatchObject({
      nextScheduledRevision: '2026-03-20',
      outOfDate: false,
    });
    expect(ratesStatus({ asAt: '2026-03-20' }, set).anyOutOfDate).toBe(true);
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

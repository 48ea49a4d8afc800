// Unit tests of the benefit rules beyond the worked examples: input validation, errors, traces, edge cases,
// each expected figure hand-worked in a comment.
import { describe, expect, it } from 'vitest';
import { EngineError, ParameterNotInForceError } from '../src/errors.ts';
import {
  agePension,
  computeAgePension,
  isFullRate,
  pensionStatus,
  type AgePensionInput,
} from '../src/rules/age-pension.ts';
import { assessHomeowner } from '../src/rules/homeowner.ts';
import { rentAssistance } from '../src/rules/rent-assistance.ts';
import {
  applyLifetimeCap,
  contributionForServices,
  hcpDementiaSupplementAnnual,
  percentageSupplementPerDay,
  supportAtHome,
  type SupportAtHomeInput,
} from '../src/rules/support-at-home.ts';

const single: AgePensionInput = {
  asAt: '2025-09-20',
  relationship: 'single',
  homeowner: true,
  financialAssets: 0,
  otherAssets: 0,
  otherIncomeAnnual: 0,
  rentPerFortnight: 0,
};

function invalid(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).code).toBe('INVALID_INPUT');
    return e as EngineError;
  }
  throw new Error('expected INVALID_INPUT');
}

describe('agePension', () => {
  it('pays the full rate with no means and traces every parameter with its source', () => {
    const r = agePension(single);
    expect(r.perFortnight).toBe(1178.7); // 1,079.70 + 84.90 + 14.10
    expect(r.annual).toBe(30646.2); // × 26
    expect(r.perFortnightEach).toBeUndefined();
    expect(isFullRate(r)).toBe(true);
    expect(pensionStatus(r)).toBe('full-pensioner');
    const paths = r.trace.map((t) => t.path);
    expect(paths).toContain('au.dss.age_pension.maximum_basic_rate[single]');
    expect(paths).toContain('au.dss.age_pension.assets_test.free_area[single][homeowner]');
    expect(r.trace.every((t) => t.source.startsWith('https://') && t.effectiveDate <= '2025-09-20')).toBe(
      true,
    );
  });

  it('reports part and nil pensioners', () => {
    const part = agePension({ ...single, financialAssets: 500000 });
    expect(pensionStatus(part)).toBe('part-pensioner');
    expect(isFullRate(part)).toBe(false);
    const nil = agePension({ ...single, otherAssets: 2_000_000 });
    expect(nil.perFortnight).toBe(0);
    expect(nil.annual).toBe(0);
    expect(pensionStatus(nil)).toBe('not-eligible');
  });

  it('pays the minimum Pension Supplement while the rate is positive but below it', () => {
    // Single homeowner cut-off at 20 Sep 2025 is 714,500. At 714,250: 1,571 steps × 0.75 = 1,178.25 → 0.45 left,
    // below the minimum supplement 45.60, so 45.60 is paid; at 714,500 the rate is nil.
    expect(agePension({ ...single, otherAssets: 714250 }).perFortnight).toBe(45.6);
    expect(agePension({ ...single, otherAssets: 714500 }).perFortnight).toBe(0);
  });

  it('rejects invalid input with one issue per problem', () => {
    const e = invalid(() =>
      agePension({
        ...single,
        asAt: '2025-02-30',
        financialAssets: -1,
        relationship: 'widow',
      } as unknown as AgePensionInput),
    );
    expect(e.issues.map((i) => i.path).sort()).toEqual(['asAt', 'financialAssets', 'relationship']);
    invalid(() => agePension({ ...single, extra: 1 } as unknown as AgePensionInput));
  });

  it('throws PARAMETER_NOT_IN_FORCE before the first loaded rates', () => {
    expect(() => agePension({ ...single, asAt: '2024-09-19' })).toThrow(ParameterNotInForceError);
  });

  it('treats a village entry contribution on or below the EAA as assessable but not deemed', () => {
    // EC exactly 258,000 (= EAA): non-homeowner; assets 258,000 < 579,500; deemed income 0.
    const r = computeAgePension({
      ...single,
      homeowner: true,
      rentPerFortnight: 300,
      retirementVillage: { entryContribution: 258000, paidOn: '2025-07-01' },
    });
    expect(r.homeowner).toBe(false);
    expect(r.assetsTest.assessableAssets).toBe(258000);
    expect(r.incomeTest.deemedIncomeAnnual).toBe(0);
    expect(r.rentAssistancePerFortnight).toBe(111); // (300 − 152) × 0.75
  });

  it('gives a couple half the household rate each', () => {
    const r = agePension({ ...single, relationship: 'couple' });
    expect(r.perFortnight).toBe(1777); // 2 × 888.50
    expect(r.perFortnightEach).toBe(888.5);
  });
});

describe('rentAssistance', () => {
  it('pays nothing at or below the threshold and still reads the rates', () => {
    const r = rentAssistance({ asAt: '2025-09-20', relationship: 'single', rentPerFortnight: 152 });
    expect(r.perFortnight).toBe(0);
    expect(r.trace.length).toBe(3);
    expect(() => rentAssistance({ asAt: '2020-01-01', relationship: 'single', rentPerFortnight: 0 })).toThrow(
      ParameterNotInForceError,
    );
  });
  it('rounds 75% of the excess to the cent', () => {
    // (152.01 − 152.00) × 0.75 = 0.0075 → 0.01
    expect(
      rentAssistance({ asAt: '2025-09-20', relationship: 'single', rentPerFortnight: 152.01 }).perFortnight,
    ).toBe(0.01);
  });
  it('rejects negative rent', () => {
    invalid(() => rentAssistance({ asAt: '2025-09-20', relationship: 'single', rentPerFortnight: -5 }));
  });
});

describe('assessHomeowner', () => {
  const base = { asAt: '2025-09-20', relationship: 'single' as const };
  it.each([
    ['own-home', true, false],
    ['strata', true, false],
    ['land-lease', true, true],
    ['rental', false, true],
    ['private-rental', false, true],
  ] as const)('%s → homeowner %s, rent counts %s', (accommodation, homeowner, rent) => {
    const r = assessHomeowner({ ...base, accommodation });
    expect(r.homeowner).toBe(homeowner);
    expect(r.rentCountsForRentAssistance).toBe(rent);
    expect(r.assessableEntryContribution).toBe(0);
  });
  it('compares a couple’s combined contribution with the full EAA', () => {
    // 2024-25: EAA 252,000. Combined 252,000.01 > 252,000 → homeowners.
    const r = assessHomeowner({
      ...base,
      relationship: 'couple',
      accommodation: 'leasehold',
      entryContribution: 252000.01,
      paidOn: '2025-06-30',
    });
    expect(r).toMatchObject({ homeowner: true, extraAllowableAmount: 252000 });
    expect(r.trace[0]?.effectiveDate).toBe('2024-07-01');
  });
  it('requires the contribution and its date for leasehold/licence, and has no EAA for 2019-20', () => {
    const e = invalid(() => assessHomeowner({ ...base, accommodation: 'licence' }));
    expect(e.issues.map((i) => i.path).sort()).toEqual(['entryContribution', 'paidOn']);
    expect(() =>
      assessHomeowner({ ...base, accommodation: 'licence', entryContribution: 1, paidOn: '2019-07-01' }),
    ).toThrow(ParameterNotInForceError);
  });
});

describe('supportAtHome', () => {
  const sah: SupportAtHomeInput = {
    asAt: '2025-11-01',
    classification: 4,
    means: 'self-funded',
    split: { clinical: 0.2, independence: 0.3, everydayLiving: 0.5 },
  };

  it('hand-worked: classification 4, self-funded, split 20/30/50', () => {
    // Budget 29,696.40; care management 10% = 2,969.64; services 26,726.76.
    // Independence 26,726.76 × 0.3 × 0.5 = 4,009.014 → 4,009.01; everyday 26,726.76 × 0.5 × 0.8 = 10,690.704 → 10,690.70.
    const r = supportAtHome(sah);
    expect(r).toMatchObject({
      annualBudget: 29696.4,
      servicesBudgetAnnual: 26726.76,
      contributionRates: { clinical: 0, independence: 0.5, everydayLiving: 0.8 },
      byServiceType: { clinical: 0, independence: 4009.01, everydayLiving: 10690.7 },
      annualContribution: 14699.71,
      estimated: false,
    });
  });

  it('level 0 means no care: all zeros', () => {
    const r = supportAtHome({ ...sah, classification: 0 });
    expect(r.annualBudget + r.annualContribution + r.servicesBudgetAnnual).toBe(0);
  });

  it('part pensioners without means assessed pay the maximum rates, flagged; letter rates win', () => {
    // The midpoint estimate is gone: unassessed means are charged the top rates (50 % / 80 %).
    const est = supportAtHome({ ...sah, means: 'part-pensioner' });
    expect(est.estimated).toBe(true);
    expect(est.rateBasis).toBe('no-means');
    expect(est.contributionRates).toEqual({ clinical: 0, independence: 0.5, everydayLiving: 0.8 });
    const letter = supportAtHome({
      ...sah,
      means: 'cshc-holder',
      contributionRates: { independence: 0.1, everydayLiving: 0.3 },
    });
    expect(letter.estimated).toBe(false);
    // 26,726.76 × 0.3 × 0.1 = 801.8028 → 801.80; 26,726.76 × 0.5 × 0.3 = 4,009.014 → 4,009.01.
    expect(letter.annualContribution).toBe(4810.81);
  });

  it('no worse off: grandfathered non-full-pensioners are flagged estimated', () => {
    expect(supportAtHome({ ...sah, noWorseOff: true }).estimated).toBe(true);
    expect(
      supportAtHome({ ...sah, noWorseOff: true, contributionRates: { independence: 0, everydayLiving: 0 } })
        .annualContribution,
    ).toBe(0);
  });

  it('adds supplements: bolus enteral feeding and, for grandfathered recipients, dementia', () => {
    // Bolus 23.25 × 365 = 8,486.25.
    expect(supportAtHome({ ...sah, supplements: { enteralFeeding: 'bolus' } }).annualBudget).toBe(38182.65);
    // Dementia: 29,696.40 / 365 = 81.36 a day × 11.5% = 9.3564 → 9.36 × 365 = 3,416.40.
    expect(supportAtHome({ ...sah, noWorseOff: true, supplements: { dementia: true } }).annualBudget).toBe(
      33112.8,
    );
    invalid(() => supportAtHome({ ...sah, supplements: { dementia: true } }));
  });

  it('validates the split and the classification', () => {
    invalid(() =>
      supportAtHome({ ...sah, split: { clinical: 0.5, independence: 0.5, everydayLiving: 0.1 } }),
    );
    invalid(() => supportAtHome({ ...sah, classification: 9 }));
    invalid(() => supportAtHome({ ...sah, classification: 2.5 }));
    // Within ±1e-6 is accepted.
    expect(() =>
      supportAtHome({ ...sah, split: { clinical: 0.2, independence: 0.3, everydayLiving: 0.5000005 } }),
    ).not.toThrow();
  });

  it('has no budget before 1 Nov 2025', () => {
    expect(() => supportAtHome({ ...sah, asAt: '2025-10-31' })).toThrow(ParameterNotInForceError);
  });

  it('applies the lifetime cap with prior payments and the grandfathered cap', () => {
    expect(applyLifetimeCap([50000, 50000], '2025-11-01', undefined, { alreadyPaid: 100000 })).toEqual([
      35318.69, 0,
    ]);
    expect(applyLifetimeCap([50000, 50000], '2025-11-01', undefined, { noWorseOff: true })).toEqual([
      50000, 32018.15,
    ]);
    expect(applyLifetimeCap([-5, 10], '2025-11-01')).toEqual([0, 10]);
  });

  it('contribution for services uses letter rates when given', () => {
    const r = contributionForServices({
      asAt: '2025-11-01',
      means: 'part-pensioner',
      spending: { clinical: 100, independence: 100, everydayLiving: 100 },
      contributionRates: { independence: 0.2, everydayLiving: 0.4 },
    });
    expect(r.total).toBe(60);
    expect(r.estimated).toBe(false);
  });

  it('percentage supplements round to the cent a day; legacy HCP ends 31 Oct 2025', () => {
    expect(percentageSupplementPerDay(28.14, 0.115)).toBe(3.24);
    expect(() => hcpDementiaSupplementAnnual(1, '2025-11-01')).toThrow(ParameterNotInForceError);
  });
});

// Hand-worked exit entitlements (arithmetic in the comments) and properties (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors.ts';
import { cumulativeFraction, flatRateSchedule, SCHEDULE_YEARS } from '../src/rules/dmf-schedule.ts';
import { OptionContract } from '../src/comparison/input.ts';
import {
  DEFAULT_CAPITAL_GAIN_SHARE,
  exitAtHorizon,
  ExitContractTerms,
  exitEntitlement,
} from '../src/rules/exit-entitlement.ts';

const flat = (rate: number) => ({ basis: 'entry' as const, schedule: Array<number>(11).fill(rate) });

describe('cumulativeFraction (daily pro-rata between the 11 points)', () => {
  const sched = [0.1, 0.22, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35];
  it('is 0 at t = 0 and before', () => {
    expect(cumulativeFraction(sched, 0)).toBe(0);
    expect(cumulativeFraction(sched, -1)).toBe(0);
  });
  it('accrues linearly in the first year: 6 months of a 10% first year = 5%', () => {
    expect(cumulativeFraction(sched, 0.5)).toBeCloseTo(0.05, 12);
  });
  it('one day into year 2 adds 1/365.25 of the 12-point step', () => {
    // 0.10 + 0.12 × (1/365.25) = 0.100328542...
    expect(cumulativeFraction(sched, 1 + 1 / 365.25)).toBeCloseTo(0.100328542, 8);
  });
  it('interpolates between year 10 and year 15', () => {
    const s = [0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.14, 0.16, 0.18, 0.2, 0.3];
    // Year 12.5 is half-way from 20% (yr 10) to 30% (yr 15): 25%.
    expect(cumulativeFraction(s, 12.5)).toBeCloseTo(0.25, 12);
    // Held at the year-15 value afterwards.
    expect(cumulativeFraction(s, 40)).toBe(0.3);
  });
  it('builds the flat "6%/yr to 36%" schedule', () => {
    expect(flatRateSchedule(0.06, 0.36).map((x) => Math.round(x * 100) / 100)).toEqual([
      0.06, 0.12, 0.18, 0.24, 0.3, 0.36, 0.36, 0.36, 0.36, 0.36, 0.36,
    ]);
    expect(SCHEDULE_YEARS).toHaveLength(11);
  });
});

describe('exitEntitlement hand-worked cases', () => {
  it('Stockland "Capital Share" style licence: 5%/yr to 35%, 50/50 gain, costs shared in the gain proportion', () => {
    // E = 500,000; g = 4%; t = 7: R = 500,000 × 1.04^7 = 657,965.8896
    // CG = 157,965.8896; resident's 50% = 78,982.9448
    // DMF = 35% × 500,000 = 175,000
    // sales fee 2.5% × R = 16,449.1472; refurbishment 10,000; resident's 50% of (16,449.1472 + 10,000) = 13,224.5736
    // + reinstatement 1,500 + admin 1,000 → resident costs 15,724.5736
    // EE = 500,000 − 175,000 + 78,982.9448 − 15,724.5736 = 388,258.3712 → 388,258.37
    const r = exitEntitlement({
      asAt: '2026-11-21',
      tenure: 'licence',
      entryPrice: 500000,
      capitalGrowthRate: 0.04,
      dmf: { basis: 'entry', schedule: flatRateSchedule(0.05, 0.35) },
      capitalGainShare: 0.5,
      salesFeeRate: 0.025,
      costsSharedInGainProportion: true,
      refurbishmentCost: 10000,
      reinstatementCost: 1500,
      adminFee: 1000,
      otherExitCosts: 0,
      horizonsYears: [7],
    });
    expect(r.horizons[0]).toEqual({
      years: 7,
      resalePrice: 657965.89,
      dmf: 175000,
      ltmf: 0,
      capitalGainToResident: 78982.94,
      residentCosts: 15724.57,
      // The horizon now also reports the amortised upfront fee refunded; this contract has none.
      upfrontFeeRefund: 0,
      exitEntitlement: 388258.37,
    });
  });

  it('strata unit (resident sells), 35% DMF of the resale value, resident keeps the gain and pays the agent', () => {
    // E = 450,000; g = 3%; t = 10: R = 450,000 × 1.03^10 = 604,762.3707
    // DMF 35% × R = 211,666.8297; sales fee 3% × R = 18,142.8711 (resident's, not shared); admin 1,500
    // operator's gain share 0 (s = 1) → EE = 604,762.3707 − 211,666.8297 − 18,142.8711 − 1,500 = 373,452.6698
    const r = exitEntitlement({
      asAt: '2026-11-21',
      tenure: 'strata',
      entryPrice: 450000,
      capitalGrowthRate: 0.03,
      dmf: { basis: 'resale', schedule: Array<number>(11).fill(0.35) },
      capitalGainShare: 1,
      salesFeeRate: 0.03,
      adminFee: 1500,
      horizonsYears: [10],
    });
    expect(r.horizons[0]?.exitEntitlement).toBe(373452.67);
    expect(r.horizons[0]?.capitalGainToResident).toBe(154762.37);
  });

  it('a capital loss is borne by the resident only when the contract shares losses', () => {
    // E = 300,000; g = −2%; t = 5: R = 300,000 × 0.98^5 = 271,176.2390; CG = −28,823.7610
    // DMF 30% of entry = 90,000. Not shared: EE = 300,000 − 90,000 = 210,000.
    // Shared at s = 50%: EE = 210,000 − 14,411.8805 = 195,588.1195 → 195,588.12
    const base = {
      asAt: '2026-11-21',
      tenure: 'licence',
      entryPrice: 300000,
      capitalGrowthRate: -0.02,
      dmf: flat(0.3),
      capitalGainShare: 0.5,
      horizonsYears: [5],
    };
    expect(exitEntitlement(base).horizons[0]?.exitEntitlement).toBe(210000);
    const shared = exitEntitlement({ ...base, shareCapitalLoss: true }).horizons[0];
    expect(shared?.exitEntitlement).toBe(195588.12);
    expect(shared?.capitalGainToResident).toBe(-14411.88);
  });

  it('adds the second scheduled charge (ltmf) on its own base', () => {
    // E = 400,000, g = 0: DMF 30% of entry = 120,000; LTMF 2% of resale (= 400,000) = 8,000.
    // EE = 400,000 − 120,000 − 8,000 = 272,000
    const r = exitEntitlement({
      asAt: '2026-11-21',
      tenure: 'leasehold',
      entryPrice: 400000,
      capitalGrowthRate: 0,
      dmf: flat(0.3),
      ltmf: { basis: 'resale', schedule: Array<number>(11).fill(0.02) },
      capitalGainShare: 0,
      horizonsYears: [3],
    });
    expect(r.horizons[0]).toMatchObject({ dmf: 120000, ltmf: 8000, exitEntitlement: 272000 });
  });

  it('unshared sales and refurbishment costs fall on the resident in full', () => {
    // E = 200,000, g = 0, DMF 0; sales 2% × 200,000 = 4,000 + refurbishment 6,000 = 10,000 borne by the resident
    // (s = 0.5 but costs not shared): EE = 200,000 − 10,000 = 190,000
    const r = exitEntitlement({
      asAt: '2026-11-21',
      tenure: 'licence',
      entryPrice: 200000,
      capitalGrowthRate: 0,
      dmf: flat(0),
      capitalGainShare: 0.5,
      salesFeeRate: 0.02,
      refurbishmentCost: 6000,
      horizonsYears: [2],
    });
    expect(r.horizons[0]?.exitEntitlement).toBe(190000);
  });

  it('a security deposit paid under a licence is refunded with the exit entitlement', () => {
    // 200,000 − 20% × 200,000 = 160,000 + 5,000 deposit = 165,000
    const r = exitEntitlement({
      asAt: '2026-11-21',
      tenure: 'licence',
      entryPrice: 200000,
      capitalGrowthRate: 0,
      dmf: flat(0.2),
      capitalGainShare: 0,
      securityDeposit: 5000,
      horizonsYears: [3],
    });
    expect(r.horizons[0]?.exitEntitlement).toBe(165000);
  });

  it('rental: only the security deposit is refunded', () => {
    const r = exitEntitlement({
      asAt: '2026-11-21',
      tenure: 'rental',
      entryPrice: 0,
      capitalGrowthRate: 0,
      dmf: flat(0),
      capitalGainShare: 0,
      securityDeposit: 1200,
      horizonsYears: [1, 5],
    });
    expect(r.horizons.map((h) => h.exitEntitlement)).toEqual([1200, 1200]);
  });

  it('rejects invalid input with INVALID_INPUT and a path per issue', () => {
    try {
      exitEntitlement({
        asAt: '2026-02-30',
        tenure: 'castle',
        entryPrice: -1,
        capitalGrowthRate: 0,
        dmf: { basis: 'entry', schedule: [0.2, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
        capitalGainShare: 0,
        horizonsYears: [1],
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      const err = e as EngineError;
      expect(err.code).toBe('INVALID_INPUT');
      const paths = err.issues.map((i) => i.path);
      expect(paths).toEqual(expect.arrayContaining(['asAt', 'tenure', 'entryPrice', 'dmf.schedule.1']));
    }
  });
});

// Arbitrary contracts: any tenure, any monotone schedule, any costs.
const monotoneSchedule = fc
  .array(fc.double({ min: 0, max: 0.05, noNaN: true }), { minLength: 11, maxLength: 11 })
  .map((steps) => {
    let acc = 0;
    return steps.map((s) => (acc = Math.min(1, acc + s)));
  });
const terms = fc.record({
  tenure: fc.constantFrom('leasehold', 'licence', 'strata', 'land-lease'),
  entryPrice: fc.double({ min: 0, max: 3_000_000, noNaN: true }),
  capitalGrowthRate: fc.double({ min: -0.1, max: 0.15, noNaN: true }),
  dmf: fc.record({ basis: fc.constantFrom('entry', 'resale'), schedule: monotoneSchedule }),
  capitalGainShare: fc.double({ min: 0, max: 1, noNaN: true }),
  salesFeeRate: fc.double({ min: 0, max: 0.05, noNaN: true }),
  costsSharedInGainProportion: fc.boolean(),
  refurbishmentCost: fc.double({ min: 0, max: 50_000, noNaN: true }),
  reinstatementCost: fc.double({ min: 0, max: 20_000, noNaN: true }),
  adminFee: fc.double({ min: 0, max: 5_000, noNaN: true }),
  otherExitCosts: fc.double({ min: 0, max: 5_000, noNaN: true }),
});

describe('exitEntitlement properties', () => {
  it('never exceeds the resale price for a resident who sells (losses not shared)', () => {
    fc.assert(
      fc.property(
        terms,
        fc.constantFrom('strata', 'land-lease'),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (t, tenure, years) => {
          const parsed = ExitContractTerms.parse({ ...t, tenure });
          const h = exitAtHorizon(parsed, years);
          expect(h.exitEntitlement).toBeLessThanOrEqual(h.resalePrice + 0.01);
        },
      ),
    );
  });

  it('the DMF charged never decreases with time when its base is the entry price', () => {
    fc.assert(
      fc.property(
        terms,
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (t, a, b) => {
          const parsed = ExitContractTerms.parse({ ...t, dmf: { ...t.dmf, basis: 'entry' } });
          const [early, late] = a <= b ? [a, b] : [b, a];
          expect(exitAtHorizon(parsed, late).dmf).toBeGreaterThanOrEqual(exitAtHorizon(parsed, early).dmf);
        },
      ),
    );
  });

  it('the cumulative DMF fraction is non-decreasing in time for any monotone schedule', () => {
    fc.assert(
      fc.property(
        monotoneSchedule,
        fc.double({ min: -1, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (s, t, dt) => {
          expect(cumulativeFraction(s, t + dt)).toBeGreaterThanOrEqual(cumulativeFraction(s, t) - 1e-12);
        },
      ),
    );
  });

  it("the operator pays out at most the entry price plus the resident's gain share (leasehold/licence)", () => {
    fc.assert(
      fc.property(terms, fc.double({ min: 0, max: 30, noNaN: true }), (t, years) => {
        const parsed = ExitContractTerms.parse({ ...t, tenure: 'licence' });
        const h = exitAtHorizon(parsed, years);
        expect(h.exitEntitlement).toBeLessThanOrEqual(
          parsed.entryPrice + Math.max(0, h.capitalGainToResident) + 0.01,
        );
      }),
    );
  });
});

describe('the contract terms of a comparison option are ExitContractTerms', () => {
  const terms = {
    entryPrice: 400000,
    capitalGrowthRate: 0.05,
    dmf: flat(0.03),
  };
  it('defaults an absent capital gain share to DEFAULT_CAPITAL_GAIN_SHARE (0: the operator keeps the gain)', () => {
    expect(DEFAULT_CAPITAL_GAIN_SHARE).toBe(0);
    expect(ExitContractTerms.parse({ tenure: 'licence', ...terms }).capitalGainShare).toBe(0);
    expect(OptionContract.parse(terms).capitalGainShare).toBe(0);
  });
  it('gives the same exit entitlement through the CLI rule and a comparison option', () => {
    // E = 400,000; the schedule holds 3 % (cumulative) at every year: DMF 12,000; no gain share, no costs → 388,000.
    const cli = exitEntitlement({ asAt: '2026-11-21', tenure: 'licence', ...terms, horizonsYears: [3] });
    expect(cli.horizons[0]?.exitEntitlement).toBe(388000);
    const contract = OptionContract.parse(terms);
    expect(exitAtHorizon({ ...contract, tenure: 'licence' }, 3)).toEqual(cli.horizons[0]);
  });
  it('keeps every exit-entitlement field with its own default, tenure aside', () => {
    const exitKeys = Object.keys(ExitContractTerms.shape).filter((k) => k !== 'tenure');
    expect(Object.keys(OptionContract.shape)).toEqual(expect.arrayContaining(exitKeys));
    const defaults = OptionContract.parse(terms);
    const exitDefaults = ExitContractTerms.parse({ tenure: 'licence', ...terms });
    for (const k of exitKeys) expect(defaults[k as keyof typeof defaults]).toEqual(exitDefaults[k as never]);
  });
});

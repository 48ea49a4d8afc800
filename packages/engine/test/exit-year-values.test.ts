// Every contract term at its horizon: year-value schedules of
// the exit costs, the dollar parts of the DMF and LTMF, other exit costs on the resale price, and costs shared in
// the gain proportion (villages.md §3). Each figure is worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { cumulativeFraction, flatRateSchedule } from '../src/rules/dmf-schedule.ts';
import { exitEntitlement, yearValueAt } from '../src/rules/exit-entitlement.ts';

const none = { basis: 'entry' as const, schedule: Array<number>(11).fill(0) };
const yearsOf = (r: ReturnType<typeof exitEntitlement>) =>
  Object.fromEntries(r.horizons.map((h) => [h.years, h]));

describe('yearValueAt: a cost charged on leaving, by year of residence', () => {
  const list = [0.04, 0.04, 0.035, 0.035, 0.03, 0.03, 0.03, 0.03, 0.03, 0.03, 0.02];
  it('reads the listed year, the year-1 value within year 1, and holds the year-15 value', () => {
    expect(yearValueAt(list, 1)).toBe(0.04);
    expect(yearValueAt(list, 0.25)).toBe(0.04); // not ramped from 0 like a DMF
    expect(yearValueAt(list, 3)).toBe(0.035);
    expect(yearValueAt(list, 15)).toBe(0.02);
    expect(yearValueAt(list, 20)).toBe(0.02);
  });
  it('interpolates between listed years: year 12.5 is half-way from 3 % (yr 10) to 2 % (yr 15)', () => {
    expect(yearValueAt(list, 12.5)).toBeCloseTo(0.025, 12);
    // Year 4.5: half-way from 3.5 % to 3 % = 3.25 %.
    expect(yearValueAt(list, 4.5)).toBeCloseTo(0.0325, 12);
  });
  it('passes a single number through at every horizon', () => {
    expect(yearValueAt(2000, 0.5)).toBe(2000);
    expect(yearValueAt(2000, 15)).toBe(2000);
  });
});

describe('issue 14 worked example: an external licence village sharing exit costs in the gain proportion', () => {
  // E = 350,000; DMF 5 %/yr of the resale price to 30 %; s = 50 %; sales fee 3 %; refurbishment 10,000; g = 3 %.
  const terms = {
    asAt: '2026-11-21',
    tenure: 'licence' as const,
    entryPrice: 350_000,
    capitalGrowthRate: 0.03,
    dmf: { basis: 'resale' as const, schedule: flatRateSchedule(0.05, 0.3) },
    capitalGainShare: 0.5,
    salesFeeRate: 0.03,
    refurbishmentCost: 10_000,
    horizonsYears: [1],
  };
  it('after 1 year: 350,000 − 18,025 + 5,250 − 0.5 × (10,815 + 10,000) = 326,817.50', () => {
    // R = 350,000 × 1.03 = 360,500; DMF = 5 % × 360,500 = 18,025; CG = 10,500, resident's half 5,250;
    // sales fee 3 % × 360,500 = 10,815; with refurbishment 20,815, of which the resident bears half: 10,407.50.
    const h = exitEntitlement({ ...terms, costsSharedInGainProportion: true }).horizons[0];
    expect(h).toMatchObject({
      resalePrice: 360_500,
      dmf: 18_025,
      capitalGainToResident: 5_250,
      residentCosts: 10_407.5,
      exitEntitlement: 326_817.5,
    });
  });
  it('when the resident bears all of them: 350,000 − 18,025 + 5,250 − 20,815 = 316,410', () => {
    const h = exitEntitlement({ ...terms, costsSharedInGainProportion: false }).horizons[0];
    expect(h?.residentCosts).toBe(20_815);
    expect(h?.exitEntitlement).toBe(316_410);
  });
});

describe('year-value schedules of the exit costs are read at each horizon', () => {
  // A licence at E = 400,000 with no growth (R = E, no gain) and no DMF, so EE = 400,000 − the resident's costs.
  const base = {
    asAt: '2026-11-21',
    tenure: 'licence' as const,
    entryPrice: 400_000,
    capitalGrowthRate: 0,
    dmf: none,
    horizonsYears: [1, 2, 5, 10, 12, 15],
  };
  it('sales fee rate: 4 % in years 1–2, 3.5 % in 3–4, 3 % in 5–10, 2 % at 15', () => {
    const r = yearsOf(
      exitEntitlement({
        ...base,
        salesFeeRate: [0.04, 0.04, 0.035, 0.035, 0.03, 0.03, 0.03, 0.03, 0.03, 0.03, 0.02],
      }),
    );
    // Year 1 and 2: 4 % × 400,000 = 16,000 → 384,000. Year 5 and 10: 3 % = 12,000 → 388,000.
    expect(r[1]?.exitEntitlement).toBe(384_000);
    expect(r[2]?.exitEntitlement).toBe(384_000);
    expect(r[5]?.exitEntitlement).toBe(388_000);
    expect(r[10]?.exitEntitlement).toBe(388_000);
    // Year 12: 3 % + (2 % − 3 %) × 2/5 = 2.6 % → 10,400 → 389,600. Year 15: 2 % = 8,000 → 392,000.
    expect(r[12]?.exitEntitlement).toBe(389_600);
    expect(r[15]?.exitEntitlement).toBe(392_000);
  });
  it('sales fee dollars, admin/legal, reinstatement and other exit costs, each by year', () => {
    const r = yearsOf(
      exitEntitlement({
        ...base,
        // Marketing $1,500 in years 1–5, then $1,000.
        salesFeeDollars: [1500, 1500, 1500, 1500, 1500, 1000, 1000, 1000, 1000, 1000, 1000],
        // Termination fee $2,000 rising by $100 a year: 2,000 … 2,900 in year 10, 3,400 in year 15.
        adminFee: [2000, 2100, 2200, 2300, 2400, 2500, 2600, 2700, 2800, 2900, 3400],
        // Reinstatement grows with wear: $1,000 a year of residence to $10,000, $15,000 at 15.
        reinstatementCost: [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000, 15_000],
        otherExitCosts: 250,
      }),
    );
    // Year 1: 1,500 + 2,000 + 1,000 + 250 = 4,750 → 395,250.
    expect(r[1]?.residentCosts).toBe(4_750);
    expect(r[1]?.exitEntitlement).toBe(395_250);
    // Year 5: 1,500 + 2,400 + 5,000 + 250 = 9,150 → 390,850.
    expect(r[5]?.exitEntitlement).toBe(390_850);
    // Year 10: 1,000 + 2,900 + 10,000 + 250 = 14,150 → 385,850.
    expect(r[10]?.exitEntitlement).toBe(385_850);
    // Year 12 (2/5 of the way from 10 to 15): 1,000 + (2,900 + 200) + (10,000 + 2,000) + 250 = 16,350 → 383,650.
    expect(r[12]?.exitEntitlement).toBe(383_650);
  });
  it('other exit costs as a share of the resale price', () => {
    // E = 400,000, g = 5 %, t = 2: R = 400,000 × 1.05² = 441,000; 1 % of R = 4,410 plus $500.
    // No gain share: EE = 400,000 − 4,910 = 395,090.
    const r = exitEntitlement({
      ...base,
      capitalGrowthRate: 0.05,
      otherExitCosts: 500,
      otherExitCostsRate: 0.01,
      otherExitCostsBasis: 'resale',
      horizonsYears: [2],
    });
    expect(r.horizons[0]?.residentCosts).toBe(4_910);
    expect(r.horizons[0]?.exitEntitlement).toBe(395_090);
  });
});

describe('the dollar parts of the DMF and LTMF accrue with their schedule', () => {
  const base = {
    asAt: '2026-11-21',
    tenure: 'licence' as const,
    entryPrice: 300_000,
    capitalGrowthRate: 0,
    horizonsYears: [0.5, 2, 10],
  };
  it('DMF 5 %/yr of entry to 25 % plus $1,000 a year to $5,000', () => {
    const dollars = [1000, 2000, 3000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000];
    const r = exitEntitlement({
      ...base,
      dmf: { basis: 'entry', schedule: flatRateSchedule(0.05, 0.25), dollars },
    });
    // 6 months: 2.5 % × 300,000 + 500 = 8,000 (both accrue daily from 0) → 292,000.
    expect(r.horizons[0]?.dmf).toBe(8_000);
    expect(r.horizons[0]?.exitEntitlement).toBe(292_000);
    // 2 years: 10 % × 300,000 + 2,000 = 32,000 → 268,000.
    expect(r.horizons[1]?.dmf).toBe(32_000);
    // 10 years: 25 % × 300,000 + 5,000 = 80,000 → 220,000.
    expect(r.horizons[2]?.exitEntitlement).toBe(220_000);
    expect(cumulativeFraction(dollars, 0.5)).toBe(500);
  });
  it('an LTMF of dollars only: $600 a year to $6,000', () => {
    const r = exitEntitlement({
      ...base,
      dmf: none,
      ltmf: {
        basis: 'entry',
        schedule: Array<number>(11).fill(0),
        dollars: [600, 1200, 1800, 2400, 3000, 3600, 4200, 4800, 5400, 6000, 6000],
      },
    });
    // 2 years: $1,200 → 298,800; 10 years: $6,000 → 294,000.
    expect(r.horizons[1]?.ltmf).toBe(1_200);
    expect(r.horizons[1]?.exitEntitlement).toBe(298_800);
    expect(r.horizons[2]?.exitEntitlement).toBe(294_000);
  });
});

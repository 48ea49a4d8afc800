/**
 * Contract settings (spec §3.9): the 11-value year lists, percents as fractions, what a community contract may
 * override, and the merge onto the default contract.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cappedRateYearList,
  CommunityContractSettings,
  ContractSettings,
  effectiveContractSettings,
  flatYearList,
  yearList,
  yearValue,
} from '../src/index.ts';

describe('year lists', () => {
  it('hold years 1–10 and 15 in order', () => {
    expect(flatYearList(0).map((v) => v.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15]);
    expect(() => yearList([1, 2, 3])).toThrow(/11 values/);
  });

  it('build the published Brodhome schedule, 6 %/yr to 36 % (villages.md §8 A)', () => {
    // Typed from the source: 6, 12, 18, 24, 30, 36 % after 6 years, then flat.
    expect(cappedRateYearList(0.06, 0.36).map((v) => v.value)).toEqual([
      0.06, 0.12, 0.18, 0.24, 0.3, 0.36, 0.36, 0.36, 0.36, 0.36, 0.36,
    ]);
  });

  it('accrue a capped rate without ever falling or passing the cap', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rate, cap) => {
          const values = cappedRateYearList(rate, cap).map((v) => v.value);
          for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
          for (const v of values) expect(v).toBeLessThanOrEqual(cap + 1e-9);
        },
      ),
    );
  });

  it('read a listed year and refuse an unlisted one', () => {
    const list = cappedRateYearList(0.05, 0.35);
    expect(yearValue(list, 7)).toBe(0.35);
    expect(() => yearValue(list, 11)).toThrow(/No value for year 11/);
  });
});

describe('ContractSettings', () => {
  it('fills every field with a neutral default', () => {
    const s = ContractSettings.parse({});
    expect(s.dmf).toHaveLength(11);
    expect(s.dmfUse).toBe(true);
    expect(s.repaymentTimeline).toBe(0);
    expect(s.overrideCommunityOwnerType).toBeNull();
  });

  it('rejects a percent typed as a whole number (36 instead of 0.36) and a schedule with the wrong years', () => {
    const bad = flatYearList(0).map((v, i) => (i === 5 ? { ...v, value: 36 } : v));
    expect(ContractSettings.safeParse({ dmf: bad }).success).toBe(false);
    const wrongYears = flatYearList(0).map((v) => (v.year === 15 ? { ...v, year: 11 } : v));
    expect(ContractSettings.safeParse({ ltmf: wrongYears }).success).toBe(false);
    expect(ContractSettings.safeParse({ adminLegalCurr: flatYearList(2000) }).success).toBe(true);
    expect(ContractSettings.safeParse({ adminLegalCurr: flatYearList(-1) }).success).toBe(false);
  });
});

describe('community contract overrides', () => {
  it('keep only what they set and refuse default-only or unknown fields', () => {
    expect(CommunityContractSettings.parse({ ingoingContribution: 320_000 })).toEqual({
      ingoingContribution: 320_000,
    });
    expect(CommunityContractSettings.safeParse({ dmfBasis: 'resalePrice' }).success).toBe(false);
    expect(CommunityContractSettings.safeParse({ repaymentTimeline: 6 }).success).toBe(false);
    expect(CommunityContractSettings.safeParse({ price: 1 }).success).toBe(false);
  });

  it('replace the default contract’s values they set and leave the rest', () => {
    const defaults = ContractSettings.parse({ dmf: cappedRateYearList(0.06, 0.36), capitalGrowthRate: 0.03 });
    const merged = effectiveContractSettings(defaults, {
      ingoingContribution: 220_000,
      capitalGrowthRate: undefined,
    });
    expect(merged.ingoingContribution).toBe(220_000);
    expect(merged.capitalGrowthRate).toBe(0.03);
    expect(yearValue(merged.dmf, 6)).toBe(0.36);
    expect(defaults.ingoingContribution).toBe(0);
    expect(effectiveContractSettings(defaults, null)).toEqual(defaults);
  });
});

/**
 * The key terms of a default contract in words. Terms typed from the demo's Standard licence (villages.md §8 A:
 * 6 % a year to 36 %, $2,000 termination fee, paid within 18 months, 3 % growth) and a Capital Share contract.
 */
import { describe, expect, it } from 'vitest';
import { cappedRateYearList, ContractSettings, flatYearList } from '@rlc/shared';
import { keyTerms, NOT_USED, percentText } from './keyTerms.ts';

const termsOf = (settings: ContractSettings) =>
  Object.fromEntries(keyTerms(settings).map((t) => [t.label, t.value]));

describe('keyTerms', () => {
  it('reads a licence with a capped DMF and a flat termination fee', () => {
    const t = termsOf(
      ContractSettings.parse({
        dmfUse: true,
        dmf: cappedRateYearList(0.06, 0.36),
        adminLegalUse: true,
        adminLegalCurr: flatYearList(2000),
        repaymentTimeline: 18,
      }),
    );
    // 6 % a year: 6 % after 1, 12 % after 2, 30 % after 5, capped at 36 % from year 6 (so years 10 and 15).
    expect(t['DMF']).toBe(
      'year 1 6% · year 2 12% · year 5 30% · year 10 36% · year 15 36% of the purchase price',
    );
    expect(t['Admin and legal']).toBe('$2,000 every year');
    expect(t['Capital gain share']).toBe(NOT_USED);
    expect(t['Sales fees']).toBe(NOT_USED);
    expect(t['Repayment']).toBe('18 months after leaving');
    expect(t['Capital growth']).toBe('3% a year');
    expect(t['Exit entitlement based on']).toBe('The purchase price');
  });

  it('reads a capital share contract on the resale price, and neutral terms', () => {
    const t = termsOf(
      ContractSettings.parse({
        dmfBasis: 'resalePrice',
        dmf: cappedRateYearList(0.05, 0.35),
        participateInCapitalGain: true,
        capitalGainShare: 0.5,
        salesFeesUse: true,
        salesFees: flatYearList(0.03),
        capitalGrowthRate: 0.035,
      }),
    );
    // 5 % a year to 35 %: 5, 10, 25, then 35 from year 7.
    expect(t['DMF']).toBe(
      'year 1 5% · year 2 10% · year 5 25% · year 10 35% · year 15 35% of the resale price',
    );
    expect(t['Capital gain share']).toBe('50%');
    expect(t['Sales fees']).toBe('3% every year of the resale price');
    expect(t['Capital growth']).toBe('3.5% a year');

    // A new type's neutral terms: the DMF is used but charges nothing; paid when sold.
    const neutral = termsOf(ContractSettings.parse({}));
    expect(neutral['DMF']).toBe('0% every year');
    expect(neutral['Repayment']).toBe('When sold');
  });

  it('writes a percent with at most two decimals and no trailing zeros', () => {
    expect([percentText(0.06), percentText(0.035), percentText(0.12345), percentText(1)]).toEqual([
      '6%',
      '3.5%',
      '12.35%',
      '100%',
    ]);
  });
});

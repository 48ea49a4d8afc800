// Amortisation of the upfront fee (`upfrontFee` + `upfrontFeeAmortisation`): the part not yet written off is
// refunded with the exit entitlement. Figures worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { exitAtHorizon, ExitContractTerms } from '../src/rules/exit-entitlement.ts';

// Licence, E = 400,000, no DMF, no growth; upfront fee 30,000 written off 10 % a year (100 % by year 10).
const TEN_PER_YEAR = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1];
const terms = (over: Partial<ExitContractTerms>) =>
  ExitContractTerms.parse({
    tenure: 'licence',
    entryPrice: 400_000,
    capitalGrowthRate: 0,
    dmf: { basis: 'entry', schedule: Array<number>(11).fill(0) },
    upfrontFee: 30_000,
    ...over,
  });

describe('upfront fee amortisation', () => {
  it('year 3: 30 % written off, 70 % × 30,000 = 21,000 refunded → EE 400,000 + 21,000 = 421,000', () => {
    const h = exitAtHorizon(terms({ upfrontFeeAmortisation: TEN_PER_YEAR }), 3);
    expect(h).toMatchObject({ upfrontFeeRefund: 21_000, exitEntitlement: 421_000 });
  });

  it('pro-rata by day: 2.5 years → 25 % written off → 22,500 refunded', () => {
    expect(exitAtHorizon(terms({ upfrontFeeAmortisation: TEN_PER_YEAR }), 2.5).upfrontFeeRefund).toBe(22_500);
  });

  it('year 10 and after: all written off, nothing refunded', () => {
    const t = terms({ upfrontFeeAmortisation: TEN_PER_YEAR });
    expect(exitAtHorizon(t, 10).upfrontFeeRefund).toBe(0);
    expect(exitAtHorizon(t, 15).exitEntitlement).toBe(400_000);
  });

  it('without a schedule the upfront fee is not refunded', () => {
    expect(exitAtHorizon(terms({}), 3)).toMatchObject({ upfrontFeeRefund: 0, exitEntitlement: 400_000 });
  });

  it('refuses a schedule that falls', () => {
    const falling = [...TEN_PER_YEAR];
    falling[4] = 0.1;
    expect(() => terms({ upfrontFeeAmortisation: falling })).toThrow(/year 5 is lower than for year 4/);
  });
});

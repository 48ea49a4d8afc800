// Charges after leaving, worked by hand in dollars.
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/errors.ts';
import { feesAfterLeaving } from '../src/rules/fees-after-leaving.ts';

const base = {
  tenure: 'licence' as const,
  contractDate: '2026-12-02',
  chargesPerYear: 7300,
  capitalGainShare: 0.5,
};

describe('feesAfterLeaving', () => {
  it('NSW: 42 days of charges when the payout is later (7,300 / 365 = 20 a day × 42 = 840)', () => {
    expect(feesAfterLeaving({ ...base, state: 'NSW', payoutMonths: 12 })).toBeCloseTo(840, 6);
  });

  it('Qld: 90 days full then half to 9 months (20 × 90 = 1,800; 9 months = 273.9375 days, 183.9375 shared × 10 = 1,839.375)', () => {
    // 9 × 365.25 / 12 = 273.9375 days; shared days 273.9375 − 90 = 183.9375 at 20 × 0.5 = 10 a day.
    expect(feesAfterLeaving({ ...base, state: 'QLD', payoutMonths: 18 })).toBeCloseTo(1800 + 1839.375, 6);
  });

  it('Qld paid within 90 days: only the days until payout (2 months = 60.875 days × 20 = 1,217.50)', () => {
    expect(feesAfterLeaving({ ...base, state: 'QLD', payoutMonths: 2 })).toBeCloseTo(1217.5, 6);
  });

  it('Vic: nothing after vacant possession for a contract from 1 May 2026; old law pays to payout', () => {
    expect(feesAfterLeaving({ ...base, state: 'VIC', contractDate: '2026-05-01', payoutMonths: 6 })).toBe(0);
    // 6 months = 182.625 days × 20 = 3,652.50
    expect(
      feesAfterLeaving({ ...base, state: 'VIC', contractDate: '2026-04-30', payoutMonths: 6 }),
    ).toBeCloseTo(3652.5, 6);
  });

  it('refuses a capital gain share above 1', () => {
    expect(() => feesAfterLeaving({ ...base, state: 'QLD', payoutMonths: 6, capitalGainShare: 1.5 })).toThrow(
      EngineError,
    );
  });
});

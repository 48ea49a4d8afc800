// Statutory payout deadlines worked by hand from the state Acts (months after vacant possession).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionOutgoing } from '../src/comparison/outgoing.ts';
import { EngineError } from '../src/errors.ts';
import { ExitContractTerms } from '../src/rules/exit-entitlement.ts';
import { type AuState, payoutMonthUnderLaw, statutoryPayoutDeadline } from '../src/rules/payout-deadline.ts';

describe('statutoryPayoutDeadline', () => {
  it('Qld licence: 18 months, so a sale expected at 24 months is paid at 18', () => {
    const d = statutoryPayoutDeadline({ state: 'QLD', tenure: 'licence', contractDate: '2026-12-02' });
    expect(d?.months).toBe(18);
    expect(d?.law).toBe('the Retirement Villages Act 1999 (Qld) s 63');
    // No contract timeline, sale at 24: min(24, 18) = 18, set by the law.
    expect(payoutMonthUnderLaw(null, 24, d)).toEqual({ months: 18, setBy: 'law' });
  });

  it('Vic: signed 30 Apr 2026 is old law (no deadline); 1 May 2026 gets 12 months', () => {
    expect(
      statutoryPayoutDeadline({ state: 'VIC', tenure: 'leasehold', contractDate: '2026-04-30' }),
    ).toBeNull();
    expect(
      statutoryPayoutDeadline({ state: 'VIC', tenure: 'leasehold', contractDate: '2026-05-01' })?.months,
    ).toBe(12);
  });

  it('NSW: leasehold in Greater Sydney 6, elsewhere 12, licence none; leasehold without the flag is refused', () => {
    const nsw = (tenure: 'leasehold' | 'licence', inGreaterSydney?: boolean) =>
      statutoryPayoutDeadline({ state: 'NSW', tenure, contractDate: '2026-12-02', inGreaterSydney });
    expect(nsw('leasehold', true)?.months).toBe(6);
    expect(nsw('leasehold', false)?.months).toBe(12);
    expect(nsw('licence', true)).toBeNull();
    expect(() => nsw('leasehold')).toThrow(EngineError);
  });

  it('SA: 12 months after the 30-business-day period (30 / 5 = 6 weeks ≈ 1.5 months), so 13.5; WA 12', () => {
    expect(
      statutoryPayoutDeadline({ state: 'SA', tenure: 'licence', contractDate: '2010-01-01' })?.months,
    ).toBe(13.5);
    expect(
      statutoryPayoutDeadline({ state: 'WA', tenure: 'leasehold', contractDate: '2026-12-02' })?.months,
    ).toBe(12);
  });

  it('gives no deadline to strata, rental or land lease, nor in Tas, ACT or NT', () => {
    expect(
      statutoryPayoutDeadline({ state: 'QLD', tenure: 'strata', contractDate: '2026-12-02' }),
    ).toBeNull();
    expect(
      statutoryPayoutDeadline({ state: 'QLD', tenure: 'land-lease', contractDate: '2026-12-02' }),
    ).toBeNull();
    expect(
      statutoryPayoutDeadline({ state: 'TAS', tenure: 'licence', contractDate: '2026-12-02' }),
    ).toBeNull();
  });

  it('refuses a contract date that is not a real day', () => {
    expect(() =>
      statutoryPayoutDeadline({ state: 'QLD', tenure: 'licence', contractDate: '2026-02-30' }),
    ).toThrow(EngineError);
  });
});

describe('payoutMonthUnderLaw', () => {
  it('takes the contract timeline when it is earliest (6 < 9 < 18)', () => {
    const qld = statutoryPayoutDeadline({ state: 'QLD', tenure: 'licence', contractDate: '2026-12-02' });
    expect(payoutMonthUnderLaw(6, 9, qld)).toEqual({ months: 6, setBy: 'contract' });
  });

  it('property: never later than the legal deadline, the sale or the contract', () => {
    const states: AuState[] = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom('leasehold' as const, 'licence' as const),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 60 })),
        fc.integer({ min: 0, max: 60 }),
        (state, tenure, inGreaterSydney, contract, sale) => {
          const d = statutoryPayoutDeadline({ state, tenure, contractDate: '2026-12-02', inGreaterSydney });
          const { months } = payoutMonthUnderLaw(contract, sale, d);
          expect(months).toBeLessThanOrEqual(sale);
          if (contract !== null) expect(months).toBeLessThanOrEqual(contract);
          if (d) expect(months).toBeLessThanOrEqual(d.months);
        },
      ),
    );
  });
});

describe('present value discounted to the payout month the law sets', () => {
  it('Qld licence, sale expected at 24 months: discounted over 5 + 18/12 = 6.5 years, not 7', () => {
    // 500,000 entry, no growth, 30 % DMF on entry at every year, no fees: entitlement 500,000 − 150,000 = 350,000.
    const terms = ExitContractTerms.parse({
      tenure: 'licence',
      entryPrice: 500000,
      capitalGrowthRate: 0,
      dmf: { basis: 'entry', schedule: Array<number>(11).fill(0.3) },
    });
    const d = statutoryPayoutDeadline({ state: 'QLD', tenure: 'licence', contractDate: '2026-12-02' });
    const { months } = payoutMonthUnderLaw(null, 24, d);
    const [h] = optionOutgoing(terms, [5], months, 0.03);
    expect(h?.exitEntitlement).toBeCloseTo(350000, 2);
    // 1.03^6.5 = 1.211831 (by calculator); 350,000 / 1.211831 = 288,819.22. At 24 months it would be
    // 350,000 / 1.03^7 = 284,582.03: the law's deadline is worth 4,237 more in today's dollars.
    expect(h?.exitEntitlementPresentValue).toBeCloseTo(288819.22, 1);
  });
});

// Exit terms of an internal option reach the exit entitlement (modules/forms/to-engine-input.ts → engine
// rules/exit-entitlement.ts), docs/adr/0029-unit-price-and-contract-terms.md. Every expected figure is worked by
// hand in the comments. formWith: price 500,000, $800 a month (internal-contract-form.ts).
import { flatYearList } from '@rlc/shared';
import { describe, expect, it } from 'vitest';
import { formWith } from './internal-contract-form.ts';

const at = (v: ReturnType<typeof formWith>, years: number) => v.outgoing.find((o) => o.years === years)!;

describe('"Exit entitlement based on" decides who realises the exit value', () => {
  // DMF 30 % of the ingoing contribution from year 1; resale price falls 2 % a year; no gain share; the contract
  // repays 3 months after leaving (the engine expects a sale to take 6 months).
  const terms = {
    dmfUse: true,
    dmfBasis: 'purchasePrice' as const,
    dmf: flatYearList(0.3),
    capitalGrowthRate: -0.02,
    repaymentTimeline: 3,
  };

  it('resale price in a licence village: the resident sells and bears the loss', () => {
    const v = formWith({ ...terms, exitEntitlementBasedOn: 'resalePrice' }, 'Licence');
    // Year 1: R = 500,000 × 0.98 = 490,000; DMF = 0.3 × 500,000 = 150,000; the loss of 10,000 is not shared
    // (it is already in R): EE = 490,000 − 150,000 = 340,000, paid when the unit sells (6 months).
    expect(at(v, 1)).toMatchObject({ resalePrice: 490_000, dmf: 150_000, exitEntitlement: 340_000 });
    expect(at(v, 1).payoutAfterMonths).toBe(6);
    // Year 5: R = 500,000 × 0.98^5 = 500,000 × 0.9039207968 = 451,960.40; EE = 451,960.40 − 150,000 = 301,960.40.
    expect(at(v, 5).exitEntitlement).toBeCloseTo(301_960.4, 2);
  });

  it('ingoing contribution in a strata village: the operator refunds it, the owner type does not override', () => {
    const v = formWith({ ...terms, exitEntitlementBasedOn: 'purchasePrice' }, 'Strata');
    // The operator refunds E = 500,000 less the DMF 150,000 = 350,000 at every horizon (the loss stays with the
    // operator), within the contract's 3 months (sooner than the 6-month sale).
    expect(at(v, 1).exitEntitlement).toBe(350_000);
    expect(at(v, 5).exitEntitlement).toBe(350_000);
    expect(at(v, 1).payoutAfterMonths).toBe(3);
  });
});

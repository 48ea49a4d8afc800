// Who realises the exit value (`exitRealisedBy`, the contract's "exit entitlement based on"): the contract
// decides, the tenure only gives the default. Figures worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { payoutMonths } from '../src/comparison/outgoing.ts';
import { exitAtHorizon, ExitContractTerms } from '../src/rules/exit-entitlement.ts';

// E = 400,000, DMF 25 % of E from year 1, resale price falls 5 % a year, no gain share.
const terms = (over: Partial<ExitContractTerms>) =>
  ExitContractTerms.parse({
    tenure: 'licence',
    entryPrice: 400_000,
    capitalGrowthRate: -0.05,
    dmf: { basis: 'entry', schedule: Array<number>(11).fill(0.25) },
    ...over,
  });

describe('exitRealisedBy', () => {
  it('absent: the tenure decides (licence: operator refunds E − DMF = 400,000 − 100,000 = 300,000)', () => {
    expect(exitAtHorizon(terms({}), 2).exitEntitlement).toBe(300_000);
  });

  it("'resident' under a licence: R − DMF with R = 400,000 × 0.95² = 361,000 → 261,000", () => {
    const t = terms({ exitRealisedBy: 'resident' });
    expect(exitAtHorizon(t, 2)).toMatchObject({ resalePrice: 361_000, exitEntitlement: 261_000 });
    // The resident waits for the sale (6 months), not the contract's 3.
    expect(payoutMonths(t, 3, 6)).toBe(6);
  });

  it("'operator' under strata: E − DMF = 300,000 although strata residents sell by default", () => {
    const t = terms({ tenure: 'strata', exitRealisedBy: 'operator' });
    expect(exitAtHorizon(t, 2).exitEntitlement).toBe(300_000);
    expect(exitAtHorizon(terms({ tenure: 'strata' }), 2).exitEntitlement).toBe(261_000);
    expect(payoutMonths(t, 3, 6)).toBe(3);
  });

  it('a rental refunds only the bond whatever it says', () => {
    const t = terms({ tenure: 'rental', exitRealisedBy: 'resident', securityDeposit: 5_000 });
    expect(exitAtHorizon(t, 2).exitEntitlement).toBe(5_000);
    expect(payoutMonths(t, 3, 6)).toBe(0);
  });
});

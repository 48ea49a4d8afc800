// Entry and ongoing contract terms of an internal option reach the figures (modules/forms/to-engine-input.ts →
// engine ingoing / projection): additional contribution, preparation fee, discount on recurrent charges.
// Every expected figure is worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { formWith } from './internal-contract-form.ts';

// formWith: a licence village, price 500,000, $800 a month, funds available 800,000 (internal-contract-form.ts).
describe('entry terms are costs of moving in', () => {
  it('without terms: 800,000 − 500,000 = 300,000 left to invest', () => {
    expect(formWith({}).ingoing).toMatchObject({ totalCost: 500_000, fundsLeftToInvest: 300_000 });
  });

  it('additional contribution 2 % of 500,000 = 10,000 → funds left to invest fall by 10,000 to 290,000', () => {
    const v = formWith({ additContributionUse: true, additContributionValPerc: 0.02 });
    expect(v.ingoing).toMatchObject({
      additionalContribution: 10_000,
      totalCost: 510_000,
      fundsLeftToInvest: 290_000,
    });
  });

  it('additional contribution $3,000 + 1 % (5,000) = 8,000; switched off it counts as none', () => {
    const on = formWith({
      additContributionUse: true,
      additContributionValCurr: 3_000,
      additContributionValPerc: 0.01,
    });
    expect(on.ingoing.additionalContribution).toBe(8_000);
    const off = formWith({ additContributionUse: false, additContributionValCurr: 3_000 });
    expect(off.ingoing).toMatchObject({ additionalContribution: 0, fundsLeftToInvest: 300_000 });
  });

  it('is not refunded: the exit entitlement stays the 500,000 ingoing contribution (no DMF)', () => {
    const v = formWith({ additContributionUse: true, additContributionValCurr: 10_000 });
    expect(v.outgoing.find((o) => o.years === 1)?.exitEntitlement).toBe(500_000);
  });

  it('preparation fee $2,500 → total cost 502,500, 297,500 left to invest', () => {
    const v = formWith({ prepFeeUse: true, prepFeeValCurr: 2_500 });
    expect(v.ingoing).toMatchObject({
      preparationFee: 2_500,
      totalCost: 502_500,
      fundsLeftToInvest: 297_500,
    });
    expect(formWith({ prepFeeUse: false, prepFeeValCurr: 2_500 }).ingoing.preparationFee).toBe(0);
  });
});

describe('the discount on recurrent charges', () => {
  it('10 % off $800 a month = $720 a month = $8,640 in year 1 (undiscounted 9,600)', () => {
    const none = formWith({});
    expect(none.ongoing[0]?.fees).toBe(9_600);
    const v = formWith({ discountChargeFees: true, discountChargeFeesValPerc: 0.1 });
    expect(v.ongoing[0]?.fees).toBe(8_640);
  });

  it('switched off, the percent does nothing: 12 × 800 = 9,600', () => {
    const v = formWith({ discountChargeFees: false, discountChargeFeesValPerc: 0.1 });
    expect(v.ongoing[0]?.fees).toBe(9_600);
  });
});

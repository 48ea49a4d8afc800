// Exit terms of an internal option reach the exit entitlement (modules/forms/to-engine-input.ts → engine
// rules/exit-entitlement.ts), docs/adr/0029-unit-price-and-contract-terms.md. Every expected figure is worked by
// hand in the comments. formWith: price 500,000, $800 a month (internal-contract-form.ts).
import { exitEntitlement } from '@rlc/engine';
import { cappedRateYearList, ContractSettings, flatYearList } from '@rlc/shared';
import { describe, expect, it } from 'vitest';
import { contractExitTerms } from '../src/modules/forms/to-engine-input.ts';
import { formWith } from './internal-contract-form.ts';

/** The exit figures of a licence contract with `over` (no DMF), price 500,000, after `years`. */
const exitAfter = (over: Partial<ContractSettings>, years: number) =>
  exitEntitlement({
    tenure: 'licence',
    ...contractExitTerms(ContractSettings.parse({ dmfUse: false, ...over }), 500_000, 800),
    asAt: '2026-11-21',
    horizonsYears: [years],
  }).horizons[0];
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

describe('amortisation of the upfront fee', () => {
  // Upfront fee $30,000 written off 10 % a year (cumulative 10, 20 … 100 %); no DMF, growth 3 % (no gain share).
  const amortised = {
    upfrontFeeUse: true,
    upfrontFeeValCurr: 30_000,
    amortisationUse: true,
    amortisationYearValPerc: cappedRateYearList(0.1, 1),
  };

  it('year 3: 30 % written off, the other 70 % (21,000) is refunded with the 500,000', () => {
    const v = formWith(amortised);
    // Entry: 500,000 + 30,000 = 530,000 paid, 800,000 − 530,000 = 270,000 left to invest.
    expect(v.ingoing).toMatchObject({ upfrontFee: 30_000, fundsLeftToInvest: 270_000 });
    // Exit at year 3 (the contract editor's preview, which shows every listed year, on the same terms):
    // 30,000 × (1 − 0.3) = 21,000; EE = 500,000 + 21,000 = 521,000.
    const h3 = exitAfter(amortised, 3);
    expect(h3).toMatchObject({ upfrontFeeRefund: 21_000, exitEntitlement: 521_000 });
    // The report's horizons (years 1, 2, 5, 10): year 1: 30,000 × 0.9 = 27,000 refunded, EE 527,000;
    // year 5: 30,000 × 0.5 = 15,000, EE 515,000; year 10: all written off, EE 500,000.
    expect(at(v, 1)).toMatchObject({ upfrontFeeRefund: 27_000, exitEntitlement: 527_000 });
    expect(at(v, 5)).toMatchObject({ upfrontFeeRefund: 15_000, exitEntitlement: 515_000 });
    expect(at(v, 10)).toMatchObject({ upfrontFeeRefund: 0, exitEntitlement: 500_000 });
  });

  it('amortisation switched off: the upfront fee is not refunded (EE 500,000 at year 5)', () => {
    const v = formWith({ ...amortised, amortisationUse: false });
    expect(at(v, 5)).toMatchObject({ upfrontFeeRefund: 0, exitEntitlement: 500_000 });
  });
});

describe('selling costs shared in the gain proportion (internal contracts)', () => {
  // Resident shares 50 % of the gain; growth 3 %; sales fees 3 % of the resale price; no DMF.
  const shared = {
    participateInCapitalGain: true,
    capitalGainShare: 0.5,
    salesFeesUse: true,
    salesFees: flatYearList(0.03),
  };

  it('on (the default): the resident pays half the sales fee', () => {
    const v = formWith(shared);
    // Year 1: R = 515,000; gain 15,000, half = 7,500; sales fee 0.03 × 515,000 = 15,450, half = 7,725.
    // EE = 500,000 + 7,500 − 7,725 = 499,775.
    expect(at(v, 1)).toMatchObject({ residentCosts: 7_725, exitEntitlement: 499_775 });
  });

  it('off: the resident pays the whole sales fee', () => {
    const v = formWith({ ...shared, sellingCostsSharedInGainProportion: false });
    // EE = 500,000 + 7,500 − 15,450 = 492,050.
    expect(at(v, 1)).toMatchObject({ residentCosts: 15_450, exitEntitlement: 492_050 });
  });

  it('without a gain share the resident pays them all, whatever the switch says', () => {
    const v = formWith({ salesFeesUse: true, salesFees: flatYearList(0.03) });
    // No gain to the resident; EE = 500,000 − 15,450 = 484,550.
    expect(at(v, 1)).toMatchObject({ residentCosts: 15_450, exitEntitlement: 484_550 });
  });

  it('a contract stored before the term existed reads it as on', () => {
    expect(
      ContractSettings.parse({ participateInCapitalGain: true }).sellingCostsSharedInGainProportion,
    ).toBe(true);
  });
});

describe("next resident's price from the base price", () => {
  // DMF 30 % of the RESALE price from year 1; growth 3 %; resident shares 50 % of the gain.
  const terms = {
    dmfUse: true,
    dmfBasis: 'resalePrice' as const,
    dmf: flatYearList(0.3),
    participateInCapitalGain: true,
    capitalGainShare: 0.5,
  };

  it('off: the resale price grows (year 2: R = 500,000 × 1.03² = 530,450)', () => {
    const v = formWith(terms);
    // DMF = 0.3 × 530,450 = 159,135; gain 30,450, half = 15,225; EE = 500,000 − 159,135 + 15,225 = 356,090.
    expect(at(v, 2)).toMatchObject({ resalePrice: 530_450, dmf: 159_135, exitEntitlement: 356_090 });
  });

  it('on: the next resident pays the base price, R = 500,000 at every horizon', () => {
    const v = formWith({ ...terms, nextIngoingUsesBasePrice: true });
    // DMF = 0.3 × 500,000 = 150,000; no gain; EE = 500,000 − 150,000 = 350,000 (years 2 and 10 alike).
    expect(at(v, 2)).toMatchObject({ resalePrice: 500_000, dmf: 150_000, exitEntitlement: 350_000 });
    expect(at(v, 10).exitEntitlement).toBe(350_000);
  });
});

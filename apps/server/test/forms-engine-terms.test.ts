// Issue 14 "Figures": what the server sends the engine for a contract and an external option
// (modules/forms/to-engine-input.ts). Each expected figure is worked by hand in the comments.
import { compare, exitEntitlement } from '@rlc/engine';
import {
  cappedRateYearList,
  ContractSettings,
  emptyCustomer,
  flatYearList,
  MODEL_ID,
  yearList,
  type CommunityDetail,
} from '@rlc/shared';
import { describe, expect, it } from 'vitest';
import { runComparison } from '../src/modules/forms/engine-input.ts';
import { buildSummaryTable } from '../src/modules/forms/summary-table.ts';
import { workedHousehold } from './engine-forms.ts';
import { ExternalDetails, newExternalDetails } from '../src/modules/forms/village-details.ts';
import { contractExitTerms, toEngineInput } from '../src/modules/forms/to-engine-input.ts';

const community = {
  id: 1,
  name: 'Sunny Grove',
  state: 'QLD',
  rvOrLlc: 'rv',
  ownerType: 'Licence',
  additionalServices: [],
  contractList: [],
} as unknown as Pick<
  CommunityDetail,
  'id' | 'name' | 'state' | 'rvOrLlc' | 'ownerType' | 'additionalServices' | 'contractList'
>;

/** The issue's external licence village: entry 350,000, DMF 5 %/yr of the resale price to 30 %, 50 % gain share,
 * 3 % sales fee, 10,000 refurbishment, growth 3 %. */
const issueVillage = (over: Partial<ExternalDetails> = {}): ExternalDetails => ({
  ...newExternalDetails(),
  propertyValue: 350_000,
  calculationBase: 'resalePrice',
  capitalGrowth: 0.03,
  capitalGain: 0.5,
  sellingFees: 0.03,
  refurbCost: 10_000,
  dmf: cappedRateYearList(0.05, 0.3).map((e) => e.value),
  ...over,
});

const formWith = (details: ExternalDetails, customer = emptyCustomer()) =>
  toEngineInput({
    asAt: '2026-11-21',
    customer,
    community,
    villages: [{ id: 41, modelId: MODEL_ID.external, order: 1, compare: true, name: 'Palm Lea', details }],
  });

describe('external options share exit costs like the contracts they model', () => {
  it('a new external option shares them in the gain proportion, and so does one saved before the term', () => {
    expect(newExternalDetails().costsSharedInGainProportion).toBe(true);
    const { costsSharedInGainProportion, ...before } = issueVillage();
    void costsSharedInGainProportion;
    expect(ExternalDetails.parse(before).costsSharedInGainProportion).toBe(true);
  });

  it('the worked example: after 1 year 350,000 − 18,025 + 5,250 − 0.5 × (10,815 + 10,000) = 326,817.50', () => {
    // R = 350,000 × 1.03 = 360,500; DMF 5 % × 360,500 = 18,025; resident's half of the 10,500 gain = 5,250;
    // sales fee 3 % × 360,500 = 10,815 plus refurbishment 10,000, of which the resident pays half.
    const { input } = formWith(issueVillage());
    const year1 = compare(input).scenarios[1]?.outgoing.find((o) => o.years === 1);
    expect(year1?.resalePrice).toBe(360_500);
    expect(year1?.dmf).toBe(18_025);
    expect(year1?.residentCosts).toBe(10_407.5);
    expect(year1?.exitEntitlement).toBe(326_817.5);
  });

  it('when the resident pays all of them: 350,000 − 18,025 + 5,250 − 20,815 = 316,410', () => {
    const { input } = formWith(issueVillage({ costsSharedInGainProportion: false }));
    expect(compare(input).scenarios[1]?.outgoing[0]?.exitEntitlement).toBe(316_410);
  });
});

describe("the external option's purchase date dates the entry contribution for the extra-allowable-amount test", () => {
  // A customised single homeowner (every detail of a customised report present).
  const customer = {
    ...emptyCustomer(),
    firstName: 'Margaret',
    dob: '1948-05-14',
    propertyValue: 850_000,
    personalAssets: 15_000,
    investmentAssets: 150_000,
  };
  // Entry 260,000. The extra allowable amount is 267,000 from 1 Jul 2026 (260,000 ≤ it: non-homeowner) and was
  // 252,000 from 1 Jul 2024 to 30 Jun 2025 (260,000 > it: homeowner) — parameters/…/extra_allowable_amount.yaml.
  const village = (datePurchased: string | null) =>
    issueVillage({ propertyValue: 260_000, calculationBase: 'purchasePrice', datePurchased });

  it('without a purchase date the report date decides: non-homeowner', () => {
    expect(compare(formWith(village(null), customer).input).scenarios[1]?.homeowner).toBe(false);
  });

  it('bought on 1 Mar 2025 the amount then (252,000) decides: homeowner', () => {
    const { input } = formWith(village('2025-03-01'), customer);
    expect(input.options?.[0]?.contract.entryContributionPaidOn).toBe('2025-03-01');
    expect(compare(input).scenarios[1]?.homeowner).toBe(true);
  });

  it('a purchase date whose amount is not loaded is refused at the date purchased field', () => {
    // 2020-21's amount is not loaded (the yaml's note): a 400 naming the option's date purchased, not a 500.
    const form = formWith(village('2020-09-01'), customer);
    expect(() => runComparison(form)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        extra: {
          issues: [
            {
              path: 'village.41.datePurchased',
              message: expect.stringMatching(/^Palm Lea: .*extra allowable amount.*date purchased/) as string,
            },
          ],
        },
      }),
    );
  });
});

describe('every contract term reaches the engine, at its horizon', () => {
  // Entry 500,000, growth 2 %, no gain share (the resident pays every cost), on a licence.
  const settings = ContractSettings.parse({
    capitalGrowthRate: 0.02,
    dmf: cappedRateYearList(0.05, 0.25), // 5 %/yr of the entry price to 25 %
    dmfCurr: yearList([500, 1000, 1500, 2000, 2500, 2500, 2500, 2500, 2500, 2500, 2500]), // + $500/yr to $2,500
    ltmfUse: true,
    ltmfCurr: yearList([200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2000]), // $200/yr to $2,000
    salesFeesUse: true,
    salesFees: yearList([0.03, 0.03, 0.03, 0.03, 0.03, 0.025, 0.025, 0.025, 0.025, 0.025, 0.02]),
    salesFeesCurr: flatYearList(1000),
    adminLegalUse: true,
    adminLegalCurr: flatYearList(2000),
    adminLegal: flatYearList(0.001), // 0.1 % of the entry price = 500
    reinstatementUse: true,
    reinstatementCurr: yearList([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000, 15_000]),
    additExitCostsUse: true,
    additExitCostsCurr: flatYearList(300),
    additExitCosts: flatYearList(0.01),
    additExitCostsBase: 'resalePrice', // 1 % of the resale price
  });
  const at = (years: number) =>
    exitEntitlement({
      tenure: 'licence',
      ...contractExitTerms(settings, 500_000, 0),
      asAt: '2026-11-21',
      horizonsYears: [years],
    }).horizons[0];

  it('after 2 years', () => {
    // R = 500,000 × 1.02² = 520,200. DMF 10 % × 500,000 + 1,000 = 51,000; LTMF 400.
    // Costs: sales 3 % × 520,200 + 1,000 = 16,606; admin 2,000 + 500 = 2,500; reinstatement 2,000;
    // other 300 + 1 % × 520,200 = 5,502 → 26,608. EE = 500,000 − 51,000 − 400 − 26,608 = 421,992.
    expect(at(2)).toMatchObject({ dmf: 51_000, ltmf: 400, residentCosts: 26_608, exitEntitlement: 421_992 });
  });

  it('after 10 years', () => {
    // R = 500,000 × 1.02¹⁰ = 609,497.21. DMF 25 % × 500,000 + 2,500 = 127,500; LTMF 2,000.
    // Costs: sales 2.5 % × R + 1,000 = 16,237.43; admin 2,500; reinstatement 10,000; other 300 + 6,094.97
    // → 35,132.40. EE = 500,000 − 127,500 − 2,000 − 35,132.40 = 335,367.60.
    expect(at(10)).toMatchObject({
      resalePrice: 609_497.21,
      dmf: 127_500,
      ltmf: 2_000,
      residentCosts: 35_132.4,
      exitEntitlement: 335_367.6,
    });
  });

  it('after 15 years', () => {
    // R = 500,000 × 1.02¹⁵ = 672,934.17. DMF 127,500; LTMF 2,000. Costs: sales 2 % × R + 1,000 = 14,458.68;
    // admin 2,500; reinstatement 15,000; other 300 + 6,729.34 = 7,029.34 → 38,988.03.
    // EE = 500,000 − 129,500 − 38,988.03 = 331,511.97.
    expect(at(15)).toMatchObject({ residentCosts: 38_988.03, exitEntitlement: 331_511.97 });
  });

  it('a term switched off counts as none, whatever its lists hold', () => {
    const off = { ...settings, salesFeesUse: false, adminLegalUse: false, reinstatementUse: false };
    const terms = contractExitTerms({ ...off, additExitCostsUse: false, ltmfUse: false }, 500_000, 0);
    // Only the DMF is left: after 2 years 51,000 → 449,000.
    const h = exitEntitlement({ tenure: 'licence', ...terms, asAt: '2026-11-21', horizonsYears: [2] });
    expect(h.horizons[0]?.exitEntitlement).toBe(449_000);
  });
});

describe('"Funds available" in the summary table is net of selling fees, labelled so', () => {
  it('the worked household: 850,000 − 25,000 selling fees + 150,000 investments = 975,000', () => {
    const comparison = compare(workedHousehold());
    const table = buildSummaryTable(comparison, [], [], {
      valuationTool: false,
      labels: { renameChargeFeesRent: null, renameHomeSecurityDeposit: null },
    });
    const row = table.rows.find((r) => r.uid === 'ingoing.fundsAvailable');
    expect(row?.label).toBe('Funds available (after selling fees)');
    expect(comparison.scenarios[1]?.ingoing.fundsAvailable).toBe(975_000);
  });
});

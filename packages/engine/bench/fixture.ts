/** The benchmark's comparison: a couple (both of pension age, both with care), three options, 15 years. */
import type { CompareInput } from '../src/index.ts';

const flat = (rate: number, cap: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15].map((y) => Math.min(rate * y, cap));

export const benchCouple: CompareInput = {
  asAt: '2026-11-21',
  customer: {
    relationship: 'couple',
    person: {
      firstName: 'Alan',
      dob: '1947-03-02',
      care: { classification: 3, split: { clinical: 0.3, independence: 0.4, everydayLiving: 0.3 } },
    },
    partner: {
      firstName: 'Beth',
      dob: '1950-08-19',
      care: {
        classification: 1,
        split: { clinical: 0, independence: 0.5, everydayLiving: 0.5 },
        means: 'part-pensioner',
      },
    },
    state: 'NSW',
    propertyValue: 1_200_000,
    propertyGrowth: 0.035,
    sellingFees: 30_000,
    personalAssets: 40_000,
    investmentAssets: 320_000,
    investmentInterest: 0.045,
    otherIncome: 6_000,
    expenses: {
      living: { amount: 1500, frequency: 26 },
      travelEntertainment: { amount: 6000, frequency: 1 },
      healthWellness: { amount: 4000, frequency: 1 },
      homeExpenses: [
        { name: 'Rates', amount: 3200, frequency: 1 },
        { name: 'Insurances', amount: 2600, frequency: 1 },
        { name: 'Utilities', amount: 180, frequency: 26 },
      ],
    },
  },
  options: [
    {
      id: 'harbour-view',
      name: 'Harbour View (leasehold)',
      rvOrLlc: 'rv',
      tenure: 'leasehold',
      contract: {
        entryPrice: 650_000,
        capitalGrowthRate: 0.03,
        dmf: { basis: 'entry', schedule: [0.1, 0.22, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35] },
        capitalGainShare: 0,
        adminFee: 1500,
        repaymentTimeframeMonths: 6,
      },
      fees: {
        recurrent: [{ name: 'Service fee', amount: 520, frequency: 12 }],
        additionalServices: [{ name: 'Meals', amount: 120, frequency: 52 }],
      },
    },
    {
      id: 'garden-terraces',
      name: 'Garden Terraces (strata)',
      rvOrLlc: 'rv',
      tenure: 'strata',
      contract: {
        entryPrice: 720_000,
        capitalGrowthRate: 0.035,
        dmf: { basis: 'resale', schedule: flat(0.07, 0.35) },
        capitalGainShare: 1,
        salesFeeRate: 0.025,
        stampDuty: 28_000,
      },
      fees: { recurrent: [{ name: 'Recurrent charges', amount: 230, frequency: 26 }] },
    },
    {
      id: 'lakeside-llc',
      name: 'Lakeside (land lease)',
      rvOrLlc: 'llc',
      tenure: 'land-lease',
      contract: {
        entryPrice: 560_000,
        capitalGrowthRate: 0.03,
        dmf: { basis: 'resale', schedule: flat(0.04, 0.2) },
        capitalGainShare: 1,
        salesFeeRate: 0.02,
      },
      fees: { recurrent: [{ name: 'Site fees', amount: 250, frequency: 52 }] },
    },
  ],
};

/**
 * Test-only comparisons for the Results key figures and charts, shaped like the engine's `compare()` output
 * (`ComparisonResult`). The amounts are the demo household "Margaret Walsh" as the engine worked them out
 * (staying at home, a licence village, a land-lease home), trimmed to the fields read; tests work their
 * expectations out by hand from the amounts written here.
 */
import type { ComparisonResult } from '@rlc/shared';

type Scenario = ComparisonResult['scenarios'][number];
type YearRow = Scenario['ongoing'][number];

/** A projection year with every amount 0 unless given. */
export function yearRow(year: number, over: Partial<YearRow> = {}): YearRow {
  return {
    year,
    startDate: `${2025 + year}-11-21`,
    fees: 0,
    additionalServices: 0,
    livingExpenses: 0,
    homeExpenses: 0,
    travelEntertainmentExpenses: 0,
    healthWellnessExpenses: 0,
    careContributions: 0,
    totalOutgoings: 0,
    agePension: 0,
    rentAssistance: 0,
    investmentIncome: 0,
    otherIncome: 0,
    totalIncome: 0,
    netCashFlow: 0,
    netCashFlowPresentValue: 0,
    investmentsStart: 0,
    investmentsEnd: 0,
    projected: false,
    careEstimated: false,
    ...over,
  };
}

const estate = (years: number, property: number, total: number, totalPresentValue: number) => ({
  years,
  property,
  investments: Math.round((total - property) * 100) / 100,
  total,
  totalPresentValue,
});

const exit = (years: number, exitEntitlement: number, exitEntitlementPresentValue: number) => ({
  years,
  resalePrice: 0,
  dmf: 0,
  ltmf: 0,
  capitalGainToResident: 0,
  residentCosts: 0,
  exitEntitlement,
  payoutAfterMonths: 6,
  exitEntitlementPresentValue,
});

export const stay: Scenario = {
  id: 'stay',
  name: 'Staying at home',
  kind: 'stay',
  tenure: 'home',
  homeowner: true,
  feesCountAsRent: false,
  ingoing: { totalCost: 0, homeSalePrice: 0, fundsLeftToInvest: 150000, insufficientFunds: false },
  ongoing: [
    yearRow(1, { totalOutgoings: 28900, agePension: 31223.4, netCashFlow: 8323.4 }),
    yearRow(2, { totalOutgoings: 29767, agePension: 32004, netCashFlow: -2569.38 }),
  ],
  outgoing: [],
  estate: [
    estate(1, 849750, 1008073.4, 978712.04),
    estate(2, 875242.5, 1042135.28, 982312.45),
    estate(5, 956401.11, 1150517.35, 992446.37),
    estate(10, 1108731.01, 1353426.65, 1007076.54),
  ],
};

export const village: Scenario = {
  id: 'int-1-8',
  name: 'Sunny Grove Village',
  kind: 'rv',
  tenure: 'licence',
  homeowner: true,
  feesCountAsRent: false,
  ingoing: { totalCost: 320000, homeSalePrice: 850000, fundsLeftToInvest: 655000, insufficientFunds: false },
  ongoing: [yearRow(1, { totalOutgoings: 33548.28, agePension: 4040.4, netCashFlow: -3307.88 })],
  outgoing: [
    exit(1, 298800, 285841.15),
    exit(2, 279600, 259683.35),
    exit(5, 222000, 188689.72),
    exit(10, 202800, 148688.4),
  ],
  estate: [
    estate(1, 298800, 950492.12, 918551.95),
    estate(2, 279600, 928502.16, 871335.87),
    estate(5, 222000, 865394.42, 743687.4),
    estate(10, 202800, 845697.68, 627064.65),
  ],
};

/** The land-lease home, with a care contribution added inside its year-1 costs to exercise that wording. */
export const landLease: Scenario = {
  id: 'ext-2',
  name: 'Bayside Land Lease',
  kind: 'llc',
  tenure: 'land-lease',
  homeowner: true,
  feesCountAsRent: true,
  ingoing: { totalCost: 450000, homeSalePrice: 850000, fundsLeftToInvest: 525000, insufficientFunds: false },
  ongoing: [
    yearRow(1, {
      totalOutgoings: 39300,
      careContributions: 1200,
      agePension: 14180.4,
      rentAssistance: 4781.4,
      netCashFlow: 661.8,
    }),
  ],
  outgoing: [exit(1, 451912.5, 432313.22), exit(5, 508631.5, 432313.22), exit(15, 683558.2, 432313.22)],
  estate: [estate(1, 451912.5, 977574.3, 942664.48), estate(15, 683558.2, 1250944.47, 796496.87)],
};

export function comparison(scenarios: Scenario[], over: Partial<ComparisonResult> = {}): ComparisonResult {
  return {
    engineVersion: '1',
    asAt: '2026-11-21',
    simplified: false,
    missingDetails: [],
    projectionYears: 10,
    projected: false,
    assumptions: { discountRate: 0.03 },
    scenarios,
    trace: [],
    ...over,
  };
}

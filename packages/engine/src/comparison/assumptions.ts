/**
 * The projection's assumptions and their documented defaults. Every one is an input (`assumptions.*`);
 * the result echoes the values used with these descriptions so a report can print them.
 */
import type { ParsedCompareInput } from './input.ts';

export interface ResolvedAssumptions {
  /** Yearly rate that turns future dollars into today's dollars (present value), fraction. */
  discountRate: number;
  /** Yearly increase of recurrent charges, site fees, rent and additional services, fraction. */
  feeIndexation: number;
  /** Yearly increase of living, home, travel & entertainment and health & wellness expenses, fraction. */
  expenseIndexation: number;
  /** Yearly indexation of Age Pension, Rent Assistance and Support at Home amounts beyond the last loaded rates. */
  pensionIndexation: number;
  /** Yearly increase of the customer's other income, fraction. */
  otherIncomeIndexation: number;
  /** Yearly earnings on investments (customer's investmentInterest wins), fraction. */
  investmentEarningsRate: number;
  /** Yearly growth of the current home's value (customer's propertyGrowth wins), fraction. */
  homeGrowthRate: number;
  /** Months from leaving to the sale of a unit or home (payout timing when the contract pays on sale). */
  expectedSaleMonths: number;
}

/**
 * Defaults, with why:
 * - discountRate 3%: about the long-run CPI (RBA target band 2–3%), so present values read as today's dollars.
 * - feeIndexation 3.5%: Qld and Lifestyle Communities cap site-fee rises at the greater of CPI or 3.5% (villages.md §5);
 *   Qld general services charges follow CPI (§3) — 3.5% is the prudent of the two.
 * - expenseIndexation 3%: about CPI.
 * - pensionIndexation 2.5%: pensions follow the greater of CPI and the Pensioner and Beneficiary Living Cost Index,
 *   indexed twice a year; 2.5% is the RBA target midpoint.
 * - otherIncomeIndexation 0%: other income is held in nominal dollars unless told otherwise (conservative).
 * - investmentEarningsRate 4%: a balanced-portfolio earning close to the upper deeming rate.
 * - homeGrowthRate 3%: villages.md §4.1 recommends 3% p.a. as the default growth.
 * - expectedSaleMonths 6: the time Qld lets an operator sell before the resident may appoint an agent (villages.md §6).
 */
export const DEFAULT_ASSUMPTIONS: Readonly<ResolvedAssumptions> = Object.freeze({
  discountRate: 0.03,
  feeIndexation: 0.035,
  expenseIndexation: 0.03,
  pensionIndexation: 0.025,
  otherIncomeIndexation: 0,
  investmentEarningsRate: 0.04,
  homeGrowthRate: 0.03,
  expectedSaleMonths: 6,
});

/** The values used: input assumptions over the customer's own rates over the defaults. */
export function resolveAssumptions(input: ParsedCompareInput): ResolvedAssumptions {
  const a = input.assumptions;
  return {
    discountRate: a.discountRate ?? DEFAULT_ASSUMPTIONS.discountRate,
    feeIndexation: a.feeIndexation ?? DEFAULT_ASSUMPTIONS.feeIndexation,
    expenseIndexation: a.expenseIndexation ?? DEFAULT_ASSUMPTIONS.expenseIndexation,
    pensionIndexation: a.pensionIndexation ?? DEFAULT_ASSUMPTIONS.pensionIndexation,
    otherIncomeIndexation: a.otherIncomeIndexation ?? DEFAULT_ASSUMPTIONS.otherIncomeIndexation,
    investmentEarningsRate:
      input.customer.investmentInterest ??
      a.investmentEarningsRate ??
      DEFAULT_ASSUMPTIONS.investmentEarningsRate,
    homeGrowthRate: input.customer.propertyGrowth ?? a.homeGrowthRate ?? DEFAULT_ASSUMPTIONS.homeGrowthRate,
    expectedSaleMonths: a.expectedSaleMonths ?? DEFAULT_ASSUMPTIONS.expectedSaleMonths,
  };
}

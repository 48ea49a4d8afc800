/**
 * The demo corporate's contract types and the terms of their default contracts, built from the real published
 * contracts in `/work/shared/reference/villages.md` §8 (rows A–F). Percents are fractions; schedules are the
 * spec's 11 cumulative year-values (years 1–10 and 15); dollars are AUD.
 *
 * Ids are fixed so that the spec's default contract type id 7 (DEFAULT_CONTRACT_TYPE_ID) exists and is the
 * industry's most common shape (6 % in year 1 accruing to 36 % by year 6: PwC/Property Council census quoted in
 * villages.md §2.1), which is exactly row A's contract.
 */
import {
  cappedRateYearList,
  ContractSettings,
  DEFAULT_CONTRACT_TYPE_ID,
  flatYearList,
  yearList,
  type ContractSettings as ContractSettingsT,
} from '@rlc/shared';

export interface DemoContractType {
  id: number;
  name: string;
  /** Name of the type's default contract. */
  defaultName: string;
  settings: ContractSettingsT;
}

/** Sales commission on resale where the resident bears it: 3 %, inside the "2–3.5 % typical" of villages.md §3. */
const SALES_COMMISSION = 0.03;
/** Resale price growth: villages.md §4.1 recommends a default of 3 % p.a. */
const GROWTH = 0.03;

export const DEMO_CONTRACT_TYPES: readonly DemoContractType[] = [
  {
    // villages.md §8 B (RetireAustralia, leasehold & licence): 10 % yr 1, 22 % yr 2, 35 % yr 3+ of the entry
    // payment; no capital gain; "sales & marketing $0, reinstatement $0" (so neither is used).
    id: 1,
    name: 'Leasehold – stepped DMF 10/22/35%',
    defaultName: 'Leasehold, stepped DMF (default)',
    settings: ContractSettings.parse({
      dmfUse: true,
      dmfBasis: 'purchasePrice',
      dmf: yearList([0.1, 0.22, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35]),
      participateInCapitalGain: false,
      capitalGainShare: 0,
      capitalGrowthRate: GROWTH,
      exitEntitlementBasedOn: 'purchasePrice',
      // NSW (§6): exit entitlement orders only help registered interest holders; without a capital gain share
      // this leasehold is not one, so the entitlement is paid when the unit is re-let: 'When sold'.
      repaymentTimeline: 0,
    }),
  },
  {
    // villages.md §8 D (Stockland 2018 "Capital Share"): 5 %/yr × 7 = 35 % of the purchase price, 50/50 capital
    // gain, selling and refurbishment costs shared, buy-back 18 months.
    id: 2,
    name: 'Capital Share – 5% p.a. to 35%, 50% of the gain',
    defaultName: 'Capital Share (default)',
    settings: ContractSettings.parse({
      dmfUse: true,
      dmfBasis: 'purchasePrice',
      dmf: cappedRateYearList(0.05, 0.35),
      participateInCapitalGain: true,
      capitalGainShare: 0.5,
      capitalGrowthRate: GROWTH,
      salesFeesUse: true,
      salesFees: flatYearList(SALES_COMMISSION),
      exitEntitlementBasedOn: 'purchasePrice',
      repaymentTimeline: 18,
    }),
  },
  {
    // villages.md §8 D (Stockland 2018 "Peace of Mind"): 5 %/yr × 5 = 25 % of the purchase price, no capital
    // gain, operator pays selling and refurbishment, buy-back 6 months after listing.
    id: 3,
    name: 'Peace of Mind – 5% p.a. to 25%',
    defaultName: 'Peace of Mind (default)',
    settings: ContractSettings.parse({
      dmfUse: true,
      dmfBasis: 'purchasePrice',
      dmf: cappedRateYearList(0.05, 0.25),
      participateInCapitalGain: false,
      capitalGainShare: 0,
      capitalGrowthRate: GROWTH,
      exitEntitlementBasedOn: 'purchasePrice',
      repaymentTimeline: 6,
    }),
  },
  {
    // villages.md §8 C (Catalina Village): 6 % pa yrs 1–3, 5 % yr 4, 4 % pa yrs 5–7 → 35 % of the RESALE price,
    // pro-rata daily; §8 B confirms 35 % of resale value for Qld strata villages. The resident owns and sells the
    // unit and keeps the gain (less the DMF on it: villages.md §2.2 "implied gain share"). Qld freehold units have
    // a mandatory buy-back after 18 months since 2019 (§6).
    id: 4,
    name: 'Strata – DMF on the resale price',
    defaultName: 'Strata title, DMF on resale (default)',
    settings: ContractSettings.parse({
      dmfUse: true,
      dmfBasis: 'resalePrice',
      dmf: yearList([0.06, 0.12, 0.18, 0.23, 0.27, 0.31, 0.35, 0.35, 0.35, 0.35, 0.35]),
      participateInCapitalGain: true,
      capitalGainShare: 1,
      capitalGrowthRate: GROWTH,
      salesFeesUse: true,
      salesFees: flatYearList(SALES_COMMISSION),
      exitEntitlementBasedOn: 'resalePrice',
      repaymentTimeline: 18,
      overrideCommunityOwnerType: 'Strata',
    }),
  },
  {
    // villages.md §5: most land-lease operators (Ingenia, Living Gems, Hometown, GemLife) charge no exit fee and
    // the owner keeps 100 % of the capital gain; the owner sells the home, no statutory payout date (§6).
    id: 5,
    name: 'Land lease – site fees, no exit fee',
    defaultName: 'Land lease, no exit fee (default)',
    settings: ContractSettings.parse({
      dmfUse: false,
      participateInCapitalGain: true,
      capitalGainShare: 1,
      capitalGrowthRate: GROWTH,
      exitEntitlementBasedOn: 'resalePrice',
      repaymentTimeline: 0,
    }),
  },
  {
    // villages.md §8 F (Lifestyle Communities, Vic): DMF 4 % pa of the sale price, capped at 20 % after 5 years,
    // pro-rata. VCAT declared the clause void in July 2025 (under appeal), so no demo community uses it; it is here
    // for admins to compare.
    id: 6,
    name: 'Land lease – 4% p.a. of sale price to 20%',
    defaultName: 'Land lease with DMF on sale (default)',
    settings: ContractSettings.parse({
      dmfUse: true,
      dmfBasis: 'resalePrice',
      dmf: cappedRateYearList(0.04, 0.2),
      participateInCapitalGain: true,
      capitalGainShare: 1,
      capitalGrowthRate: GROWTH,
      exitEntitlementBasedOn: 'resalePrice',
      repaymentTimeline: 0,
    }),
  },
  {
    // villages.md §8 A (Brodhome, Qld, licence to occupy): 6 % of the ingoing contribution per year, max 36 % after
    // 6 years, pro-rata daily; no capital gain ("refund = ingoing − exit fee − $2,000"); termination
    // administration cost $2,000 (§4.2); Qld pays out within 18 months of termination (§6).
    id: DEFAULT_CONTRACT_TYPE_ID,
    name: 'Standard licence – 6% p.a. to 36%',
    defaultName: 'Standard licence (default)',
    settings: ContractSettings.parse({
      dmfUse: true,
      dmfBasis: 'purchasePrice',
      dmf: cappedRateYearList(0.06, 0.36),
      adminLegalUse: true,
      adminLegalCurr: flatYearList(2000),
      participateInCapitalGain: false,
      capitalGainShare: 0,
      capitalGrowthRate: GROWTH,
      exitEntitlementBasedOn: 'purchasePrice',
      repaymentTimeline: 18,
    }),
  },
];

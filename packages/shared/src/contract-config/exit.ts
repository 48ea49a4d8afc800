/**
 * Exit terms: what decides the exit entitlement (villages.md §2–§3, §6). Year lists hold 11 values for years
 * 1–10 and 15; a cumulative schedule (DMF, LTMF, amortisation) is the total charged by the end of that year and
 * can only grow. The comparison uses the year-1 value of the flat fee lists (sales, admin, reinstatement, other).
 */
import { int, option, percent, PRICE_BASIS_OPTIONS, text, whenOn, yearList, yesNo } from './build.ts';
import type { ContractConfigSource } from './types.ts';

const DOLLARS_MAX = 100_000_000;

export const EXIT_ITEMS: ContractConfigSource[] = [
  option(
    'exitEntitlementBasedOn',
    'Exit entitlement based on',
    'Ingoing contribution: the operator refunds it (usual for leasehold, licence). Resale price: the resident sells (usual for strata, land lease).',
    {
      options: PRICE_BASIS_OPTIONS,
      detail:
        'Decides how the exit entitlement is worked out, whatever the owner type: the ingoing contribution less the exit charges, or the resale price less the exit charges and the operator’s share of the gain.',
    },
  ),
  int('repaymentTimeline', 'Repayment timeline', "Months after leaving until it is paid; 0 = 'When sold'.", {
    max: 120,
    unit: 'months',
    detail: 'Qld and SA: 18 months (SA 12 from 2026); Vic and WA: 12 months; some operators promise 6.',
  }),
  yesNo(
    'dmfUse',
    'Deferred management fee (DMF)',
    'The exit fee that builds up with each year of residence.',
  ),
  option('dmfBasis', 'DMF charged on', 'Most contracts: the ingoing contribution.', {
    useIf: whenOn('dmfUse'),
    options: PRICE_BASIS_OPTIONS,
  }),
  yearList(
    'dmf',
    'DMF (cumulative %)',
    'percent',
    'Total charged by the end of each year, e.g. 6, 12, 18 … to 36.',
    {
      useIf: whenOn('dmfUse'),
      cumulative: true,
      detail: 'Charged pro-rata by day between the years shown; held at the year-15 value afterwards.',
    },
  ),
  yearList(
    'dmfCurr',
    'DMF (cumulative $)',
    'currency',
    'Fixed dollars charged by the end of each year, if any.',
    {
      useIf: whenOn('dmfUse'),
      cumulative: true,
      max: DOLLARS_MAX,
    },
  ),
  yesNo('ltmfUse', 'LTMF', 'A second exit charge that builds up like the DMF (e.g. a maintenance fund).'),
  option('ltmfBasis', 'LTMF charged on', 'The price the LTMF percentages apply to.', {
    useIf: whenOn('ltmfUse'),
    options: PRICE_BASIS_OPTIONS,
  }),
  yearList('ltmf', 'LTMF (cumulative %)', 'percent', 'Total charged by the end of each year.', {
    useIf: whenOn('ltmfUse'),
    cumulative: true,
  }),
  yearList(
    'ltmfCurr',
    'LTMF (cumulative $)',
    'currency',
    'Fixed dollars charged by the end of each year, if any.',
    {
      useIf: whenOn('ltmfUse'),
      cumulative: true,
      max: DOLLARS_MAX,
    },
  ),
  yesNo(
    'participateInCapitalGain',
    'Resident shares in the capital gain',
    'Most contracts (about 3 in 4) do not.',
  ),
  percent('capitalGainShare', 'Capital gain share', "The resident's share of the rise in the unit's price.", {
    useIf: whenOn('participateInCapitalGain'),
  }),
  yesNo(
    'sellingCostsSharedInGainProportion',
    'Selling costs shared in the gain proportion',
    'Yes: the resident pays the capital gain share of the sales fees and refurbishment. No: the resident pays them all.',
    {
      useIf: whenOn('participateInCapitalGain'),
      detail:
        'NSW Fair Trading: a registered interest holder shares the selling costs in the same proportion as the capital gain.',
    },
  ),
  percent(
    'capitalGrowthRate',
    'Capital growth',
    'Assumed yearly rise of the resale price; 3 % is a common assumption.',
    {
      allowNegative: true,
      min: -0.5,
      max: 1,
    },
  ),
  yesNo(
    'nextIngoingUsesBasePrice',
    "Next resident's price from the base price",
    "Yes: the next resident pays today's price, so the resale price does not grow and there is no capital gain.",
    {
      detail:
        'Charges on the resale price are then worked on the ingoing contribution; the capital growth rate is not used at exit.',
    },
  ),
  yesNo('reinstatementUse', 'Reinstatement', 'Making good the unit at exit, paid by the resident.'),
  yearList('reinstatement', 'Reinstatement (% of price)', 'percent', 'Percent of the ingoing contribution.', {
    useIf: whenOn('reinstatementUse'),
  }),
  yearList('reinstatementCurr', 'Reinstatement ($)', 'currency', 'Dollars.', {
    useIf: whenOn('reinstatementUse'),
    max: DOLLARS_MAX,
  }),
  yesNo('salesFeesUse', 'Sales fees', 'Sales and marketing commission on the resale.'),
  yearList('salesFees', 'Sales fees (% of resale price)', 'percent', 'Typically 2 to 3.5 %.', {
    useIf: whenOn('salesFeesUse'),
  }),
  yearList('salesFeesCurr', 'Sales fees ($)', 'currency', 'Dollars.', {
    useIf: whenOn('salesFeesUse'),
    max: DOLLARS_MAX,
    detail: 'Recorded with the contract; the comparison uses the percentage.',
  }),
  yesNo('adminLegalUse', 'Admin and legal fees', 'Termination, administration and legal costs at exit.'),
  yearList('adminLegal', 'Admin and legal (% of price)', 'percent', 'Percent of the ingoing contribution.', {
    useIf: whenOn('adminLegalUse'),
  }),
  yearList('adminLegalCurr', 'Admin and legal ($)', 'currency', 'E.g. a $2,000 termination fee.', {
    useIf: whenOn('adminLegalUse'),
    max: DOLLARS_MAX,
  }),
  yesNo('additExitCostsUse', 'Additional exit costs', 'Any other cost the resident pays at exit.'),
  text('additExitCostsName', 'Name of the additional exit costs', 'As the contract calls them.', {
    useIf: whenOn('additExitCostsUse'),
  }),
  option('additExitCostsBase', 'Additional exit costs charged on', 'The price the percentages apply to.', {
    useIf: whenOn('additExitCostsUse'),
    options: PRICE_BASIS_OPTIONS,
  }),
  yearList('additExitCosts', 'Additional exit costs (%)', 'percent', 'Percent of the price.', {
    useIf: whenOn('additExitCostsUse'),
  }),
  yearList('additExitCostsCurr', 'Additional exit costs ($)', 'currency', 'Dollars.', {
    useIf: whenOn('additExitCostsUse'),
    max: DOLLARS_MAX,
  }),
  yesNo(
    'amortisationUse',
    'Amortisation',
    'The upfront fee is written off over the years of residence; the rest is refunded on exit.',
    { useIf: whenOn('upfrontFeeUse') },
  ),
  yearList(
    'amortisationYearValPerc',
    'Amortisation (cumulative %)',
    'percent',
    'Share written off by the end of each year.',
    {
      useIf: whenOn('amortisationUse'),
      cumulative: true,
      detail:
        'The part of the upfront fee not yet written off when the resident leaves is refunded with the exit entitlement.',
    },
  ),
];

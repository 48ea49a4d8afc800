/**
 * A second, smaller demo operator: its own admin, adviser, contract type, community and report, so the
 * product always holds another tenant's data that no call of the first corporate may read or change. Terms from
 * /work/shared/reference/villages.md: the NSW Fair Trading calculator's default contract (DMF 3 % a year of the
 * entry price to 36 % after 12 years, 50/50 capital gain, costs shared in the gain proportion as NSW law requires
 * for registered interest holders, §3).
 */
import { PERMISSION_CODES, cappedRateYearList, ContractSettings, flatYearList } from '@rlc/shared';
import type { DemoCommunityForm, DemoCorporate } from './demo-corporate.ts';

/** Local key of the second corporate's only contract type (the database numbers it). */
const LICENCE_TYPE = 101;

export const SECOND_DEMO: DemoCorporate = {
  corporate: {
    name: 'Coastline Seniors Living',
    magicEnabled: false,
    valuationTool: false,
    communityLicenses: 2,
  },
  roles: {
    'corporate admin': PERMISSION_CODES,
    adviser: ['accessCommunityWide', 'createForm'],
  },
  users: [
    {
      email: 'admin@coastline.test',
      firstName: 'Priya',
      lastName: 'Raman',
      role: 'corporate admin',
      communities: ['Seabreeze Retirement Village'],
    },
    {
      email: 'adviser@coastline.test',
      firstName: 'Tom',
      lastName: "O'Connell",
      role: 'adviser',
      communities: ['Seabreeze Retirement Village'],
    },
  ],
  contractTypes: [
    {
      id: LICENCE_TYPE,
      name: 'Loan-licence – 3% p.a. to 36%, 50% of the gain',
      defaultName: 'Loan-licence (default)',
      settings: ContractSettings.parse({
        dmfUse: true,
        dmfBasis: 'purchasePrice',
        dmf: cappedRateYearList(0.03, 0.36),
        participateInCapitalGain: true,
        capitalGainShare: 0.5,
        // villages.md §4.1: NSW Fair Trading's calculator assumes 4.5 % a year; we keep the recommended 3 %.
        capitalGrowthRate: 0.03,
        salesFeesUse: true,
        salesFees: flatYearList(0.025),
        exitEntitlementBasedOn: 'purchasePrice',
        // NSW outside Greater Sydney: an exit entitlement order after 12 months (villages.md §6).
        repaymentTimeline: 12,
      }),
    },
  ],
  amenities: { 'Community centre': 'groups', 'Swimming pool': 'pool', 'Village bus': 'directions_bus' },
  inclusions: ['Council rates', 'Building insurance'],
  reportContent: {
    'About the community':
      'Coastline Seniors Living runs one village on the Mid North Coast of New South Wales.',
  },
  communities: [
    {
      name: 'Seabreeze Retirement Village',
      streetAddress: '4 Lighthouse Road',
      suburb: 'Port Macquarie',
      postcode: '2444',
      state: 'NSW',
      rvOrLlc: 'rv',
      ownerType: 'Licence',
      contracts: [
        {
          contractTypeId: LICENCE_TYPE,
          name: '2-bedroom apartment (loan-licence)',
          overrides: { ingoingContribution: 540_000, propertyType: '2-bedroom apartment' },
        },
      ],
      chargeFees: [{ name: 'Recurrent charges', amount: 165, frequency: 52 }],
      additionalServices: [],
      amenities: ['Community centre', 'Swimming pool', 'Village bus'],
      inclusions: ['Council rates', 'Building insurance'],
      reportContent: {},
    },
  ],
};

/** The second corporate's sample report: a single homeowner in Port Macquarie considering Seabreeze. */
export const SECOND_DEMO_FORM = {
  adviserEmail: 'adviser@coastline.test',
  communityName: 'Seabreeze Retirement Village',
  customer: {
    firstName: 'Zoë',
    lastName: "O'Brien-Müller",
    dob: '1947-02-11',
    relationship: 1,
    state: 'NSW',
    suburb: 'Port Macquarie',
    postcode: '2444',
    propertyValue: 780_000,
    propertyGrowth: 0.03,
    sellingFees: 20_000,
    personalAssets: 20_000,
    investmentAssets: 90_000,
    investmentInterest: 0.04,
    livingExpenses: 850,
    livingExpensesFreq: 26,
  },
} satisfies DemoCommunityForm;

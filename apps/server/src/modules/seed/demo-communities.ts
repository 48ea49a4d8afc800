/**
 * The four demo communities (design §8): fictional names and addresses, real terms from
 * `/work/shared/reference/villages.md` §8. Dollars are AUD; `frequency` is times per year (52 weekly,
 * 26 fortnightly, 12 monthly). Contract terms beyond the price live in the contract type's default contract
 * (demo-contracts.ts); a community contract overrides only what differs (its price and unit).
 */
import type { AustralianState, CommunityContractSettings, OwnerType } from '@rlc/shared';
import { DEFAULT_CONTRACT_TYPE_ID } from '@rlc/shared';

export interface DemoPriced {
  name: string;
  /** Dollars per `frequency`. */
  amount: number;
  /** Times per year. */
  frequency: 1 | 12 | 26 | 52;
}

export interface DemoCommunity {
  name: string;
  streetAddress: string;
  suburb: string;
  postcode: string;
  state: AustralianState;
  rvOrLlc: 'rv' | 'llc';
  ownerType: OwnerType | null;
  contracts: { contractTypeId: number; name: string; overrides: CommunityContractSettings }[];
  /** Recurrent charges (RV) or site fees (LLC) a form picks from. */
  chargeFees: DemoPriced[];
  additionalServices: DemoPriced[];
  amenities: string[];
  inclusions: string[];
  /** Community overrides of the corporate's report content blocks, by block name. */
  reportContent: Record<string, string>;
}

/** Corporate amenity list: name → icon (Material Symbols name, for the UI and the PDF). */
export const DEMO_AMENITIES: Record<string, string> = {
  'Community centre': 'groups',
  'Swimming pool': 'pool',
  'Bowling green': 'sports_cricket',
  Gym: 'fitness_center',
  Library: 'local_library',
  'Hair salon': 'content_cut',
  Café: 'local_cafe',
  "Men's shed": 'handyman',
  'Community garden': 'yard',
  'Emergency call system': 'emergency',
  'Village bus': 'directions_bus',
  'Pet friendly': 'pets',
  Cinema: 'theaters',
  'Tennis court': 'sports_tennis',
  'BBQ area': 'outdoor_grill',
  'Caravan and boat storage': 'rv_hookup',
};

/** Corporate list of what recurrent charges or site fees can include. */
export const DEMO_INCLUSIONS = [
  'Council rates',
  'Building insurance',
  'Gardening of common areas',
  'Emergency call monitoring',
  'Maintenance reserve fund contribution',
  'On-site manager',
  'Water rates',
  'Use of community facilities',
] as const;

/** Corporate default report content blocks (spec §3.12); communities override some by name. */
export const DEMO_REPORT_CONTENT: Record<string, string> = {
  Introduction:
    'This report compares staying in your home with the homes you are considering, year by year: what moving ' +
    'costs, what you pay each year, your Age Pension and Rent Assistance, and what you or your estate get back.',
  'About the community':
    'Demo Retirement Living operates retirement villages and land-lease communities in Queensland and New South Wales.',
  "What's included":
    'Your recurrent charges (or site fees) cover the running of the community: rates, insurance of the buildings, ' +
    'gardens and common areas, and the emergency call system.',
  'Next steps':
    '1. Talk the report over with your family.\n' +
    '2. Visit the communities and ask for the **Prospective Costs Document**.\n' +
    '3. Get independent legal and financial advice before you sign a contract: see ' +
    '[moneysmart.gov.au](https://moneysmart.gov.au/retirement-income/retirement-villages).',
  'Important information':
    'The figures in this report are estimates based on the contract terms and the information you gave us. ' +
    'Read the contract and the disclosure documents, and get independent legal and financial advice before you sign.',
};

export const DEMO_COMMUNITIES: readonly DemoCommunity[] = [
  {
    // villages.md §8 A (Brodhome, Qld licence to occupy) and the suggested demo "Sunny Grove" at its top price.
    name: 'Sunny Grove Village',
    streetAddress: '12 Jacaranda Drive',
    suburb: 'Toowoomba',
    postcode: '4350',
    state: 'QLD',
    rvOrLlc: 'rv',
    ownerType: 'Licence',
    contracts: [
      {
        contractTypeId: DEFAULT_CONTRACT_TYPE_ID,
        name: '3-bedroom home with garage (licence)',
        // §8 A: $220,000 (1-bed, no parking) to $320,000 (3-bed + garage).
        overrides: { ingoingContribution: 320_000, propertyType: '3-bedroom home with garage' },
      },
    ],
    // §8 A / §4.4: general fees $72.80/wk + maintenance reserve fund $16.59/wk = $89.39/wk.
    chargeFees: [
      {
        name: 'General services charge $72.80 + maintenance reserve fund $16.59',
        amount: 89.39,
        frequency: 52,
      },
    ],
    additionalServices: [
      // §8 A: gas $8.47/wk for 1-bedroom units.
      { name: 'Gas (1-bedroom units)', amount: 8.47, frequency: 52 },
      // Illustrative price, not from villages.md.
      { name: 'Fortnightly house cleaning (2 hours)', amount: 110, frequency: 26 },
    ],
    amenities: [
      'Community centre',
      'Bowling green',
      'Library',
      "Men's shed",
      'Community garden',
      'Emergency call system',
      'Village bus',
      'BBQ area',
    ],
    inclusions: [
      'Council rates',
      'Building insurance',
      'Gardening of common areas',
      'Emergency call monitoring',
      'Maintenance reserve fund contribution',
      'On-site manager',
    ],
    reportContent: {
      'About the community':
        'Sunny Grove Village is a not-for-profit style village of single-level homes close to shops and medical centres.',
      "What's included":
        'The general services charge ($72.80 a week) covers rates, building insurance, gardens and the on-site manager; ' +
        'the maintenance reserve fund contribution ($16.59 a week) pays for capital repairs.',
    },
  },
  {
    // villages.md §8 B (RetireAustralia independent living, leasehold) and §8 D (Stockland Capital Share option on
    // the same unit, "same price both options").
    name: 'Harbour View Retirement Village',
    streetAddress: '3 Foreshore Parade',
    suburb: 'Port Macquarie',
    postcode: '2444',
    state: 'NSW',
    rvOrLlc: 'rv',
    ownerType: 'Leasehold',
    contracts: [
      {
        contractTypeId: 1,
        name: '2-bedroom apartment (leasehold, stepped DMF)',
        // §8 B: entry payment e.g. $400,000.
        overrides: { ingoingContribution: 400_000, propertyType: '2-bedroom apartment' },
      },
      {
        contractTypeId: 2,
        name: '2-bedroom apartment (Capital Share)',
        overrides: { ingoingContribution: 400_000, propertyType: '2-bedroom apartment' },
      },
    ],
    // §8 B says "monthly service fee" without an amount; §4.4 LDK (NSW) charges ~$150/wk flat:
    // $150 × 52 / 12 = $650 a month.
    chargeFees: [{ name: 'Monthly service fee', amount: 650, frequency: 12 }],
    additionalServices: [
      // Illustrative prices, not from villages.md.
      { name: 'Main meal delivered daily', amount: 105, frequency: 52 },
      { name: 'Weekly linen service', amount: 25, frequency: 52 },
    ],
    amenities: [
      'Community centre',
      'Swimming pool',
      'Gym',
      'Café',
      'Hair salon',
      'Cinema',
      'Emergency call system',
      'Village bus',
    ],
    inclusions: [
      'Council rates',
      'Building insurance',
      'Gardening of common areas',
      'Emergency call monitoring',
      'Water rates',
      'Use of community facilities',
    ],
    reportContent: {
      'About the community':
        'Harbour View has two- and three-storey apartment buildings with lifts, overlooking the river.',
    },
  },
  {
    // villages.md §8 C (Catalina Village, DMF on the resale price) with §8 B's Qld strata figure (35 % of resale).
    name: 'Banksia Terraces',
    streetAddress: '48 Lorikeet Street',
    suburb: 'Caloundra',
    postcode: '4551',
    state: 'QLD',
    rvOrLlc: 'rv',
    ownerType: 'Strata',
    contracts: [
      {
        contractTypeId: 4,
        name: '2-bedroom villa (strata title)',
        // Price level of §8 E's example ("e.g. $500,000"); §8 C publishes no price.
        overrides: { ingoingContribution: 500_000, propertyType: '2-bedroom villa' },
      },
    ],
    // §4.4 Oaktree Pelican Waters (Qld): $142.70/wk total.
    chargeFees: [{ name: 'General services charge', amount: 142.7, frequency: 52 }],
    additionalServices: [
      // Illustrative price, not from villages.md.
      { name: 'Personal care (1 hour a week)', amount: 75, frequency: 52 },
    ],
    amenities: [
      'Community centre',
      'Swimming pool',
      'Tennis court',
      'Library',
      'Emergency call system',
      'BBQ area',
    ],
    inclusions: [
      'Building insurance',
      'Gardening of common areas',
      'Emergency call monitoring',
      'Maintenance reserve fund contribution',
    ],
    reportContent: {
      'About the community':
        'Banksia Terraces is a strata-titled village: you own your villa, and the deferred management fee is paid from its sale.',
    },
  },
  {
    // villages.md §8 "Suggested demo set": a no-exit-fee land-lease community (Ingenia/GemLife style, §5),
    // $500k home, ~$220–250/wk site fees (§8 F: "up to ~$250/wk couple").
    name: 'Wattle Park Lifestyle Community',
    streetAddress: '200 Bottlebrush Road',
    suburb: 'Hervey Bay',
    postcode: '4655',
    state: 'QLD',
    rvOrLlc: 'llc',
    // A land-lease home is not one of the spec's RV owner types (the resident owns the home and leases the site).
    ownerType: null,
    contracts: [
      {
        contractTypeId: 5,
        name: '2-bedroom home (land lease, no exit fee)',
        overrides: { ingoingContribution: 500_000, propertyType: '2-bedroom home with garage' },
      },
    ],
    chargeFees: [
      { name: 'Site fee (single)', amount: 220, frequency: 52 },
      { name: 'Site fee (couple)', amount: 250, frequency: 52 },
    ],
    additionalServices: [
      // Illustrative price, not from villages.md.
      { name: 'Caravan bay', amount: 15, frequency: 52 },
    ],
    amenities: [
      'Community centre',
      'Swimming pool',
      'Bowling green',
      'Gym',
      "Men's shed",
      'Pet friendly',
      'Cinema',
      'Caravan and boat storage',
      'BBQ area',
    ],
    inclusions: ['Gardening of common areas', 'On-site manager', 'Use of community facilities'],
    reportContent: {
      'About the community':
        'Wattle Park is a land-lease community: you buy your home and lease the land it stands on. No exit fee applies.',
      "What's included":
        'Your site fee covers the lease of the land, the community facilities and the on-site manager. You pay no stamp duty ' +
        'and no council rates.',
    },
  },
];

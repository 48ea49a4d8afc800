/**
 * Entry terms: what the resident pays or lodges when moving in (villages.md §4.2, §4.5). Percent values are of
 * the ingoing contribution.
 */
import { currency, number, option, percent, text, whenIs, whenOn, whenPositive, yesNo } from './build.ts';
import type { ContractConfigSource } from './types.ts';

const MONTHS_MAX = 120;

export const ENTRY_ITEMS: ContractConfigSource[] = [
  option(
    'overrideCommunityOwnerType',
    'Owner type',
    "Leave as the community's unless this contract always has its own tenure.",
    {
      options: [
        { value: '', label: "The community's" },
        { value: 'Leasehold', label: 'Leasehold' },
        { value: 'Licence', label: 'Licence' },
        { value: 'Strata', label: 'Strata' },
        { value: 'Rental', label: 'Rental' },
      ],
      detail:
        'Decides who pays out at exit: under a lease or licence the operator refunds the ingoing contribution; ' +
        'under strata the resident sells the unit.',
    },
  ),
  currency(
    'ingoingContribution',
    'Ingoing contribution',
    'Entry price of the unit; 0 = the price entered in the report.',
    {
      max: 100_000_000,
    },
  ),
  text('propertyType', 'Unit the price is for', "E.g. '2-bedroom villa'.", {
    useIf: whenPositive('ingoingContribution'),
  }),
  yesNo('upfrontFeeUse', 'Upfront fee', 'A one-off fee paid at entry; refunded only as far as amortised.'),
  currency('upfrontFeeValCurr', 'Upfront fee ($)', 'Dollars, added to any percentage below.', {
    useIf: whenOn('upfrontFeeUse'),
    max: 100_000_000,
  }),
  percent('upfrontFeeValPerc', 'Upfront fee (% of price)', 'Percent of the ingoing contribution.', {
    useIf: whenOn('upfrontFeeUse'),
  }),
  yesNo(
    'additContributionUse',
    'Additional contribution',
    'An extra amount paid at entry on top of the price.',
    {
      detail:
        'Added to the cost of moving in (it lowers the funds left to invest); not refunded in the exit entitlement.',
    },
  ),
  currency('additContributionValCurr', 'Additional contribution ($)', 'Dollars.', {
    useIf: whenOn('additContributionUse'),
    max: 100_000_000,
  }),
  percent(
    'additContributionValPerc',
    'Additional contribution (% of price)',
    'Percent of the ingoing contribution.',
    {
      useIf: whenOn('additContributionUse'),
    },
  ),
  yesNo('establishmentFeeUse', 'Establishment fee', 'A one-off, non-refundable fee for moving in.'),
  option(
    'establishmentFeeAppliesTo',
    'Establishment fee worked out from',
    'Months of charges, or a share of the price.',
    {
      useIf: whenOn('establishmentFeeUse'),
      options: [
        { value: 'chargeFees', label: 'Months of recurrent charges' },
        { value: 'price', label: 'Percent of the price' },
      ],
    },
  ),
  number(
    'establishmentFeeValMths',
    'Establishment fee (months of charges)',
    'E.g. 3 = three months of charges.',
    {
      useIf: whenIs('establishmentFeeAppliesTo', 'chargeFees'),
      max: MONTHS_MAX,
      unit: 'months',
    },
  ),
  percent(
    'establishmentFeeValPerc',
    'Establishment fee (% of price)',
    'Percent of the ingoing contribution.',
    {
      useIf: whenIs('establishmentFeeAppliesTo', 'price'),
    },
  ),
  yesNo('securityDepositUse', 'Security deposit', 'A refundable bond, paid back with the exit entitlement.'),
  number('securityDepositValMths', 'Security deposit (months of charges)', 'E.g. 1 = one month of charges.', {
    useIf: whenOn('securityDepositUse'),
    max: MONTHS_MAX,
    unit: 'months',
  }),
  percent('securityDepositValPerc', 'Security deposit (% of price)', 'Percent of the ingoing contribution.', {
    useIf: whenOn('securityDepositUse'),
  }),
  yesNo('prepFeeUse', 'Preparation fee', 'A fee for preparing the unit before moving in.'),
  currency('prepFeeValCurr', 'Preparation fee ($)', 'Dollars.', {
    useIf: whenOn('prepFeeUse'),
    max: 100_000_000,
    detail: 'Added to the cost of moving in, so it lowers the funds left to invest.',
  }),
];

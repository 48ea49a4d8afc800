/** Ongoing terms: what changes while the resident lives there (villages.md §4.4). */
import { percent, whenOn, yesNo } from './build.ts';
import type { ContractConfigSource } from './types.ts';

export const ONGOING_ITEMS: ContractConfigSource[] = [
  yesNo(
    'discountChargeFees',
    'Discount on recurrent charges',
    'The contract discounts the recurrent charges.',
  ),
  percent(
    'discountChargeFeesValPerc',
    'Discount on charges (%)',
    'Percent taken off the recurrent charges.',
    {
      useIf: whenOn('discountChargeFees'),
      detail: 'The recurrent charges entered in the report are reduced by this percent every year.',
    },
  ),
];

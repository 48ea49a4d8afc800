/** Ongoing terms: what changes while the resident lives there (villages.md §4.4). */
import { percent, whenOn, whenPositive, yesNo } from './build.ts';
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
  yesNo(
    'firstInstalmentAdvance',
    'First instalment paid in advance',
    'Part of the exit entitlement is paid before the repayment date.',
    {
      useIf: whenPositive('repaymentTimeline'),
      detail: 'Applies only when the exit entitlement is repaid a number of months after leaving.',
    },
  ),
  percent('roi', 'Return on funds left to invest', 'Yearly return, percent.', {
    allowNegative: true,
    min: -0.5,
    devOnly: true,
    detail: 'Not used by the comparison, which takes the customer’s own investment return.',
  }),
];

/**
 * The customer details a customised report needs (spec §5 "Customer details needed for a customised report"):
 * firstName, dob, propertyValue, personalAssets, investmentAssets, and for a couple partnerFirstName and
 * partnerDob. The engine names the missing ones by code (`MissingDetail`), in the spec's order; any missing → the
 * simplified comparison. Their wording is the product's (`@rlc/shared` `CUSTOMISED_REPORT_FIELD_NAMES`), not the engine's. The product decides what counts as missing (`@rlc/shared` `missingCustomerDetailCodes`:
 * money must be above 0) and leaves those out of the engine's input; the engine only sees them absent.
 */
import type { Customer } from './input.ts';

/** Codes of the details a customised report needs, in the spec's order (the same codes as `@rlc/shared`). */
export const MISSING_DETAILS = [
  'firstName',
  'dob',
  'partnerFirstName',
  'partnerDob',
  'propertyValue',
  'personalAssets',
  'investmentAssets',
] as const;
export type MissingDetail = (typeof MISSING_DETAILS)[number];

const blank = (s: string | undefined): boolean => s === undefined || s.trim() === '';

/** Codes of the missing details, in the spec's order (empty when the report can be customised). */
export function missingCustomerDetails(customer: Customer): MissingDetail[] {
  const missing: MissingDetail[] = [];
  if (blank(customer.person.firstName)) missing.push('firstName');
  if (customer.person.dob === undefined) missing.push('dob');
  if (customer.relationship === 'couple') {
    if (blank(customer.partner?.firstName)) missing.push('partnerFirstName');
    if (customer.partner?.dob === undefined) missing.push('partnerDob');
  }
  if (customer.propertyValue === undefined) missing.push('propertyValue');
  if (customer.personalAssets === undefined) missing.push('personalAssets');
  if (customer.investmentAssets === undefined) missing.push('investmentAssets');
  return missing;
}

/**
 * The customer details a customised report needs (spec §5 "Customer details needed for a customised report"):
 * firstName, dob, propertyValue, personalAssets, investmentAssets, and for a couple partnerFirstName and
 * partnerDob. Missing ones are named with the spec's labels; any missing → the simplified comparison.
 */
import type { Customer } from './input.ts';

const blank = (s: string | undefined): boolean => s === undefined || s.trim() === '';

/** Labels of the missing details, in the spec's order (empty when the report can be customised). */
export function missingCustomerDetails(customer: Customer): string[] {
  const missing: string[] = [];
  if (blank(customer.person.firstName)) missing.push('First Name');
  if (customer.person.dob === undefined) missing.push('Date of Birth');
  if (customer.relationship === 'couple') {
    if (blank(customer.partner?.firstName)) missing.push('Partner First Name');
    if (customer.partner?.dob === undefined) missing.push('Partner Date of Birth');
  }
  if (customer.propertyValue === undefined) missing.push('Home Market Value (Net)');
  if (customer.personalAssets === undefined) missing.push('Personal Assets');
  if (customer.investmentAssets === undefined) missing.push('Investment Assets');
  return missing;
}

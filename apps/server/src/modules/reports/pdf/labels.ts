/** Text rules of the spec the report applies: report names (spec §3.4) and rating labels (spec §3.6). */
import { NOT_RATED, ratingLabel as sharedRatingLabel } from '@rlc/shared';

/** The customer fields a report name needs (spec §3.4 names). `relationship` 1 = single, above 1 = couple. */
export interface ReportNameCustomer {
  firstName: string;
  lastName: string;
  relationship: number;
  partnerFirstName?: string | null;
  partnerLastName?: string | null;
}

const clean = (s: string | null | undefined): string => (s ?? '').trim().replace(/\s+/g, ' ');
const full = (first: string, last: string): string => [first, last].filter(Boolean).join(' ');

/**
 * Report name per spec §3.4: a single customer gives the full name; a couple with the same last name gives
 * 'first and partnerFirst last'; otherwise both full names ('Ann Lee and Bob Tran').
 * A couple with no partner name yet falls back to the customer's full name. Last names compare case-insensitively.
 */
export function reportName(customer: ReportNameCustomer): string {
  const first = clean(customer.firstName);
  const last = clean(customer.lastName);
  const partnerFirst = clean(customer.partnerFirstName);
  const partnerLast = clean(customer.partnerLastName);
  if (customer.relationship <= 1 || (!partnerFirst && !partnerLast)) return full(first, last);
  if (last && partnerLast && last.toLowerCase() === partnerLast.toLowerCase())
    return `${first} and ${partnerFirst} ${last}`;
  return `${full(first, last)} and ${full(partnerFirst, partnerLast)}`;
}

/**
 * Label of a 0–5 rating on the report: the shared words (`@rlc/shared` ratingLabel, the screens' too: 1 Very Poor …
 * 5 Excellent, a value between 0 and 1 Very Poor, a fraction the whole score reached), 'Not rated' for 0 or an
 * invalid value.
 */
export function ratingLabel(value: number): string {
  return sharedRatingLabel(value) || NOT_RATED;
}

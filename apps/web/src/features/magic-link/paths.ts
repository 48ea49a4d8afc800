/**
 * The customer's route set (ADR 0010 decision 6: the customer-facing paths are ours): `/magic` (the link page),
 * `/magic/ended`, `/magic/finished` and `/magic/form/:formId/<step>` with the magic set's steps (spec §2.1:
 * status, properties, property/int-{villageId}, customer, results).
 */
export const CUSTOMER_BASE = '/magic/form';
export const customerFormPath = (formId: number, step: string) => `${CUSTOMER_BASE}/${formId}/${step}`;

/**
 * The form id and step of a customer report's address (`/magic/form/:formId/<step>`, the step '' for the bare
 * form address, e.g. 'property/int-4' for an option), or null for any other address.
 */
export function customerAddress(pathname: string): { formId: number; step: string } | null {
  const match = new RegExp(`^${CUSTOMER_BASE}/(\\d+)(?:/(.*?))?/?$`).exec(pathname);
  return match ? { formId: Number(match[1]), step: match[2] ?? '' } : null;
}
export const CUSTOMER_FINISHED_PATH = '/magic/finished';

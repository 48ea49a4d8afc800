/**
 * The customer's route set (ADR 0010 decision 6: the customer-facing paths are ours): `/magic` (the link page),
 * `/magic/ended`, `/magic/finished` and `/magic/form/:formId/<step>` with the magic set's steps (spec §2.1:
 * status, properties, property/int-{villageId}, customer, results).
 */
export const CUSTOMER_BASE = '/magic/form';
export const customerFormPath = (formId: number, step: string) => `${CUSTOMER_BASE}/${formId}/${step}`;
export const CUSTOMER_FINISHED_PATH = '/magic/finished';

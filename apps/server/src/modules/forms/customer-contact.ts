/**
 * Writing the assigned magic customer's names, e-mail and phone into the form's customer record (issue 11 §2:
 * Assign Customer), the way Customer Details saves them: merged and validated whole, the list's name columns
 * derived, the summary marked stale.
 */
import { CustomerRecord } from '@rlc/shared';
import { storedCustomer } from './context.ts';
import { bumpVersion, updateFormConsumer, type Tx } from './repository.ts';

export interface CustomerContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** @returns the stored record and the form's new version. */
export async function setCustomerContact(tx: Tx, formId: number, contact: CustomerContact, now: Date) {
  const version = await bumpVersion(tx, formId, undefined, now, true);
  const { row, customer } = await storedCustomer(tx, formId);
  const merged = CustomerRecord.parse({ ...customer, ...contact });
  await updateFormConsumer(tx, row.id, merged, now);
  return { formConsumer: { id: row.id, customer: merged, updated_at: now.toISOString() }, version };
}

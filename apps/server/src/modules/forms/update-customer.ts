/**
 * POST form/:formId/customer and /current (spec §3.4): Customer Details and Current Details edit the same customer
 * record. The patch is merged into the stored record and the whole is validated (400 with `data.<field>` issues);
 * the summary is marked stale. 409 CONFLICT when `expected` is not the form's version (nothing saved).
 */
import {
  CustomerRecord,
  type CurrentDetailsPatch,
  type CustomerPatch,
  type UpdateCustomerResponse,
} from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { requireForm, storedCustomer } from './context.ts';
import type { FormDeps } from './deps.ts';
import { assertMayWrite } from './magic.ts';
import { bumpVersion, updateFormConsumer, type FormScope } from './repository.ts';

export async function updateCustomer(
  deps: FormDeps,
  caller: FormScope,
  formId: number,
  patch: CustomerPatch | CurrentDetailsPatch,
  expected: number,
): Promise<UpdateCustomerResponse> {
  const form = await requireForm(deps.db, caller, formId);
  const now = deps.clock();
  assertMayWrite(form, caller, now);
  return deps.db.transaction(async (tx) => {
    const version = await bumpVersion(tx, formId, expected, now, true);
    const { row, customer } = await storedCustomer(tx, formId);
    const merged = CustomerRecord.safeParse({ ...customer, ...patch });
    if (!merged.success) {
      const issues = merged.error.issues.map((i) => ({
        path: ['data', ...i.path].join('.'),
        message: i.message,
      }));
      throw new ApiError('VALIDATION', issues[0]?.message ?? 'Invalid customer', { issues });
    }
    await updateFormConsumer(tx, row.id, merged.data, now);
    return { updated: merged.data, version };
  });
}

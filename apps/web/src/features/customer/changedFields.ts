import type { CustomerPatch, CustomerRecord } from '@rlc/shared';

/** The fields of `next` that differ from `prev` (arrays and objects compared by value): the patch to save. */
export function changedFields(prev: CustomerRecord, next: CustomerRecord): CustomerPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CustomerRecord)[]) {
    if (JSON.stringify(prev[key]) !== JSON.stringify(next[key])) patch[key] = next[key];
  }
  return patch;
}

/**
 * Plumbing shared by the Customer Details and Current Details forms: the controlled-form setter and the types
 * every section receives.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { CustomerRecord } from '@rlc/shared';
import type { FieldBinder } from '../../components/inputs/index.ts';

/** Server-side (or screen-level) errors per field, shown beside that field. */
export type CustomerFieldErrors = Partial<Record<keyof CustomerRecord, string>>;

export type SetCustomerField = <K extends keyof CustomerRecord>(key: K, value: CustomerRecord[K]) => void;
export type PatchCustomer = (patch: Partial<CustomerRecord>) => void;

/** What each form section gets. */
export interface SectionProps {
  value: CustomerRecord;
  set: SetCustomerField;
  patch: PatchCustomer;
  errors: CustomerFieldErrors;
  /** `{...field('firstName')}`: an input's value, onChange and error for one field (components/inputs fieldBinder). */
  field: FieldBinder<CustomerRecord>;
}

/**
 * Field setters for a controlled form. Debounced inputs may commit after a render has passed (500 ms later, on
 * blur, on unmount), so each change is applied to the newest record seen, not to the one a stale closure holds:
 * two quick commits never undo each other.
 */
export function useCustomerSetters(value: CustomerRecord, onChange: (next: CustomerRecord) => void) {
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = value;
    onChangeRef.current = onChange;
  });
  const patch = useCallback<PatchCustomer>((changes) => {
    const next = { ...latest.current, ...changes };
    latest.current = next;
    onChangeRef.current(next);
  }, []);
  const set = useCallback<SetCustomerField>((key, v) => patch({ [key]: v }), [patch]);
  return { set, patch };
}

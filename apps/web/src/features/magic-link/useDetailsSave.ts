/**
 * Saving the customer's details as they type (the customer call takes `{ data, version }` like the staff one):
 * changed fields only, one save after another so each carries the version the previous answered; fields that
 * break their rule are held back with their message. What was typed stays on screen whatever the answer.
 */
import { useRef, useState } from 'react';
import type { CustomerPatch, CustomerRecord } from '@rlc/shared';
import { errorMessage } from '../../api/useApiMutation.ts';
import { changedFields, customerFieldErrors, splitByRules } from '../customer/index.ts';
import { saveCustomerDetails } from './api.ts';
import { useCustomerFormCache } from './queries.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export function useDetailsSave(formId: number, stored: CustomerRecord) {
  const cache = useCustomerFormCache(formId);
  const [typed, setTyped] = useState<CustomerPatch>({});
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const draft: CustomerRecord = { ...stored, ...typed };

  const send = (patch: CustomerPatch) => {
    setState('saving');
    queue.current = queue.current.then(async () => {
      try {
        const { updated, version } = await saveCustomerDetails(formId, patch, cache.version());
        cache.patch(version, (f) => ({ formConsumer: { ...f.formConsumer, customer: updated } }));
        setState('saved');
        setError(null);
      } catch (e) {
        setState('error');
        setError(errorMessage(e));
      }
    });
  };

  const onChange = (next: CustomerRecord) => {
    const changed = changedFields(draft, next);
    if (Object.keys(changed).length === 0) return;
    setTyped((t) => ({ ...t, ...changed }));
    const { valid } = splitByRules(changed);
    if (Object.keys(valid).length > 0) send(valid);
  };

  return { draft, errors: customerFieldErrors(typed), onChange, state, error };
}

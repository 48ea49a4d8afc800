/** The customer's form in the query cache (its own key: the staff cache never holds a customer's answer). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { FormResponse } from '@rlc/shared';
import { fetchCustomerForm } from './api.ts';
import { formKey, takePrefetched } from './prefetch.ts';

export const customerFormKey = (formId: number) => ['magic-form', formId] as const;

export function useCustomerFormId(): number {
  const { formId } = useParams();
  return formId && /^\d+$/.test(formId) ? Number(formId) : NaN;
}

/** `refetchOnMount: false` for a reader of the form another component (the layout) fetches. */
export function useCustomerFormQuery(formId: number, { refetchOnMount = true } = {}) {
  return useQuery({
    queryKey: customerFormKey(formId),
    // The first fetch takes the answer the page's entry asked for early (prefetch.ts).
    queryFn: () => takePrefetched(formKey(formId), () => fetchCustomerForm(formId)),
    enabled: Number.isFinite(formId),
    refetchOnMount,
  });
}

/**
 * The loaded form of the customer's layout (which renders its pages only once loaded). Read without fetching it
 * again: the layout fetches it (on load and on each step change); a page that mounted just after the answer
 * would otherwise ask for the same form a second time.
 */
export function useCustomerForm(): { formId: number; form: FormResponse } {
  const formId = useCustomerFormId();
  const { data } = useCustomerFormQuery(formId, { refetchOnMount: false });
  if (!data) throw new Error('useCustomerForm used outside a loaded form');
  return { formId, form: data };
}

/** Read the newest version and store a write's answer in the cached form. */
export function useCustomerFormCache(formId: number) {
  const client = useQueryClient();
  const key = customerFormKey(formId);
  return {
    client,
    version: () => client.getQueryData<FormResponse>(key)?.version ?? 0,
    patch: (version: number, change: (form: FormResponse) => Partial<FormResponse> = () => ({})) =>
      client.setQueryData<FormResponse>(key, (old) => (old ? { ...old, ...change(old), version } : old)),
  };
}

/**
 * TanStack Query wiring of the form screens. One cache entry per form (`formKey`) holds the GET form answer;
 * every successful write stores the `version` it answers there, so the next write sends the newest version and
 * only someone else's edit can make it stale (409).
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { FormResponse } from '@rlc/shared';
import { fetchForm } from './api.ts';

export const formKey = (formId: number) => ['form', formId] as const;
export const summaryKey = (formId: number) => ['form', formId, 'summary'] as const;
export const FORMS_LIST_KEY = ['forms'] as const;

/** The numeric :formId of the current route (NaN when absent or not a number). */
export function useFormId(): number {
  const { formId } = useParams();
  return formId && /^\d+$/.test(formId) ? Number(formId) : NaN;
}

/**
 * The path of the form's route set the screen is shown in: '/corporate/magic-form/5' in the magic set (spec §2.1),
 * else '/corporate/form/5'. Shared screens (properties, options, results) link within their own set.
 */
export function useFormBase(formId: number): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/corporate/magic-form/')
    ? `/corporate/magic-form/${formId}`
    : `/corporate/form/${formId}`;
}

export function useFormQuery(formId: number) {
  return useQuery({
    queryKey: formKey(formId),
    queryFn: () => fetchForm(formId),
    enabled: Number.isFinite(formId),
  });
}

/** The loaded form of the current route (the form layout renders children only once it is loaded). */
export function useLoadedForm(): { formId: number; form: FormResponse } {
  const formId = useFormId();
  const { data } = useFormQuery(formId);
  if (!data) throw new Error('useLoadedForm used outside a loaded form');
  return { formId, form: data };
}

/** The version to send with the next write. */
export function currentVersion(client: QueryClient, formId: number): number {
  return client.getQueryData<FormResponse>(formKey(formId))?.version ?? 0;
}

/** Apply a write's answer to the cached form: the new version plus whatever part of the form changed. */
export function patchCachedForm(
  client: QueryClient,
  formId: number,
  version: number,
  change: (form: FormResponse) => Partial<FormResponse> = () => ({}),
): void {
  client.setQueryData<FormResponse>(formKey(formId), (old) =>
    old ? { ...old, ...change(old), version } : old,
  );
}

export function useFormCache(formId: number) {
  const client = useQueryClient();
  return {
    client,
    version: () => currentVersion(client, formId),
    patch: (version: number, change?: (form: FormResponse) => Partial<FormResponse>) =>
      patchCachedForm(client, formId, version, change),
    /** Something changed the comparison: the next summary visit asks the server again. */
    invalidateSummary: () => client.invalidateQueries({ queryKey: summaryKey(formId) }),
  };
}

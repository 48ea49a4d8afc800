/**
 * The staff form's navigation order (spec §2.2): villages (Properties), each village, customer, summary,
 * results. Current Details is reachable beside it but is not a step of the order. Paths are relative to
 * /corporate/form/:formId.
 */
import type { FormResponse } from '@rlc/shared';

export interface FormStep {
  /** Path under the form, e.g. 'properties', 'property/int-12'. */
  path: string;
  label: string;
  /** Route name of spec §2.2 (tests and analytics read it). */
  name: string;
}

export const villagePath = (modelId: 1 | 2, villageId: number) =>
  `property/${modelId === 1 ? 'int' : 'ext'}-${villageId}`;

/** Parse a `property/:villageKey` segment ('int-12' / 'ext-3'); null when it is neither. */
export function parseVillageKey(key: string | undefined): { modelId: 1 | 2; villageId: number } | null {
  const m = /^(int|ext)-(\d+)$/.exec(key ?? '');
  if (!m) return null;
  return { modelId: m[1] === 'int' ? 1 : 2, villageId: Number(m[2]) };
}

export function formSteps(form: Pick<FormResponse, 'villagesInternal' | 'villagesExternal'>): FormStep[] {
  const villages = [...form.villagesInternal, ...form.villagesExternal].sort(
    (a, b) => a.order - b.order || a.id - b.id,
  );
  return [
    { path: 'properties', label: 'Properties', name: 'form.villages' },
    ...villages.map((v) => ({
      path: villagePath(v.modelId, v.id),
      label: v.name || (v.modelId === 1 ? 'Village' : 'External property'),
      name: v.modelId === 1 ? 'form.village.internal' : 'form.village.external',
    })),
    { path: 'customer', label: 'Customer Details', name: 'form.customer' },
    { path: 'summary', label: 'Summary', name: 'form.summary' },
    { path: 'results', label: 'Results', name: 'form.results' },
  ];
}

/** The step a path under the form belongs to (properties/:flag? counts as properties), or -1 (e.g. current). */
export function stepIndex(steps: readonly FormStep[], subPath: string): number {
  const clean = subPath.replace(/^\/+|\/+$/g, '');
  if (clean === '' || clean.startsWith('properties')) return 0;
  return steps.findIndex((s) => s.path === clean);
}

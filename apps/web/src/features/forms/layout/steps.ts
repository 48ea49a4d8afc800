/**
 * The staff form's navigation order (spec §2.2): villages (Properties), each village, customer, summary,
 * results. Current Details is reachable beside it but is not a step of the order. Paths are relative to
 * /corporate/form/:formId.
 */
import { MESSAGES, MODEL_ID, villageKey, type FormResponse, type ModelId } from '@rlc/shared';

export interface FormStep {
  /** Path under the form, e.g. 'properties', 'property/int-12'. */
  path: string;
  label: string;
  /**
   * A village step's second line: the chosen contracts' names (or 'No contract chosen'); for an external one
   * 'External village' or 'External land lease'. So two villages of one community with the same name differ.
   */
  detail?: string;
  /** Route name of spec §2.2 (tests and analytics read it). */
  name: string;
  /** Not reachable now (spec §2.1: the staff customer and summary steps in magic mode, magic results without a PDF). */
  disabled?: boolean;
}

/** An option screen's path under the form, 'property/int-12' / 'property/ext-3' (the shared `villageKey`). */
export const villagePath = (modelId: ModelId, villageId: number) =>
  `property/${villageKey(modelId, villageId)}`;

export type StepsSource = Pick<FormResponse, 'villagesInternal' | 'villagesExternal'> & {
  /** Spec §2.1 "In magic mode, customer, current and summary are disabled". */
  magic?: { isMagic: boolean };
  /** The community's contracts, to name an internal village's chosen ones (no details without it). */
  corporateCommunity?: { contracts: readonly { id: number; name: string }[] };
};

/** The option steps of a form in display order (both route sets), named as `villageRoute` says. */
export function villageSteps(
  form: StepsSource,
  villageRoute: (modelId: ModelId) => string = (m) =>
    m === MODEL_ID.internal ? 'form.village.internal' : 'form.village.external',
): FormStep[] {
  const villages = [...form.villagesInternal, ...form.villagesExternal].sort(
    (a, b) => a.order - b.order || a.id - b.id,
  );
  const contractName = new Map(form.corporateCommunity?.contracts.map((c) => [c.id, c.name]) ?? []);
  const steps: FormStep[] = villages.map((v) => ({
    path: villagePath(v.modelId, v.id),
    label: v.name || (v.modelId === MODEL_ID.internal ? 'Village' : 'External property'),
    name: villageRoute(v.modelId),
    detail:
      v.modelId === MODEL_ID.external
        ? v.rvOrLlc === 'llc'
          ? 'External land lease'
          : 'External village'
        : form.corporateCommunity
          ? v.selectedContracts.map((c) => contractName.get(c.id) ?? `Contract ${c.id}`).join(', ') ||
            'No contract chosen'
          : undefined,
  }));
  // Still alike (same name, same contracts): number the repeats, 'Sunny Grove (2)'.
  const seen = new Map<string, number>();
  for (const step of steps) {
    const key = `${step.label}\n${step.detail ?? ''}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) step.label = `${step.label} (${n})`;
  }
  return steps;
}

export function formSteps(form: StepsSource): FormStep[] {
  const magicMode = form.magic?.isMagic === true;
  return [
    { path: 'properties', label: 'Properties', name: 'form.villages' },
    ...villageSteps(form),
    { path: 'customer', label: 'Customer Details', name: 'form.customer', disabled: magicMode },
    { path: 'summary', label: 'Summary', name: 'form.summary', disabled: magicMode },
    { path: 'results', label: 'Results', name: 'form.results' },
  ];
}

/**
 * The magic form's order (spec §2.2 "Magic: status, villages, each village, customer, results"), paths relative to
 * magic-form/:formId. Only internal options have a magic route (spec §2.1 `property/int-{villageId}`). The customer
 * step is titled 'Assign Customer' until a customer is assigned, then 'Customer'; results are disabled while the
 * form has no generated PDF.
 */
export function magicFormSteps(
  form: StepsSource & { magic: { magicUserId: number | null; magicPdfs: number } },
): FormStep[] {
  const internalOnly = { ...form, villagesExternal: [] };
  return [
    { path: 'status', label: 'Magic Link Status', name: 'magic-form.status' },
    { path: 'properties', label: 'Properties', name: 'magic-form.villages' },
    ...villageSteps(internalOnly, () => 'magic-form.village.internal'),
    {
      path: 'customer',
      label: form.magic.magicUserId === null ? MESSAGES.magic.assignTitle : MESSAGES.magic.customerTitle,
      name: 'magic-form.customer',
    },
    { path: 'results', label: 'Results', name: 'magic-form.results', disabled: form.magic.magicPdfs === 0 },
  ];
}

/** The step a path under the form belongs to (properties/:flag? counts as properties), or -1 (e.g. current). */
export function stepIndex(steps: readonly FormStep[], subPath: string): number {
  const clean = subPath.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 0;
  if (clean.startsWith('properties')) return steps.findIndex((s) => s.path === 'properties');
  return steps.findIndex((s) => s.path === clean);
}

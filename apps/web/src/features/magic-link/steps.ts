/**
 * The customer's steps, in the magic set's order (spec §2.2 "Magic: status, villages, each village, customer,
 * results"), in the customer's words. Results appear only when the adviser lets them review, and stay disabled
 * while the form has no PDF (spec §4).
 */
import { villageKey, MODEL_ID, type FormResponse } from '@rlc/shared';

export interface CustomerStep {
  path: string;
  label: string;
  disabled?: boolean;
}

export function customerSteps(form: FormResponse): CustomerStep[] {
  const villages = [...form.villagesInternal].sort((a, b) => a.order - b.order || a.id - b.id);
  return [
    { path: 'status', label: 'Your report' },
    { path: 'properties', label: 'Options' },
    ...villages.map((v, i) => ({
      path: `property/${villageKey(MODEL_ID.internal, v.id)}`,
      label: v.name || `Option ${i + 1}`,
    })),
    { path: 'customer', label: 'Your details' },
    ...(form.magic.magicIsReviewable
      ? [{ path: 'results', label: 'Results', disabled: form.magic.magicPdfs === 0 }]
      : []),
  ];
}

/** The step of a path under the form ('' is the first), or -1. */
export function customerStepIndex(steps: readonly CustomerStep[], sub: string): number {
  const clean = sub.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 0;
  return steps.findIndex((s) => s.path === clean);
}

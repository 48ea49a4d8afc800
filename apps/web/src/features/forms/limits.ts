/**
 * Village and option limits (spec §5 "Village limits", §9: 3 in total, 2 internal, 1 external, 3 options). The
 * screen disables "add" at a limit and says why; the server enforces the same limits (400 with the message).
 */
import { FORM_LIMIT_MESSAGES, type FormConfig } from '@rlc/shared';

export interface VillageCounts {
  internal: number;
  external: number;
  /** Option columns: selected contracts of internal villages + external villages. */
  options: number;
}

/** Why an internal / external option cannot be added now, or null when it can. */
export function addLimitMessage(
  kind: 'internal' | 'external',
  counts: VillageCounts,
  config: FormConfig,
): string | null {
  const total = counts.internal + counts.external;
  if (total >= config.maxVillagesTotal) return FORM_LIMIT_MESSAGES.total(config.maxVillagesTotal);
  if (kind === 'internal' && counts.internal >= config.maxVillages)
    return FORM_LIMIT_MESSAGES.internal(config.maxVillages);
  if (kind === 'external' && counts.external >= config.maxExternal)
    return FORM_LIMIT_MESSAGES.external(config.maxExternal);
  // An external option is one more column; an internal one may be added with no contract selected.
  if (kind === 'external' && counts.options >= config.maxOptions)
    return FORM_LIMIT_MESSAGES.options(config.maxOptions);
  return null;
}

export function countVillages(form: {
  villagesInternal: readonly { selectedContracts: readonly unknown[] }[];
  villagesExternal: readonly unknown[];
}): VillageCounts {
  const contracts = form.villagesInternal.reduce((n, v) => n + v.selectedContracts.length, 0);
  return {
    internal: form.villagesInternal.length,
    external: form.villagesExternal.length,
    options: contracts + form.villagesExternal.length,
  };
}

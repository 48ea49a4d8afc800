/**
 * The contract editor's rules without React (spec §4 "Contract editing"): which items show, what changed, and
 * the sections. Values are in the stored unit (fractions for percent, dollars), keyed by `ContractSettings` key.
 */
import {
  CONTRACT_CONFIG_GROUP_NAMES,
  CONTRACT_CONFIG_GROUPS,
  itemApplies,
  sameContractValue,
  type ContractConfigGroup,
  type ContractConfigItem,
} from '@rlc/shared';

export type ContractValues = Readonly<Record<string, unknown>>;

/** Items the editor shows: not hidden, dev-only ones only for developers, and whose use-if holds on `values`. */
export function shownItems(
  items: readonly ContractConfigItem[],
  values: ContractValues,
  showDevOnly: boolean,
): ContractConfigItem[] {
  return items.filter(
    (item) => !item.hidden && (showDevOnly || !item.devOnly) && itemApplies(item.id, values),
  );
}

/**
 * What to send (spec §4 "Only fields that differ from the original are saved"): each item of `items` whose value
 * in `draft` differs from `loaded` and whose use-if holds on `draft` (an item that does not apply is not sent).
 */
export function changedTerms(
  items: readonly ContractConfigItem[],
  loaded: ContractValues,
  draft: ContractValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of items) {
    if (!itemApplies(item.id, draft)) continue;
    if (!sameContractValue(draft[item.id], loaded[item.id])) out[item.id] = draft[item.id];
  }
  return out;
}

/** The sections of the editor in order (Entry, Ongoing, Exit), each with its shown items; empty ones left out. */
export function sectionsOf(
  items: readonly ContractConfigItem[],
): { group: ContractConfigGroup; title: string; items: ContractConfigItem[] }[] {
  return CONTRACT_CONFIG_GROUPS.map((group) => ({
    group,
    title: CONTRACT_CONFIG_GROUP_NAMES[group],
    items: items.filter((item) => item.group === group),
  })).filter((section) => section.items.length > 0);
}

/** Repayment timeline in words (spec §4): 0 is 'When sold', otherwise months (and how to say 'When sold'). */
export function repaymentText(months: number): string {
  if (months === 0) return 'When sold';
  return `${months} month${months === 1 ? '' : 's'} after leaving (0 = 'When sold')`;
}

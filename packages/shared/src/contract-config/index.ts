/**
 * The contract config (spec §3.9 "Contract config item"): ONE definition per `ContractSettings` field, the one
 * source the editor screens are generated from and the server validates against (`validateContractValues`).
 *
 *   CONTRACT_CONFIG            every item, in editor order (GET contracts/configs)
 *   COMMUNITY_CONTRACT_CONFIG  the items a community contract may override (GET communities/configs)
 *   itemApplies(id, values)    spec §4 "A contract item applies only when its use-if condition holds"
 *
 * `default` is the storage schema's own default (`ContractSettings.parse({})`) and `overridable` is whether the
 * key is a shared field (`ContractSharedSettings`), so neither can drift from the storage schema.
 */
import { ContractSettings, ContractSharedSettings } from '../api/contracts.ts';
import { ENTRY_ITEMS } from './entry.ts';
import { EXIT_ITEMS } from './exit.ts';
import { ONGOING_ITEMS } from './ongoing.ts';
import type {
  ContractConfigGroup,
  ContractConfigItem,
  ContractConfigSource,
  ContractSettingKey,
} from './types.ts';

export * from './types.ts';
export * from './validate.ts';
export * from './same-value.ts';

const defaults = ContractSettings.parse({}) as Record<string, unknown>;
const sharedKeys = new Set(Object.keys(ContractSharedSettings.shape));

function complete(group: ContractConfigGroup, items: ContractConfigSource[]): ContractConfigItem[] {
  return items.map((item) => ({
    ...item,
    group,
    default: defaults[item.id],
    overridable: sharedKeys.has(item.id),
  }));
}

/** Every contract config item, grouped Entry, Ongoing, Exit, in the order the editor shows them. */
export const CONTRACT_CONFIG: readonly ContractConfigItem[] = [
  ...complete('entry', ENTRY_ITEMS),
  ...complete('ongoing', ONGOING_ITEMS),
  ...complete('exit', EXIT_ITEMS),
];

/** The items a community contract may set (spec §3.9 "Shared fields"); the rest come from the default contract. */
export const COMMUNITY_CONTRACT_CONFIG: readonly ContractConfigItem[] = CONTRACT_CONFIG.filter(
  (item) => item.overridable,
);

const BY_ID = new Map(CONTRACT_CONFIG.map((item) => [item.id, item]));

/** The definition of a settings key, or undefined for a key that is not a contract term. */
export function contractConfigItem(id: string): ContractConfigItem | undefined {
  return BY_ID.get(id);
}

/**
 * Whether item `id` applies to a contract whose (effective, complete) terms are `values`: its use-if holds and,
 * in turn, the item its use-if names applies (so the months of an establishment fee apply only while the fee is
 * ticked AND worked out from months). Items without a use-if always apply. Always evaluated against every
 * definition, so a community override of a shared field follows the default-only switch it depends on.
 */
export function itemApplies(id: string, values: Readonly<Record<string, unknown>>): boolean {
  const useIf = BY_ID.get(id)?.useIf;
  if (!useIf) return true;
  if (!itemApplies(useIf.column, values)) return false;
  const value = values[useIf.column];
  return 'greaterThanZero' in useIf ? typeof value === 'number' && value > 0 : value === useIf.value;
}

/** The keys of `values` with a definition, for iterating settings typed as ContractSettingKey. */
export const CONTRACT_SETTING_KEYS = CONTRACT_CONFIG.map((item) => item.id as ContractSettingKey);

/**
 * Applying the editor's changed terms (`{ data: { <key>: value } }`) to a contract, without I/O: validation
 * against the config items, the new stored settings (a default contract's whole terms; a community contract's
 * overrides), and which terms changed, with before and after, for the version bump and the audit.
 */
import {
  COMMUNITY_CONTRACT_CONFIG,
  CommunityContractSettings,
  CONTRACT_CONFIG,
  ContractSettings,
  sameContractValue,
  validateContractValues,
} from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { effectiveOf, type LoadedContract } from './contract-access.ts';

/** 400 VALIDATION naming each refused term (`data.<key>`), the first message as the error's. */
function refuse(errors: Record<string, string>): never {
  const issues = Object.entries(errors).map(([key, message]) => ({ path: `data.${key}`, message }));
  throw new ApiError('VALIDATION', `${issues[0]!.path.slice(5)}: ${issues[0]!.message}`, { issues });
}

/** Checks `data` against the items a contract of this kind may set (community: the overridable ones). */
export function checkChanges(contract: LoadedContract, data: Record<string, unknown>): void {
  const items = contract.community ? COMMUNITY_CONTRACT_CONFIG : CONTRACT_CONFIG;
  const errors = validateContractValues(data, items);
  if (Object.keys(errors).length > 0) refuse(errors);
}

/** The terms that would apply with `data` on top (validated first). */
export function termsWith(contract: LoadedContract, data: Record<string, unknown>): ContractSettings {
  checkChanges(contract, data);
  const parsed = ContractSettings.safeParse({ ...effectiveOf(contract), ...data });
  if (!parsed.success) {
    refuse(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
  }
  return parsed.data;
}

export interface AppliedChanges {
  /** What to store: a default contract's whole terms, or a community contract's overrides. */
  stored: ContractSettings | CommunityContractSettings;
  /** Whether the stored object differs from what was there. */
  storedChanged: boolean;
  /** Terms whose effective value changed: key → before and after. */
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * Applies `data` to `contract`. A community contract keeps an override only while it differs from the default
 * contract's value; a value equal to the default removes the override (the editor's Reset sends the default).
 */
export function applyChanges(contract: LoadedContract, data: Record<string, unknown>): AppliedChanges {
  const before = effectiveOf(contract);
  const after = termsWith(contract, data);
  let stored: ContractSettings | CommunityContractSettings;
  let storedChanged: boolean;
  if (contract.overrides === null) {
    stored = after;
    storedChanged = !sameContractValue(before, after);
  } else {
    const overrides: Record<string, unknown> = { ...contract.overrides };
    for (const key of Object.keys(data)) {
      const value = after[key as keyof ContractSettings];
      if (sameContractValue(value, contract.defaults[key as keyof ContractSettings])) delete overrides[key];
      else overrides[key] = value;
    }
    stored = CommunityContractSettings.parse(overrides);
    storedChanged = !sameContractValue(contract.overrides, stored);
  }
  const changes: AppliedChanges['changes'] = {};
  for (const key of Object.keys(data)) {
    const k = key as keyof ContractSettings;
    if (!sameContractValue(before[k], after[k])) changes[key] = { before: before[k], after: after[k] };
  }
  return { stored, storedChanged, changes };
}

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
  validateContractValues,
} from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { effectiveOf, type LoadedContract } from './contract-access.ts';

/** Equal values: numbers, text, booleans, null, and year lists compared entry by entry (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
    );
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) =>
      sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return a === b;
}

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
    storedChanged = !sameValue(before, after);
  } else {
    const overrides: Record<string, unknown> = { ...contract.overrides };
    for (const key of Object.keys(data)) {
      const value = after[key as keyof ContractSettings];
      if (sameValue(value, contract.defaults[key as keyof ContractSettings])) delete overrides[key];
      else overrides[key] = value;
    }
    stored = CommunityContractSettings.parse(overrides);
    storedChanged = !sameValue(contract.overrides, stored);
  }
  const changes: AppliedChanges['changes'] = {};
  for (const key of Object.keys(data)) {
    const k = key as keyof ContractSettings;
    if (!sameValue(before[k], after[k])) changes[key] = { before: before[k], after: after[k] };
  }
  return { stored, storedChanged, changes };
}

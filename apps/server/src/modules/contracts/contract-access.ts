/**
 * Which contract a `:contractId` of the editor's calls names for this caller, and with what terms (issue 10 §2,
 * spec §6). Shared by load, update and preview.
 *
 * - A default contract (no community): reading needs the adminContracts ability, saving updateDefaultContract.
 * - A community's contract: reading and saving need updateContract, and the community must be one the caller
 *   sees (accessCorporate: every live community of the corporate; else the assigned ones: communities module).
 * 404 for an unknown id, another corporate's, or a community outside the scope; 403 without the permission.
 */
import {
  can,
  CommunityContractSettings,
  ContractSettings,
  effectiveContractSettings,
  hasAbility,
  type ContractView,
} from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../plugins/errors.ts';
import { findVisibleCommunity, type Community, type CommunityScope } from '../communities/index.ts';
import type { ContractCaller } from './deps.ts';
import { contractNotFound } from './errors.ts';
import { contractOfCorporate, defaultSettingsOfType, type ContractRow } from './repository.ts';

/** The caller of the editor's calls: a Principal satisfies it (user, permissions, assigned communities). */
export type ContractEditor = ContractCaller & CommunityScope;

/** A contract as the editor works on it. */
export interface LoadedContract {
  row: ContractRow;
  /** The community of a community contract; null for a default contract. */
  community: Community | null;
  /** The type's default terms (a default contract: its own). */
  defaults: ContractSettings;
  /** A community contract's stored overrides; null for a default contract. */
  overrides: CommunityContractSettings | null;
}

/** The terms that apply: a default contract's own, or the overrides on the type's defaults. */
export const effectiveOf = (c: LoadedContract): ContractSettings =>
  effectiveContractSettings(c.defaults, c.overrides);

/** Reads `row` (already known to be of the caller's corporate) as the editor sees it, checking access. */
export async function loadContractRow(
  db: Db,
  caller: ContractEditor,
  row: ContractRow,
  access: 'read' | 'write',
): Promise<LoadedContract> {
  if (row.communityId === null) {
    const allowed =
      access === 'read' ? hasAbility(caller, 'adminContracts') : can(caller, 'updateDefaultContract');
    if (!allowed) throw forbidden();
    return { row, community: null, defaults: ContractSettings.parse(row.settings), overrides: null };
  }
  const community = await findVisibleCommunity(db, caller, row.communityId);
  if (!community) throw contractNotFound();
  if (!can(caller, 'updateContract')) throw forbidden();
  const stored = await defaultSettingsOfType(db, row.contractTypeId);
  return {
    row,
    community,
    // A type without a default contract falls back to the neutral defaults (as the communities module does).
    defaults: ContractSettings.parse(stored ?? {}),
    overrides: CommunityContractSettings.parse(row.settings),
  };
}

/** `c` with the stored terms of `row` (the same contract, read again under a lock). */
export function withStoredRow(c: LoadedContract, row: ContractRow): LoadedContract {
  return c.overrides === null
    ? { ...c, row, defaults: ContractSettings.parse(row.settings) }
    : { ...c, row, overrides: CommunityContractSettings.parse(row.settings) };
}

/** The contract `contractId` of the caller's corporate with access checked (see the file's docstring). */
export async function loadContract(
  db: Db,
  caller: ContractEditor,
  contractId: number,
  access: 'read' | 'write',
): Promise<LoadedContract> {
  const row = await contractOfCorporate(db, caller.user.corporateId, contractId);
  if (!row) throw contractNotFound();
  return loadContractRow(db, caller, row, access);
}

/** The API view of a loaded contract. */
export function toContractView(c: LoadedContract): ContractView {
  return {
    id: c.row.id,
    name: c.row.name,
    contractTypeId: c.row.contractTypeId,
    communityId: c.row.communityId,
    communityName: c.community?.name ?? null,
    versionId: c.row.versionId,
    versionedAt: c.row.versionedAt.toISOString(),
    settings: effectiveOf(c),
    defaults: c.defaults,
    overridden: Object.keys(c.overrides ?? {}),
  };
}

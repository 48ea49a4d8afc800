/** A stored contract type with its default contract → the API's CorporateContractType. */
import { ContractSettings, type CorporateContractType } from '@rlc/shared';
import type { ContractTypeRow } from './repository.ts';

/** Throws if the stored terms no longer validate (a data fault, not a user error). */
export function toContractType(row: ContractTypeRow): CorporateContractType {
  const updated = Math.max(row.typeUpdatedAt.getTime(), row.contractUpdatedAt.getTime());
  return {
    id: row.id,
    name: row.name,
    noAutoAddMagicLink: row.noAutoAddMagicLink,
    communities: row.communities,
    updatedAt: new Date(updated).toISOString(),
    defaultContract: {
      id: row.contractId,
      name: row.contractName,
      versionId: row.versionId,
      versionedAt: row.versionedAt.toISOString(),
      settings: ContractSettings.parse(row.settings),
    },
  };
}

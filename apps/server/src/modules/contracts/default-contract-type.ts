/**
 * The contract type a `:contractId` of the admin calls names: the type whose default contract it is, in the
 * caller's corporate. Shared by the use cases that change a type.
 */
import type { CorporateContractType } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import { contractNotFound } from './errors.ts';
import { contractTypeRows } from './repository.ts';
import { toContractType } from './to-contract-type.ts';

/** 404 when `contractId` is unknown, another corporate's, or a community's contract rather than a default one. */
export async function defaultContractType(
  db: DbOrTx,
  corporateId: number,
  contractId: number,
): Promise<CorporateContractType> {
  const [row] = await contractTypeRows(db, corporateId, { contractId });
  if (!row) throw contractNotFound();
  return toContractType(row);
}

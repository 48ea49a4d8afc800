/** The one-name-per-corporate rule of contract types, shared by create and rename. */
import { contractTypeNameKey } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import { nameTaken } from './errors.ts';
import { contractTypeNames } from './repository.ts';

/** 409 CONFLICT when a type of the corporate other than `exceptTypeId` has `name`, letter case ignored. */
export async function assertNameFree(
  db: DbOrTx,
  corporateId: number,
  name: string,
  exceptTypeId?: number,
): Promise<void> {
  const key = contractTypeNameKey(name);
  const names = await contractTypeNames(db, corporateId);
  if (names.some((t) => t.id !== exceptTypeId && contractTypeNameKey(t.name) === key)) throw nameTaken();
}

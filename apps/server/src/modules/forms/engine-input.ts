/**
 * The engine run of a stored form at a comparison date: loads what the mapping needs (community contracts and
 * services, customer record, options), maps it (`toEngineInput`) and runs `compare`. Used by the summary (which
 * stores the result) and by the rates-change view (which only compares).
 * Throws 400 VALIDATION (engine-issues.ts) when the engine refuses the form's input.
 */
import { compare, EngineError, type CompareInput, type Comparison } from '@rlc/engine';
import type { FormRow } from '../../db/schema/index.ts';
import { engineCommunity, storedCustomer, storedVillages, type LoadedVillage } from './context.ts';
import { engineInputError } from './engine-issues.ts';
import type { DbOrTx } from './repository.ts';
import { toEngineInput, type OptionColumn } from './to-engine-input.ts';

export interface FormEngineInput {
  input: CompareInput;
  columns: OptionColumn[];
}

/** The engine input of `form` at `asAt` (ISO day). `villages` when the caller has already loaded them. */
export async function formEngineInput(
  db: DbOrTx,
  form: Pick<FormRow, 'id' | 'communityId'>,
  asAt: string,
  villages?: LoadedVillage[],
): Promise<FormEngineInput> {
  const [community, { customer }, options] = await Promise.all([
    engineCommunity(db, form.communityId),
    storedCustomer(db, form.id),
    villages ? Promise.resolve(villages) : storedVillages(db, form.id),
  ]);
  return toEngineInput({ asAt, customer, community, villages: options });
}

/** `compare` with the engine's input issues turned into the adviser's words (400 VALIDATION). */
export function runComparison({ input, columns }: FormEngineInput): Comparison {
  try {
    return compare(input);
  } catch (err) {
    if (err instanceof EngineError) throw engineInputError(err, columns);
    throw err;
  }
}

/** The comparison of `form` at `asAt` on the rates in force then (nothing stored). */
export async function formComparison(
  db: DbOrTx,
  form: Pick<FormRow, 'id' | 'communityId'>,
  asAt: string,
): Promise<Comparison> {
  return runComparison(await formEngineInput(db, form, asAt));
}

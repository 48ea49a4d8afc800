/**
 * A new operator (tenant), as the operator CLI `scripts/create-corporate.ts` makes it: the corporate row and the
 * four standard roles, in one transaction. Its first admin is then created with account's `upsertUser`; from
 * there the admin sets everything else up through the screens ("an operator can set itself up from an
 * empty corporate").
 */
import type { Db } from '../../db/client.ts';
import { corporateNameTaken, insertCorporate, insertRoles } from './repository.ts';
import { STANDARD_ROLES } from './standard-roles.ts';

export interface NewCorporateInput {
  /** 1–200 characters after trimming; unique ignoring case. */
  name: string;
  /** How many communities the licence allows (whole number ≥ 0). */
  communityLicenses: number;
  /** Customers may complete their details through magic links (spec §3.2 magicEnabled). */
  magicEnabled?: boolean;
  /** The property valuation (rating) tool. */
  valuationTool?: boolean;
}

/**
 * Creates the corporate and its standard roles. Throws an Error with a sentence for the operator when the name
 * is empty, too long or taken, or the licence count is not a whole number ≥ 0.
 * @returns the new corporate's id and its role ids by name.
 */
export async function createCorporate(
  db: Db,
  input: NewCorporateInput,
): Promise<{ id: number; roleIds: Map<string, number> }> {
  const name = input.name.trim();
  if (!name || name.length > 200) throw new Error('The corporate name must be 1 to 200 characters.');
  if (!Number.isInteger(input.communityLicenses) || input.communityLicenses < 0)
    throw new Error('The community licences must be a whole number, 0 or more.');
  return db.transaction(async (tx) => {
    if (await corporateNameTaken(tx, name)) throw new Error(`A corporate named "${name}" already exists.`);
    const id = await insertCorporate(tx, {
      name,
      communityLicenses: input.communityLicenses,
      magicEnabled: input.magicEnabled ?? false,
      valuationTool: input.valuationTool ?? false,
    });
    return { id, roleIds: await insertRoles(tx, id, STANDARD_ROLES) };
  });
}

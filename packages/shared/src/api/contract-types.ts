/**
 * The corporate's contract types, for the admin's Contract types screen (spec §2.1 admin > contracts, ability
 * `adminContracts`). Every contract type has exactly one default contract (its terms,
 * spec §3.9), made with it; the admin screens address a type by that default contract's id, as the spec's
 * `defaultContract/:contractId` route and `contract/{id}/…` calls do.
 *
 * | Call                                      | Permission          | Body                        | Answer                   |
 * | ----------------------------------------- | ------------------- | --------------------------- | ------------------------ |
 * | GET  contracts                            | adminContracts      | –                           | ContractTypesResponse    |
 * | POST contracts/create                     | createContractType  | CreateContractTypeRequest   | ContractTypeResponse     |
 * | POST contract/:contractId/updateName      | updateContractType  | UpdateContractNameRequest   | ContractTypeResponse     |
 * | POST contract/:contractId/noAutoAddMagicLink | updateContractType | UpdateNoAutoAddMagicLinkRequest | ContractTypeResponse |
 *
 * 404 NOT_FOUND when `contractId` is not the default contract of a type of the caller's corporate; 409 CONFLICT
 * `CONTRACT_TYPE_NAME_TAKEN` when another type of the corporate has the name (letter case ignored).
 * Times are ISO date-times.
 */
import { z } from 'zod';
import { ContractSettings } from './contracts.ts';

/** Longest contract type name, characters: a type name is a label in lists and PDFs, not a description. */
export const CONTRACT_TYPE_NAME_MAX = 100;

/** Refusal when another type of the corporate has the name (the spec gives no text for it). */
export const CONTRACT_TYPE_NAME_TAKEN = 'A contract type with this name already exists';

/** A contract type name: surrounding spaces dropped, 1 to CONTRACT_TYPE_NAME_MAX characters. */
export const ContractTypeName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(CONTRACT_TYPE_NAME_MAX, `Name must be at most ${CONTRACT_TYPE_NAME_MAX} characters`);

/**
 * What two contract type names are compared by: letter case ignored in JavaScript (Unicode), so 'ZOË' and 'zoë'
 * are the same name whatever the database's locale (PostgreSQL's lower() leaves non-ASCII letters alone in the C
 * locale), and composed and decomposed accents are one.
 */
export function contractTypeNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** The default contract of a type: its terms in full (spec §3.9), read-only on the list screen. */
export const DefaultContractSummary = z.object({
  /** Contract id: the `:contractId` of the admin calls and of `defaultContract/:contractId`. */
  id: z.number().int(),
  name: z.string(),
  versionId: z.number().int(),
  /** When the terms last changed in a way a stored summary notices. */
  versionedAt: z.string(),
  settings: ContractSettings,
});
export type DefaultContractSummary = z.infer<typeof DefaultContractSummary>;

/** One row of the Contract types screen. */
export const CorporateContractType = z.object({
  /** Contract type id (what a report option's contractTypeId names). */
  id: z.number().int(),
  name: z.string(),
  /** Spec §3.8: contracts of this type are not added to a magic link by themselves. */
  noAutoAddMagicLink: z.boolean(),
  /** How many of the corporate's communities (not deleted) have a contract of this type. */
  communities: z.number().int().nonnegative(),
  /** The later of the type's and its default contract's last change. */
  updatedAt: z.string(),
  defaultContract: DefaultContractSummary,
});
export type CorporateContractType = z.infer<typeof CorporateContractType>;

export const ContractTypesResponse = z.object({ contractTypes: z.array(CorporateContractType) });
export type ContractTypesResponse = z.infer<typeof ContractTypesResponse>;

export const ContractTypeResponse = z.object({ contractType: CorporateContractType });
export type ContractTypeResponse = z.infer<typeof ContractTypeResponse>;

/** createContractType: a new type whose default contract starts on neutral terms (`ContractSettings.parse({})`). */
export const CreateContractTypeRequest = z.object({
  name: ContractTypeName,
  noAutoAddMagicLink: z.boolean().default(false),
});
export type CreateContractTypeRequest = z.input<typeof CreateContractTypeRequest>;

/** Spec §7 `contract/{id}/updateName`: body name. Renames the type (and its default contract). */
export const UpdateContractNameRequest = z.object({ name: ContractTypeName });
export type UpdateContractNameRequest = z.input<typeof UpdateContractNameRequest>;

export const UpdateNoAutoAddMagicLinkRequest = z.object({ noAutoAddMagicLink: z.boolean() });
export type UpdateNoAutoAddMagicLinkRequest = z.input<typeof UpdateNoAutoAddMagicLinkRequest>;

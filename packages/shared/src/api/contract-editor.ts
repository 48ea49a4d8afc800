/**
 * The contract editor's calls (spec §7 "Contracts", §4 "Contract editing"): the config items, a
 * contract's terms, a save of the changed terms, and the live exit-entitlement preview.
 *
 * | Call                                            | Permission                                      | Answer                  |
 * | ----------------------------------------------- | ----------------------------------------------- | ----------------------- |
 * | GET  contracts/configs                          | adminContracts                                  | ContractConfigResponse  |
 * | GET  communities/configs                        | updateContract                                  | ContractConfigResponse  |
 * | POST contract/:contractId                       | adminContracts (default) / updateContract (community) | ContractResponse |
 * | POST community/:communityId/contract/:contractId | updateContract                                 | ContractResponse        |
 * | POST contract/:contractId/update                | updateDefaultContract (default) / updateContract (community) | ContractResponse |
 * | POST contract/:contractId/preview               | as loading it                                   | ContractPreviewResponse |
 *
 * `contractId` is a default contract (a contract type's terms) or a community's contract; a community contract
 * is reached only inside the caller's communities (accessCorporate: all of the corporate; else assigned ones).
 * 404 NOT_FOUND for an unknown id, another corporate's, or a community outside the caller's scope; 403 FORBIDDEN
 * without the permission of that kind of contract; 400 VALIDATION with `issues: [{ path: 'data.<key>', message }]`
 * naming each refused term (messages from `validateContractValues`).
 *
 * Update body `{ data: { <key>: value, … } }`: only the terms that changed (spec §4), stored units (fractions
 * for percent, dollars). A default contract takes any key of CONTRACT_CONFIG; a community contract only the
 * overridable ones (COMMUNITY_CONTRACT_CONFIG), stored as overrides: a value equal to the default contract's
 * removes the override (that is how the editor's Reset works), so a community follows later changes of its
 * type's terms again. A save that changes a term makes a new version (`versionId` + 1, `versionedAt` now) and
 * is audited (`contract.updated`, before and after of each changed key); a save that changes nothing answers
 * the contract as it is.
 */
import { z } from 'zod';
import { ContractConfigItem } from '../contract-config/types.ts';
import { ContractSettings } from './contracts.ts';

export const ContractConfigResponse = z.object({ config: z.array(ContractConfigItem) });
export type ContractConfigResponse = z.infer<typeof ContractConfigResponse>;

/** Changed terms by key, stored units; checked against the config items by the use case (messages per key). */
export const ContractChanges = z.record(z.string(), z.unknown()).refine((d) => Object.keys(d).length <= 200, {
  message: 'Too many terms in one save',
});
export type ContractChanges = z.infer<typeof ContractChanges>;

export const UpdateContractRequest = z.object({ data: ContractChanges });
export type UpdateContractRequest = z.input<typeof UpdateContractRequest>;

/** Preview body: the editor's unsaved changes (may be empty: the saved terms). */
export const PreviewContractRequest = z.object({ data: ContractChanges.default({}) });
export type PreviewContractRequest = z.input<typeof PreviewContractRequest>;

/** A contract as the editor loads it. */
export const ContractView = z.object({
  id: z.number().int(),
  name: z.string(),
  contractTypeId: z.number().int(),
  /** null for a default contract. */
  communityId: z.number().int().nullable(),
  communityName: z.string().nullable(),
  versionId: z.number().int(),
  versionedAt: z.string(),
  /** The terms that apply: a default contract's own; a community contract's overrides on its type's defaults. */
  settings: ContractSettings,
  /** The type's default contract terms (for a default contract, its own), what Reset goes back to. */
  defaults: ContractSettings,
  /** Keys a community contract overrides (always empty for a default contract). */
  overridden: z.array(z.string()),
});
export type ContractView = z.infer<typeof ContractView>;

export const ContractResponse = z.object({ contract: ContractView });
export type ContractResponse = z.infer<typeof ContractResponse>;

/** Entry price of the preview, dollars ("for a $500,000 entry"). */
export const PREVIEW_ENTRY_PRICE = 500_000;

/** The exit figures at one horizon, dollars to the cent (from the engine's exit entitlement). */
export const PreviewHorizon = z.object({
  years: z.number(),
  resalePrice: z.number(),
  dmf: z.number(),
  ltmf: z.number(),
  capitalGainToResident: z.number(),
  residentCosts: z.number(),
  exitEntitlement: z.number(),
});
export type PreviewHorizon = z.infer<typeof PreviewHorizon>;

export const ContractPreviewResponse = z.object({
  /** PREVIEW_ENTRY_PRICE. */
  entryPrice: z.number(),
  /** Engine tenure used: the contract's owner type, else the community's, else licence. */
  tenure: z.string(),
  /** Years 1–10 and 15 (YEARS_LIST). */
  horizons: z.array(PreviewHorizon),
});
export type ContractPreviewResponse = z.infer<typeof ContractPreviewResponse>;

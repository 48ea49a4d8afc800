/**
 * The tabs of community/:communityId (spec §2.1) and the payloads of their calls (spec §7 "Communities"): each tab
 * loads with `GET community/{id}/<tab>` and saves with `POST community/{id}/<tab>/…` (details: `…/update`).
 *
 * Every save carries the community's `versionId` it read (design §5): a stale one answers 409 and nothing is saved;
 * every answer carries the new one. Names are the spec's (`details`, `contractList`, `userList`, `amenities`,
 * `fees`, `inclusions`, `services`, `payload`, `update`); the spec does not show the item shapes, so those are ours.
 */
import { z } from 'zod';
import { FREQUENCIES } from '../constants.ts';
import { PgIdValue } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { AssignableItem, CommunityInput, CommunitySummary, FeesConfig, PricedItem } from './communities.ts';

export { COMMUNITY_TABS, communityTabPermission, type CommunityTabPath } from './community-tab-list.ts';

/** The community version an edit read (communities.version_id). */
export const VersionId = PgIdValue;
const ItemId = PgIdValue;
/** `{ id, assigned }`: one item of a corporate list and whether the community should have it. */
export const AssignChoice = z.object({ id: ItemId, assigned: z.boolean() });
export type AssignChoice = z.infer<typeof AssignChoice>;
const choices = z.array(AssignChoice).max(1000);
const saved = <T extends z.ZodType>(update: T) => z.object({ message: z.string(), update });

// ------------------------------------------------------------------------------------------------ details

/** GET community/{id}/details → details: the main details and the version they are at. */
export const CommunityMainDetails = CommunitySummary.extend({
  versionId: VersionId,
  streetAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  /** ISO date-time the main details last changed, or null. */
  mainUpdated: z.string().nullable(),
});
export type CommunityMainDetails = z.infer<typeof CommunityMainDetails>;
export const CommunityDetailsResponse = z.object({ details: CommunityMainDetails });
/** POST community/{id}/update: body community (Create Community's fields and rules) and versionId. */
export const UpdateCommunityRequest = z.object({ versionId: VersionId, community: CommunityInput });
export const UpdateCommunityResponse = saved(CommunityMainDetails);
export type UpdateCommunityResponse = z.infer<typeof UpdateCommunityResponse>;

// ---------------------------------------------------------------------------------------------- contracts

/** A contract type of the corporate and whether the community has its contract (spec §3.8 contractList). */
export const AssignedContractType = z.object({
  /** The contract type's id. */
  id: ItemId,
  name: z.string(),
  noAutoAddMagicLink: z.boolean(),
  assigned: z.boolean(),
  /** The community's contract of this type (its terms editor), or null when not assigned. */
  contractId: z.number().int().nullable(),
  /** Open reports (not decided, not deleted) whose options use that contract: it cannot be unassigned while > 0. */
  openReports: z.number().int(),
});
export type AssignedContractType = z.infer<typeof AssignedContractType>;
const ContractListState = z.object({ versionId: VersionId, contractList: z.array(AssignedContractType) });
export const CommunityContractsResponse = ContractListState;
export type CommunityContractsResponse = z.infer<typeof ContractListState>;
/** POST community/{id}/contracts/assign: body contractList of `{ id: contract type id, assigned }`. */
export const AssignContractsRequest = z.object({ versionId: VersionId, contractList: choices });
export const AssignContractsResponse = saved(ContractListState);
export type AssignContractsResponse = z.infer<typeof AssignContractsResponse>;

// -------------------------------------------------------------------------------------------------- users

/** A user of the corporate and whether they work in the community (user_communities). */
export const CommunityUserItem = z.object({
  id: ItemId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleName: z.string(),
  assigned: z.boolean(),
  /** False when the user's role holds a permission the caller lacks: the caller cannot change their assignment. */
  manageable: z.boolean(),
});
export type CommunityUserItem = z.infer<typeof CommunityUserItem>;
const UserListState = z.object({ versionId: VersionId, userList: z.array(CommunityUserItem) });
export const CommunityUsersResponse = UserListState;
export type CommunityUsersResponse = z.infer<typeof UserListState>;
/** POST community/{id}/users/update: body userList of `{ id: user id, assigned }`. */
export const UpdateCommunityUsersRequest = z.object({ versionId: VersionId, userList: choices });
export const UpdateCommunityUsersResponse = saved(UserListState);
export type UpdateCommunityUsersResponse = z.infer<typeof UpdateCommunityUsersResponse>;

// ---------------------------------------------------------------------------------------------- amenities

const AmenitiesState = z.object({ versionId: VersionId, amenities: z.array(AssignableItem) });
/** GET community/{id}/amenities → amenities: the corporate's list with assigned flags. */
export const CommunityAmenitiesResponse = AmenitiesState;
export type CommunityAmenitiesResponse = z.infer<typeof AmenitiesState>;
/** POST community/{id}/amenities/update: body amenities of `{ id, assigned }`; at most MAX_AMENITY_ICONS assigned. */
export const UpdateAmenitiesRequest = z.object({ versionId: VersionId, amenities: choices });
export const UpdateAmenitiesResponse = saved(AmenitiesState);
export type UpdateAmenitiesResponse = z.infer<typeof UpdateAmenitiesResponse>;

// ---------------------------------------------------------------------------------------------- priced lines

/** The largest dollar amount a fee or service line takes (ours; the columns hold 12 digits). */
export const MAX_LINE_AMOUNT = 10_000_000;
/** Dollars per period: 0 … MAX_LINE_AMOUNT, cents at most. */
export const LineAmount = z
  .number({ error: MESSAGES.community.amountRange })
  .min(0, MESSAGES.community.amountRange)
  .max(MAX_LINE_AMOUNT, MESSAGES.community.amountRange)
  .transform((n) => Math.round(n * 100) / 100);
/** How often a line is paid: a frequency of spec §3.5 above 0 ('None' is no charge at all). */
export const PAYING_FREQUENCIES = FREQUENCIES.map((f) => f.value).filter((v) => v > 0) as [
  1 | 12 | 26 | 52,
  ...(1 | 12 | 26 | 52)[],
];
export const LineFrequency = z.literal(PAYING_FREQUENCIES, { error: MESSAGES.validation.valueRequired });

// --------------------------------------------------------------------------------------------------- fees

/** A charge fee line as sent: no id for a new line; `deleted` soft-deletes a stored one. */
export const ChargeFeeInput = z.object({
  id: ItemId.optional(),
  name: z.string().trim().max(100, MESSAGES.validation.tooLong(100)).nullable().default(null),
  amount: LineAmount,
  frequency: LineFrequency,
  deleted: z.boolean().default(false),
});
export type ChargeFeeInput = z.input<typeof ChargeFeeInput>;

const optionalAmount = LineAmount.nullable();

/**
 * FeesConfig as sent (spec §3.8). With base 'rule', spec §5 "Fee rule": valid only if the frequency is above 0
 * ('Value required'), the max is above 0 ('Value required') and the max exceeds the min.
 */
export const FeesConfigInput = z
  .object({
    base: z.enum(['values', 'rule']),
    ruleFrequency: z.literal([0, ...PAYING_FREQUENCIES]).nullable(),
    ruleMin: optionalAmount,
    ruleMax: optionalAmount,
    chargeFees: z.array(ChargeFeeInput).max(100),
  })
  .superRefine((f, ctx) => {
    if (f.base !== 'rule') return;
    const required = MESSAGES.validation.valueRequired;
    if (!f.ruleFrequency) ctx.addIssue({ code: 'custom', path: ['ruleFrequency'], message: required });
    if (!f.ruleMax) ctx.addIssue({ code: 'custom', path: ['ruleMax'], message: required });
    else if (f.ruleMax <= (f.ruleMin ?? 0))
      ctx.addIssue({ code: 'custom', path: ['ruleMax'], message: MESSAGES.community.feeRuleMaxAboveMin });
  });
export type FeesConfigInput = z.input<typeof FeesConfigInput>;

const FeesState = z.object({
  versionId: VersionId,
  fees: FeesConfig,
  inclusions: z.array(AssignableItem),
});
/** GET community/{id}/fees → fees (FeesConfig) and inclusions (the corporate's list with assigned flags). */
export const CommunityFeesResponse = FeesState;
export type CommunityFeesResponse = z.infer<typeof FeesState>;
/** POST community/{id}/fees/update: body payload { fees, inclusions }. */
export const UpdateFeesRequest = z.object({
  versionId: VersionId,
  payload: z.object({ fees: FeesConfigInput, inclusions: choices }),
});
export const UpdateFeesResponse = saved(FeesState);
export type UpdateFeesResponse = z.infer<typeof UpdateFeesResponse>;

// ----------------------------------------------------------------------------------------------- services

/** An additional service as sent (spec §3.8): no id for a new one; `deleted` soft-deletes a stored one. */
export const AdditionalServiceInput = z.object({
  id: ItemId.optional(),
  name: z.string().trim().min(1, MESSAGES.validation.required).max(100, MESSAGES.validation.tooLong(100)),
  amount: LineAmount,
  frequency: LineFrequency,
  deleted: z.boolean().default(false),
});
export type AdditionalServiceInput = z.input<typeof AdditionalServiceInput>;

const ServicesState = z.object({ versionId: VersionId, services: z.array(PricedItem) });
/** GET community/{id}/services → services (deleted ones are not listed). */
export const CommunityServicesResponse = ServicesState;
export type CommunityServicesResponse = z.infer<typeof ServicesState>;
/** POST community/{id}/services/update: body services. */
export const UpdateServicesRequest = z.object({
  versionId: VersionId,
  services: z.array(AdditionalServiceInput).max(100),
});
export const UpdateServicesResponse = saved(ServicesState);
export type UpdateServicesResponse = z.infer<typeof UpdateServicesResponse>;

/** Community payloads (spec §3.8, §7 "Communities"). Extended by later issues; keep the spec's names. */
import { z } from 'zod';
import { OWNER_TYPES, STATES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { CommunityContract, ContractType } from './contracts.ts';

export const CommunitySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  suburb: z.string().nullable(),
  state: z.enum(STATES),
  /** 'rv' retirement village, 'llc' land-lease community. */
  rvOrLlc: z.enum(['rv', 'llc']),
  ownerType: z.enum(OWNER_TYPES).nullable(),
});
export type CommunitySummary = z.infer<typeof CommunitySummary>;

/** Community licence use: a community can be added only while count < licenses. */
export const CommunityInfo = z.object({ count: z.number().int(), licenses: z.number().int() });
export type CommunityInfo = z.infer<typeof CommunityInfo>;

/** A row of the Communities list (spec §2.4): the summary with its counts and last change. */
export const CommunityListItem = CommunitySummary.extend({
  /** The community's own contracts (one per assigned contract type). */
  contractsCount: z.number().int(),
  /** Users assigned to the community (user_communities). */
  usersCount: z.number().int(),
  /** ISO date-time of the last change. */
  updated_at: z.string(),
});
export type CommunityListItem = z.infer<typeof CommunityListItem>;

export const CommunitiesResponse = z.object({ communities: z.array(CommunityListItem), info: CommunityInfo });
export type CommunitiesResponse = z.infer<typeof CommunitiesResponse>;

/** An item of a corporate list (amenities, inclusions) with whether this community has it (spec §3.8). */
export const AssignableItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Icon name (amenities only; null for inclusions). */
  img: z.string().nullable(),
  assigned: z.boolean(),
});
export type AssignableItem = z.infer<typeof AssignableItem>;

/**
 * A recurrent charge / site fee line (FeesConfig.chargeFees) or an additional service (spec §3.8):
 * `amount` dollars per period, `frequency` times per year (0, 1, 12, 26, 52). Deleted lines stay listed, flagged.
 */
export const PricedItem = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  amount: z.number(),
  frequency: z.number().int(),
  deleted: z.boolean(),
});
export type PricedItem = z.infer<typeof PricedItem>;

/** Spec §3.8 FeesConfig: base 'rule' = rule-based fee (frequency, min/max dollars per period), else pick a line. */
export const FeesConfig = z.object({
  base: z.enum(['values', 'rule']),
  ruleFrequency: z.number().int().nullable(),
  ruleMin: z.number().nullable(),
  ruleMax: z.number().nullable(),
  chargeFees: z.array(PricedItem),
});
export type FeesConfig = z.infer<typeof FeesConfig>;

/** Spec §3.12: a report content block as it applies to the community (its override, else the corporate default). */
export const ReportContentBlock = z.object({
  name: z.string(),
  content: z.string(),
  /** ISO date-time. */
  lastUpdated: z.string(),
  source: z.enum(['corporate', 'community']),
});
export type ReportContentBlock = z.infer<typeof ReportContentBlock>;

/** GET community/{communityId}: a community with everything a report form picks from (spec §3.8). */
export const CommunityDetail = CommunitySummary.extend({
  versionId: z.number().int(),
  streetAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  /** ISO date-time the main details last changed, or null. */
  mainUpdated: z.string().nullable(),
  feeRuleBased: z.boolean(),
  feesConfig: FeesConfig,
  contractTypes: z.array(ContractType),
  /** The community's contracts with their effective terms (type default merged with the community's overrides). */
  contractList: z.array(CommunityContract),
  amenities: z.array(AssignableItem),
  inclusions: z.array(AssignableItem),
  additionalServices: z.array(PricedItem),
  reportContent: z.array(ReportContentBlock),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommunityDetail = z.infer<typeof CommunityDetail>;

const required = (max: number) =>
  z.string().trim().min(1, MESSAGES.validation.required).max(max, MESSAGES.validation.tooLong(max));

/**
 * The fields of Create Community (spec §3.8): name, streetAddress, suburb, postcode (4 digits), state,
 * rvOrLlc ('rv' retirement village, 'llc' land-lease community) and ownerType. A retirement village needs one of
 * OWNER_TYPES; a land-lease community has none (design §4: the resident owns the home and leases the site). The
 * web form validates with this schema, so the messages beside its fields are the server's.
 */
export const CommunityForm = z
  .object({
    name: required(200),
    streetAddress: required(200),
    suburb: required(100),
    postcode: z
      .string()
      .max(10, MESSAGES.community.postcodeInvalid)
      .trim()
      .regex(/^\d{4}$/, MESSAGES.community.postcodeInvalid),
    state: z.enum(STATES, { error: MESSAGES.validation.required }),
    rvOrLlc: z.enum(['rv', 'llc']),
    ownerType: z.enum(OWNER_TYPES, { error: MESSAGES.community.ownerTypeRequired }).nullable(),
  })
  // Checked even while other fields are wrong (`when`), so the form shows every message at once; it needs only
  // rvOrLlc and ownerType to be valid themselves — and the value to be an object at all (a root issue has an
  // empty path: without that guard a missing `community` reached the check as undefined and threw, a 500).
  .refine((c) => c.rvOrLlc !== 'rv' || c.ownerType !== null, {
    path: ['ownerType'],
    message: MESSAGES.community.ownerTypeRequired,
    when: ({ issues }) =>
      !issues.some((i) => !i.path?.length || i.path[0] === 'rvOrLlc' || i.path[0] === 'ownerType'),
  });
export type CommunityForm = z.infer<typeof CommunityForm>;

/** CommunityForm as the server stores it: a land-lease community's ownerType is null, whatever was sent. */
export const CommunityInput = CommunityForm.transform((c) =>
  c.rvOrLlc === 'llc' ? { ...c, ownerType: null } : c,
);
export type CommunityInput = z.input<typeof CommunityInput>;

/** POST communities/create: body community (spec §7). */
export const CreateCommunityRequest = z.object({ community: CommunityInput });
/** Its answer: message ('Community created') and the new community's id (spec §7). */
export const CreateCommunityResponse = z.object({
  message: z.string(),
  community: z.object({ id: z.number().int() }),
});
export type CreateCommunityResponse = z.infer<typeof CreateCommunityResponse>;

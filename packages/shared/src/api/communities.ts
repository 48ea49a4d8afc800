/** Community payloads (spec §3.8, §7 "Communities"). Extended by later issues; keep the spec's names. */
import { z } from 'zod';
import { OWNER_TYPES, STATES } from '../constants.ts';

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

export const CommunitiesResponse = z.object({ communities: z.array(CommunitySummary), info: CommunityInfo });
export type CommunitiesResponse = z.infer<typeof CommunitiesResponse>;

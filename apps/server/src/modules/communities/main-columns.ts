/** The communities columns of a community's main details (Create Community and the Main Details tab). */
import type { CommunityInput } from '@rlc/shared';
import type { NewCommunity } from './repository.ts';

/**
 * The main-details columns of validated Create Community / Main Details fields (`CommunityInput`): a land-lease
 * community stores no owner type, whatever was sent (design §4).
 */
export function mainColumns(input: CommunityInput): NewCommunity {
  return {
    name: input.name,
    streetAddress: input.streetAddress,
    suburb: input.suburb,
    postcode: input.postcode,
    state: input.state,
    rvOrLlc: input.rvOrLlc,
    ownerType: input.rvOrLlc === 'llc' ? null : (input.ownerType ?? null),
  };
}

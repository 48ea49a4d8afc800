/** The demo corporates the seed writes, in order (the first keeps the spec's contract type ids). */
import {
  DEMO_AMENITIES,
  DEMO_COMMUNITIES,
  DEMO_INCLUSIONS,
  DEMO_REPORT_CONTENT,
} from './demo-communities.ts';
import type { DemoCorporate } from './demo-corporate.ts';
import { DEMO_CONTRACT_TYPES } from './demo-contracts.ts';
import { SECOND_DEMO } from './demo-second.ts';
import { DEMO_CORPORATE, DEMO_ROLES, DEMO_USERS } from './demo-users.ts';

export const MAIN_DEMO: DemoCorporate = {
  corporate: DEMO_CORPORATE,
  roles: DEMO_ROLES,
  users: DEMO_USERS,
  contractTypes: DEMO_CONTRACT_TYPES,
  amenities: DEMO_AMENITIES,
  inclusions: DEMO_INCLUSIONS,
  reportContent: DEMO_REPORT_CONTENT,
  communities: DEMO_COMMUNITIES,
};

export const DEMO_CORPORATES: readonly DemoCorporate[] = [MAIN_DEMO, SECOND_DEMO];

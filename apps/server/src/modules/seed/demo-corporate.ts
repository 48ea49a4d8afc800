/**
 * What one demo corporate is made of, as the seed writes it: the corporate row, its roles, users, contract types
 * with their default contracts, amenity and inclusion lists, report content, communities and sample report forms.
 * Two corporates are seeded (demo-users.ts and friends: the main demo; demo-second.ts: a small second operator),
 * so every screen and test runs beside another tenant's data it must never see.
 */
import type { CustomerRecordInput, Permission } from '@rlc/shared';
import type { DemoCommunity } from './demo-communities.ts';
import type { DemoContractType } from './demo-contracts.ts';

export interface DemoCorporateRow {
  name: string;
  magicEnabled: boolean;
  valuationTool: boolean;
  communityLicenses: number;
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** A key of the corporate's `roles`. */
  role: string;
  /** Names of the corporate's demo communities the user works in. */
  communities: readonly string[];
  /**
   * A developer (spec §3.1 `developer`) kept out of user lists and analytics (`silent_user`): may read the
   * development outbox, which no other demo user may, so other browser tests never see the Dev menu.
   */
  developer?: boolean;
}

/** A sample report whose only option is the named community with all its contracts reported. */
export interface DemoCommunityForm {
  adviserEmail: string;
  communityName: string;
  customer: CustomerRecordInput;
}

export interface DemoCorporate {
  corporate: DemoCorporateRow;
  /** Role name → permission codes (spec §6). */
  roles: Record<string, readonly Permission[]>;
  users: readonly DemoUser[];
  contractTypes: readonly DemoContractType[];
  /** Amenity name → icon name (Material Symbols). */
  amenities: Record<string, string>;
  inclusions: readonly string[];
  /** Corporate report content blocks by name. */
  reportContent: Record<string, string>;
  communities: readonly DemoCommunity[];
}

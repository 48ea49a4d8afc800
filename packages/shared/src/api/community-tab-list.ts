/**
 * The tabs of community/:communityId (spec §2.1) as plain data, without the schemas of their calls
 * (community-tabs.ts): the staff app's route tree reads them on every first load, and a module with zod schemas
 * would bring zod with it.
 */
import type { Permission } from '../permissions.ts';

/**
 * The tabs in the spec's order (§2.1): route path, title, and the permission that shows the tab, loads it and saves
 * it (spec §6: "Community editing tabs need their own edit permission"; routes are hidden without theirs, so no
 * one sees a tab they cannot edit). The screen itself needs `updateCommunity` (spec §2.1).
 */
export const COMMUNITY_TABS = [
  { path: 'details', label: 'Main Details', permission: 'updateCommunity' },
  { path: 'contracts', label: 'Assigned Contracts', permission: 'assignContract' },
  { path: 'users', label: 'Assigned Users', permission: 'assignCommunityUser' },
  { path: 'reportContent', label: 'Report Content', permission: 'updateCommunityReport' },
  { path: 'amenities', label: 'Report Amenities', permission: 'updateCommunityReport' },
  { path: 'fees', label: 'Site Fees / General Service Charge', permission: 'updateCommunitySettings' },
  { path: 'services', label: 'Additional Services', permission: 'updateCommunityServices' },
] as const satisfies readonly { path: string; label: string; permission: Permission }[];

export type CommunityTabPath = (typeof COMMUNITY_TABS)[number]['path'];

/** The permission of a tab, e.g. `communityTabPermission('fees')` → 'updateCommunitySettings'. */
export const communityTabPermission = (tab: CommunityTabPath): Permission =>
  COMMUNITY_TABS.find((t) => t.path === tab)!.permission;

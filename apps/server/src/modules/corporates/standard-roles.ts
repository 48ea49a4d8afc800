/**
 * The four roles every corporate starts with (permission codes and labels spec §6).
 * An admin may change a role's permissions afterwards; these are only the starting point.
 */
import { PERMISSION_CODES, type Permission } from '@rlc/shared';

export type StandardRoleName = 'corporate admin' | 'community manager' | 'adviser' | 'self-only adviser';

export const STANDARD_ROLES: Record<StandardRoleName, readonly Permission[]> = {
  'corporate admin': PERMISSION_CODES,
  'community manager': [
    'accessCommunityWide',
    'updateCommunity',
    'updateCommunityServices',
    'updateCommunitySettings',
    'updateCommunityReport',
    'assignCommunityUser',
    'assignContract',
    'updateContract',
    'createForm',
    'archiveForm',
  ],
  // archiveForm: advisers delete their own drafts (reach in @rlc/shared form-archive.ts).
  adviser: ['accessCommunityWide', 'createForm', 'archiveForm'],
  'self-only adviser': ['accessSelf', 'createForm', 'archiveForm'],
};

/**
 * The demo corporate's roles and users, with the communities each user
 * works in. Permission codes are spec §6's (`PERMISSIONS` in @rlc/shared).
 */
import type { Permission } from '@rlc/shared';
import { STANDARD_ROLES, type StandardRoleName } from '../corporates/index.ts';
import type { DemoUser } from './demo-corporate.ts';

export const DEMO_CORPORATE = {
  name: 'Demo Retirement Living',
  magicEnabled: true,
  valuationTool: true,
  /** Above the four demo communities, so an admin can still add one. */
  communityLicenses: 10,
} as const;

export type DemoRoleName = StandardRoleName;

/** The demo corporate's roles: the standard four every corporate starts with. */
export const DEMO_ROLES: Record<DemoRoleName, readonly Permission[]> = STANDARD_ROLES;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@demo.test',
    firstName: 'Avery',
    lastName: 'Morgan',
    role: 'corporate admin',
    communities: [
      'Sunny Grove Village',
      'Harbour View Retirement Village',
      'Banksia Terraces',
      'Wattle Park Lifestyle Community',
    ],
  },
  {
    email: 'adviser@demo.test',
    firstName: 'Sam',
    lastName: 'Taylor',
    role: 'adviser',
    // Not Banksia Terraces: the demo shows an adviser scoped to their communities.
    communities: [
      'Sunny Grove Village',
      'Harbour View Retirement Village',
      'Wattle Park Lifestyle Community',
    ],
  },
  {
    // A community manager of one village: shows (and the isolation tests prove) that a manager sees and edits only
    // the communities they are assigned to.
    email: 'manager@demo.test',
    firstName: 'Đức',
    lastName: 'Nguyễn',
    role: 'community manager',
    communities: ['Sunny Grove Village'],
  },
  {
    email: 'self@demo.test',
    firstName: 'Jordan',
    lastName: 'Lee',
    role: 'self-only adviser',
    communities: ['Sunny Grove Village'],
  },
  {
    // The one demo developer: the development outbox needs a signed-in developer. Hidden from user
    // lists and analytics (silent), and not the admin, so no other browser test sees the Dev menu.
    email: 'developer@demo.test',
    firstName: 'Dana',
    lastName: 'Okafor',
    role: 'self-only adviser',
    communities: ['Sunny Grove Village'],
    developer: true,
  },
];

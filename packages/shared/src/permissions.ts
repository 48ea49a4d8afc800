/**
 * The 22 permission codes and labels of product spec §6, their groups, and the ability checks that both
 * the server (route guards) and the web app (navigation, route guards) use.
 */
export const PERMISSIONS = {
  createCorporate: 'Create/Delete Corporate',
  updateCorporate: 'Update Corporate Account',
  updateCorporateReport: 'Update Corporate-Level Report Settings',
  createUser: 'Create/Delete User',
  updateUser: 'Update User',
  accessCorporate: 'Corporate-wide Access',
  accessCommunityWide: 'Retirement Community-wide Access',
  accessSelf: 'Access only to self-created reports',
  assignCommunityUser: 'Assign Retirement Community Users',
  createCommunity: 'Create/Delete Retirement Community',
  updateCommunity: 'Update Retirement Community',
  updateCommunityServices: "Update Retirement Community's Additional Services",
  updateCommunitySettings: "Update Retirement Community's Settings",
  updateCommunityReport: 'Update Retirement Community Report Settings',
  createContractType: 'Create Corporate Contract Type',
  updateContractType: 'Update Corporate Contract Type',
  updateDefaultContract: 'Update Default Contract',
  updateContract: 'Update Retirement Community Contract',
  assignContract: 'Assign Retirement Community Contract',
  createForm: 'Create Report Form',
  archiveForm: 'Soft-Delete Report Form',
  deleteForm: 'Hard-Delete Report Form',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(code: string): code is Permission {
  return Object.hasOwn(PERMISSIONS, code);
}

/** Spec §6 "Grouping": corporate-level, community-level, contract-level, user and form groups. */
export const PERMISSION_GROUPS: Record<
  'corporate' | 'community' | 'contract' | 'user' | 'form',
  readonly Permission[]
> = {
  corporate: ['createCorporate', 'updateCorporate', 'updateCorporateReport', 'accessCorporate'],
  community: [
    'accessCommunityWide',
    'assignCommunityUser',
    'createCommunity',
    'updateCommunity',
    'updateCommunityServices',
    'updateCommunitySettings',
    'updateCommunityReport',
  ],
  contract: [
    'createContractType',
    'updateContractType',
    'updateDefaultContract',
    'updateContract',
    'assignContract',
  ],
  user: ['createUser', 'updateUser'],
  form: ['accessSelf', 'createForm', 'archiveForm', 'deleteForm'],
};

export const PERMISSION_GROUP_LABELS: Record<keyof typeof PERMISSION_GROUPS, string> = {
  corporate: 'Corporate',
  community: 'Retirement Community',
  contract: 'Contracts',
  user: 'Users',
  form: 'Report Forms',
};

/**
 * Grouped abilities of spec §6. Each ability holds when the user has ANY of the listed permissions.
 */
export const ABILITIES = {
  viewCommunities: [
    'accessCorporate',
    'createCommunity',
    'updateCommunity',
    'updateCommunityServices',
    'updateCommunitySettings',
    'updateCommunityReport',
    'assignCommunityUser',
    'assignContract',
  ],
  createCommunity: ['createCommunity'],
  updateCommunity: ['updateCommunity'],
  updateCommunityServices: ['updateCommunityServices'],
  updateCommunitySettings: ['updateCommunitySettings'],
  updateCommunityReport: ['updateCommunityReport'],
  assignCommunityUsers: ['assignCommunityUser'],
  assignContracts: ['assignContract'],
  adminAccess: [
    'createUser',
    'updateUser',
    'updateCorporateReport',
    'createContractType',
    'updateContractType',
    'updateDefaultContract',
  ],
  adminUsers: ['createUser', 'updateUser'],
  adminReports: ['updateCorporateReport'],
  adminContracts: ['createContractType', 'updateContractType', 'updateDefaultContract'],
  /** The audit log reader: the corporate account's administrators. */
  adminAudit: ['updateCorporate'],
  createUser: ['createUser'],
  updateUser: ['updateUser'],
  /** The Analytics screen: any of the forms' access scopes (FORM_ACCESS), which limit what it counts. */
  viewAnalytics: ['accessCorporate', 'accessCommunityWide', 'accessSelf'],
} as const satisfies Record<string, readonly Permission[]>;

export type Ability = keyof typeof ABILITIES;

/**
 * What a call requires of its caller (design §5: "every route declares the permission it needs, or public"):
 * 'public' no session; 'authenticated' any live session; a Permission code; or `{ any: [...] }` at least one.
 */
export type RoutePermission =
  'public' | 'authenticated' | Permission | { readonly any: readonly Permission[] };

/** Reading and editing report forms (and their PDFs): any of the three access scopes, which also limit what is seen. */
export const FORM_ACCESS = {
  any: ['accessCorporate', 'accessCommunityWide', 'accessSelf'],
} as const satisfies RoutePermission;

/**
 * The kinds of signed-in caller (docs/adr/0010-principal-kinds.md): 'staff' a corporate user with a role and
 * permissions; 'customer' a magic-link customer who may reach only the one form of the link (not built yet).
 */
export const PRINCIPAL_KINDS = ['staff', 'customer'] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

/** Anything that carries a permission list: a user, a session. */
export interface HasPermissions {
  permissions: readonly string[];
}

export function can(user: HasPermissions | null | undefined, permission: Permission): boolean {
  return !!user && user.permissions.includes(permission);
}

export function canAny(user: HasPermissions | null | undefined, permissions: readonly Permission[]): boolean {
  return !!user && permissions.some((p) => user.permissions.includes(p));
}

export function hasAbility(user: HasPermissions | null | undefined, ability: Ability): boolean {
  return canAny(user, ABILITIES[ability]);
}

/** The combined 'any admin' check of spec §6: any ability that opens an admin or community-editing screen. */
export function isAnyAdmin(user: HasPermissions | null | undefined): boolean {
  return (
    hasAbility(user, 'adminAccess') ||
    hasAbility(user, 'createCommunity') ||
    hasAbility(user, 'updateCommunity') ||
    hasAbility(user, 'assignCommunityUsers') ||
    hasAbility(user, 'assignContracts')
  );
}

/**
 * Role label from the user's highest permission, highest first. The spec does not list the order; this is ours:
 * whoever can create users runs the corporate, then community editors, then advisers by reach.
 */
const ROLE_LADDER: readonly [Permission, string][] = [
  ['createCorporate', 'Corporate Admin'],
  ['createUser', 'Corporate Admin'],
  ['updateCommunity', 'Community Manager'],
  ['accessCorporate', 'Corporate Adviser'],
  ['accessCommunityWide', 'Adviser'],
  ['accessSelf', 'Self-only Adviser'],
];

export function roleLabel(user: HasPermissions | null | undefined): string {
  for (const [permission, label] of ROLE_LADDER) if (can(user, permission)) return label;
  return 'No Access';
}

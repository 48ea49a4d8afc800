/**
 * THE table of the app's routes against spec §2.1: for every path pattern the
 * router declares (routes.tsx), the URL to open, the demo user who may see it and the heading they see, and a
 * demo user without the permission who sees 'Access Denied'. One source for two tests:
 * - `routes.test.tsx` walks `makeRoutes()` and fails when a declared pattern is missing here (a new route cannot be
 *   forgotten) or a row names a pattern the router does not have (unless `pending`);
 * - `e2e/tests/spec-routes.spec.ts` opens every row in the browser on the seeded demo.
 * Plain data only (no imports), so the browser tests can import it.
 *
 * `open` may hold placeholders the browser test fills from the demo (e2e/tests/support/spec-routes.ts):
 * {formId} {internalVillageId} {externalVillageId} a demo report the adviser works on; {magicFormId}
 * {magicVillageId} a magic-link copy of it; {communityId} Sunny Grove Village; {communityContractId} its first
 * contract; {defaultContractId} a contract type's default contract. `title` may use {internalVillageName},
 * {externalVillageName}, {magicVillageName}, {communityName}, {communityContractName}.
 */

/** The seeded demo users (apps/server seed): admin (all 22), adviser, manager (Sunny Grove), self-only adviser. */
export type DemoRole = 'admin' | 'adviser' | 'manager' | 'self';

export interface SpecRoute {
  /** The path pattern as the router declares it (children joined to their parents). */
  pattern: string;
  /** The URL to open (placeholders as above); the pattern itself when absent. */
  open?: string;
  /** Who opens it: a demo user, or nobody signed in for the public pages. */
  as: DemoRole | 'anonymous';
  /** The heading (any level) shown: the screen's title, or 'Page Not Found'. */
  title: string;
  /** The selected tab, for tabbed screens (community tabs, account). */
  tab?: string;
  /** Where the URL ends up when the route redirects. */
  redirectsTo?: string;
  /** A demo user without the route's permission: they see 'Access Denied'. */
  deniedAs?: DemoRole;
  /** Built on another branch; the browser test marks it fixme until the lead merges it and clears this. */
  pending?: true;
  /** Tested by another spec instead (the magic-link customer's own route set, outside spec §2.1). */
  coveredBy?: string;
}

const FORM = '/corporate/form/{formId}';
const MAGIC_FORM = '/corporate/magic-form/{magicFormId}';
const COMMUNITY = '/corporate/communities/community/{communityId}';
const HOME_TITLE = 'Welcome, Sam';

const communityTab = (path: string, tab: string): SpecRoute => ({
  pattern: `/corporate/communities/community/:communityId/${path}`,
  open: `${COMMUNITY}/${path}`,
  as: 'admin',
  title: '{communityName}',
  tab,
  deniedAs: 'self',
});

const magicCustomer = (pattern: string): SpecRoute => ({
  pattern,
  as: 'anonymous',
  title: '',
  coveredBy: 'magic-link.spec.ts',
});

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // Spec §2.1 top level.
  { pattern: '/', as: 'adviser', title: HOME_TITLE, redirectsTo: '/corporate/home' },
  { pattern: '/home', as: 'adviser', title: HOME_TITLE, redirectsTo: '/corporate/home' },
  { pattern: '/legal', as: 'anonymous', title: 'Assumptions Limitations and Disclaimer' },
  { pattern: '/disclaimer', as: 'anonymous', title: 'Disclaimer' },
  { pattern: '/log-in', as: 'anonymous', title: 'Sign in' },
  { pattern: '/reset-password', as: 'anonymous', title: 'Reset Password' },
  // Developer pages: the browser tests run the built app and the demo users are not developers.
  { pattern: '/dev/outbox', as: 'adviser', title: 'Page Not Found' },
  { pattern: '/corporate', as: 'adviser', title: HOME_TITLE, redirectsTo: '/corporate/home' },
  { pattern: '/corporate/home', as: 'adviser', title: HOME_TITLE },
  // Every demo role holds createForm, so no demo user is refused Create Report.
  { pattern: '/corporate/newForm', as: 'adviser', title: 'Create Report' },

  // form/:formId and its children.
  {
    pattern: '/corporate/form/:formId',
    open: FORM,
    as: 'adviser',
    title: 'Properties',
    redirectsTo: `${FORM}/properties`,
  },
  {
    pattern: '/corporate/form/:formId/properties/:flag?',
    open: `${FORM}/properties`,
    as: 'adviser',
    title: 'Properties',
  },
  {
    pattern: '/corporate/form/:formId/property/:villageKey',
    open: `${FORM}/property/int-{internalVillageId}`,
    as: 'adviser',
    title: '{internalVillageName}',
  },
  {
    pattern: '/corporate/form/:formId/property/:villageKey',
    open: `${FORM}/property/ext-{externalVillageId}`,
    as: 'adviser',
    title: '{externalVillageName}',
  },
  {
    pattern: '/corporate/form/:formId/customer',
    open: `${FORM}/customer`,
    as: 'adviser',
    title: 'Customer Details',
  },
  {
    pattern: '/corporate/form/:formId/current',
    open: `${FORM}/current`,
    as: 'adviser',
    title: 'Current Details',
  },
  { pattern: '/corporate/form/:formId/summary', open: `${FORM}/summary`, as: 'adviser', title: 'Summary' },
  { pattern: '/corporate/form/:formId/results', open: `${FORM}/results`, as: 'adviser', title: 'Results' },

  // magic-form/:formId (hidden from navigation; status is the default child).
  {
    pattern: '/corporate/magic-form/:formId',
    open: MAGIC_FORM,
    as: 'adviser',
    title: 'Magic Link Status',
    redirectsTo: `${MAGIC_FORM}/status`,
  },
  {
    pattern: '/corporate/magic-form/:formId/status',
    open: `${MAGIC_FORM}/status`,
    as: 'adviser',
    title: 'Magic Link Status',
  },
  {
    pattern: '/corporate/magic-form/:formId/properties/:flag?',
    open: `${MAGIC_FORM}/properties`,
    as: 'adviser',
    title: 'Properties',
  },
  {
    pattern: '/corporate/magic-form/:formId/property/:villageKey',
    open: `${MAGIC_FORM}/property/int-{magicVillageId}`,
    as: 'adviser',
    title: '{magicVillageName}',
  },
  {
    pattern: '/corporate/magic-form/:formId/customer',
    open: `${MAGIC_FORM}/customer`,
    as: 'adviser',
    title: 'Assign Customer',
  },
  // Spec §2.1: results is disabled while the magic form has no PDF (a fresh copy has none): its address goes to status.
  {
    pattern: '/corporate/magic-form/:formId/results',
    open: `${MAGIC_FORM}/results`,
    as: 'adviser',
    title: 'Magic Link Status',
    redirectsTo: `${MAGIC_FORM}/status`,
  },

  // communities (viewCommunities) and a community's tabs (each its own permission).
  {
    pattern: '/corporate/communities',
    as: 'admin',
    title: 'Communities',
    redirectsTo: '/corporate/communities/list',
    deniedAs: 'self',
  },
  { pattern: '/corporate/communities/list', as: 'admin', title: 'Communities', deniedAs: 'self' },
  { pattern: '/corporate/communities/create', as: 'admin', title: 'Create Community', deniedAs: 'manager' },
  {
    pattern: '/corporate/communities/community/:communityId',
    open: COMMUNITY,
    as: 'admin',
    title: '{communityName}',
    tab: 'Main Details',
    redirectsTo: `${COMMUNITY}/details`,
    deniedAs: 'self',
  },
  communityTab('details', 'Main Details'),
  communityTab('contracts', 'Assigned Contracts'),
  communityTab('users', 'Assigned Users'),
  communityTab('reportContent', 'Report Content'),
  communityTab('amenities', 'Report Amenities'),
  communityTab('fees', 'Site Fees / General Service Charge'),
  communityTab('services', 'Additional Services'),
  {
    pattern: '/corporate/communities/community/:communityId/contracts/:contractId',
    open: `${COMMUNITY}/contracts/{communityContractId}`,
    as: 'admin',
    title: '{communityContractName}',
    deniedAs: 'self',
  },
  {
    pattern: '/corporate/communities/*',
    open: '/corporate/communities/no-such-page',
    as: 'admin',
    title: 'Page Not Found',
  },

  // analytics (any of the access scopes, which every demo role holds): one page, a tab per query.
  {
    pattern: '/corporate/analytics',
    as: 'adviser',
    title: 'Options Considered & Decided',
    tab: 'Options Considered & Decided',
    redirectsTo: '/corporate/analytics/analyticsOptions',
  },
  {
    pattern: '/corporate/analytics/analyticsOptions',
    as: 'adviser',
    title: 'Options Considered & Decided',
    tab: 'Options Considered & Decided',
  },
  { pattern: '/corporate/analytics/whyNot', as: 'adviser', title: 'Why not', tab: 'Why not' },
  {
    pattern: '/corporate/analytics/reportsByStatus',
    as: 'adviser',
    title: 'Reports by status',
    tab: 'Reports by status',
  },
  {
    pattern: '/corporate/analytics/decisionsOverTime',
    as: 'adviser',
    title: 'Decisions over time',
    tab: 'Decisions over time',
  },
  {
    pattern: '/corporate/analytics/*',
    open: '/corporate/analytics/no-such-query',
    as: 'adviser',
    title: 'Page Not Found',
  },

  // resources: every signed-in user; the screen 'Resources' with a tab per child, the index opening software.
  {
    pattern: '/corporate/resources',
    as: 'adviser',
    title: 'Resources',
    tab: 'Software',
    redirectsTo: '/corporate/resources/software',
  },
  { pattern: '/corporate/resources/software', as: 'adviser', title: 'Resources', tab: 'Software' },
  { pattern: '/corporate/resources/marketing', as: 'adviser', title: 'Resources', tab: 'Marketing' },
  { pattern: '/corporate/resources/legal', as: 'adviser', title: 'Resources', tab: 'Legal' },
  { pattern: '/corporate/resources/adviser', as: 'adviser', title: 'Resources', tab: 'Find An Adviser' },

  // admin (adminAccess): the index opens the first admin screen the user may open.
  {
    pattern: '/corporate/admin',
    as: 'admin',
    title: 'Users',
    redirectsTo: '/corporate/admin/users',
    deniedAs: 'self',
  },
  { pattern: '/corporate/admin/users', as: 'admin', title: 'Users', deniedAs: 'manager' },
  { pattern: '/corporate/admin/contracts', as: 'admin', title: 'Contract types', deniedAs: 'adviser' },
  {
    pattern: '/corporate/admin/defaultContract/:contractId',
    open: '/corporate/admin/defaultContract/{defaultContractId}',
    as: 'admin',
    title: 'Editing Default Contract',
    deniedAs: 'adviser',
  },
  { pattern: '/corporate/admin/reports', as: 'admin', title: 'Report Settings', deniedAs: 'manager' },
  // Not in spec §2.1: issue 15's audit log reader (ability adminAudit = updateCorporate).
  { pattern: '/corporate/admin/audit', as: 'admin', title: 'Audit log', deniedAs: 'manager' },
  // Not in spec §2.1: issue 15's corporate MFA rule (ability adminAudit = updateCorporate).
  { pattern: '/corporate/admin/security', as: 'admin', title: 'Sign-in security', deniedAs: 'manager' },

  // help, account, disclaimer: every signed-in user.
  {
    pattern: '/corporate/help',
    as: 'self',
    title: 'Roles & Permissions',
    redirectsTo: '/corporate/help/roles',
  },
  { pattern: '/corporate/help/roles', as: 'self', title: 'Roles & Permissions' },
  {
    pattern: '/corporate/account',
    as: 'self',
    title: 'Permissions',
    tab: 'Permissions',
    redirectsTo: '/corporate/account/permissions',
  },
  { pattern: '/corporate/account/permissions', as: 'self', title: 'Permissions', tab: 'Permissions' },
  { pattern: '/corporate/account/password', as: 'self', title: 'Change Password', tab: 'Change Password' },
  // Not in spec §2.1: issue 15's own multi-factor sign-in.
  {
    pattern: '/corporate/account/mfa',
    as: 'self',
    title: 'Multi-factor sign-in',
    tab: 'Multi-factor sign-in',
  },
  { pattern: '/corporate/disclaimer', as: 'self', title: 'Disclaimer' },

  // Unknown paths: 404 (login required).
  { pattern: '/corporate/*', open: '/corporate/no-such-page', as: 'adviser', title: 'Page Not Found' },
  { pattern: '/*', open: '/no-such-page', as: 'adviser', title: 'Page Not Found' },

  // The magic-link customer's own route set (not spec §2.1's staff tree).
  magicCustomer('/magic'),
  magicCustomer('/magic/ended'),
  magicCustomer('/magic/finished'),
  magicCustomer('/magic/form/:formId'),
  magicCustomer('/magic/form/:formId/status'),
  magicCustomer('/magic/form/:formId/properties'),
  magicCustomer('/magic/form/:formId/property/:villageKey'),
  magicCustomer('/magic/form/:formId/customer'),
  magicCustomer('/magic/form/:formId/results'),
];

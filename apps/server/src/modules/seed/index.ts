/** Demo data: `seedDemo(db, { password })` and the data it writes, for tests and the start banner. */
export { seedDemo, type SeedResult } from './seed-demo.ts';
export { DEMO_CORPORATE, DEMO_ROLES, DEMO_USERS } from './demo-users.ts';
export { DEMO_COMMUNITIES } from './demo-communities.ts';
export { DEMO_CONTRACT_TYPES } from './demo-contracts.ts';
export { landLeaseExternalDetails } from './demo-forms.ts';

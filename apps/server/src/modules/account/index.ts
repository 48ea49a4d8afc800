/**
 * Account module: creating and updating user accounts: the operator's upsert (seed, CLI, e2e set-up) and the
 * admin's user administration (spec §2.1 admin > users, §7 "Users"). Register `accountRoutes` under /api/app/v1.
 */
export { accountRoutes } from './routes.ts';
export { upsertUser } from './upsert-user.ts';
export { communityMembers, setCommunityMember, type CommunityMemberRow } from './repository.ts';
export { mayGrant } from './user-admin-rules.ts';

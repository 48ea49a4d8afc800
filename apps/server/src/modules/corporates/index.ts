/** Corporates (operators, the tenants): creating one with its standard roles. No HTTP routes: operator CLI only. */
export { createCorporate, type NewCorporateInput } from './create-corporate.ts';
export { insertCorporate, insertRoles } from './repository.ts';
export { STANDARD_ROLES, type StandardRoleName } from './standard-roles.ts';

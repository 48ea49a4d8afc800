/**
 * Audit module: `audit(db, entry)` appends to the audit log (security-relevant actions, design §5); `auditRoutes`
 * serves the corporate administrators' reader (POST audit/log).
 */
export { audit } from './repository.ts';
export { auditRoutes } from './routes.ts';

/** Audit module: `audit(db, entry)` appends to the audit log (security-relevant actions, design §5). */
export { audit } from './repository.ts';

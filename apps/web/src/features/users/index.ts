/** What other features use of user administration: the corporate's users (the Audit log's user picker). */
export { useUsers } from './api.ts';
export { fullName } from './userSearch.ts';

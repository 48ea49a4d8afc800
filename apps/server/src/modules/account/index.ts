/** Account module: creating and updating user accounts (the seed and, later, user administration). */
export { upsertUser } from './upsert-user.ts';

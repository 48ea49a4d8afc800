export * from './permissions.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './api/auth.ts';
export * from './api/communities.ts';

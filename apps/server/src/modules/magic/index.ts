/**
 * Magic-link module (ADR 0010; layout: ../README.md): magic users, links and customer sessions, the
 * staff calls that assign and manage a form's link, the link's public peek and redeem, and the customer's calls.
 * Register `magicRoutes` under /api/app/v1. The guard (plugins/auth.ts) resolves customer tokens through
 * `touchCustomerSession`.
 */
export { magicRoutes } from './routes.ts';
export { touchCustomerSession } from './session.ts';
export type { CustomerPrincipal } from './customer-principal.ts';

/**
 * Consult Mode module (spec §2.4 app bar "guest mode"; ADR 0016): POST consultMode/enter and consultMode/exit.
 * The flag lives on the auth module's session row; the guard (plugins/auth.ts) refuses a consult session every
 * call outside `CONSULT_MODE_TAGS`, and the forms' scope shows it only the consult report. Register `consultRoutes`
 * under /api/app/v1.
 */
export { consultRoutes } from './routes.ts';

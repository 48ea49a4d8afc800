/** Health module: liveness and readiness probes under /api. */
export { healthRoutes } from './routes.ts';

/**
 * Report forms module (issue 4). Register in app.ts under /api/app/v1: `await app.register(formRoutes, { prefix })`.
 * Other modules (PDF reports) reuse the summary and the engine mapping.
 */
export { formRoutes } from './routes.ts';
export { summary } from './summary-service.ts';
export { toEngineInput } from './to-engine-input.ts';
export { buildSummaryTable } from './summary-table.ts';

/**
 * Analytics module (layout: ../README.md): the filter sources and the analytics queries over the
 * caller's reports. Register in app.ts under /api/app/v1: `await app.register(analyticsRoutes, { prefix })`.
 */
export { analyticsRoutes } from './routes.ts';
export { getSources, type AnalyticsCaller } from './get-sources.ts';
export { runQuery } from './run-query.ts';
export { exportExcel } from './export-excel.ts';
export { recountAnalytics } from './repository.ts';
export { RECOUNT_QUEUE, runNightlyRecount, scheduleNightlyRecount } from './recount-job.ts';

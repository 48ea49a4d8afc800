/**
 * Rates changes across the corporate, for the admin (Report Settings lists the open reports whose
 * headline figures change on today's rates and re-runs them in a background job). Register in app.ts under
 * /api/app/v1: `await app.register(ratesRoutes, { prefix: API_PREFIX })`.
 */
export { ratesRoutes, type RatesRoutesOptions } from './routes.ts';
export { createRerunJobs, RATES_RERUN_QUEUE, STALE_AFTER_MS, type RerunJobs } from './jobs.ts';
export { changedReports, listRatesChanges } from './list-changes.ts';
/** The size a report is sorted by in the list (the shared rule, under the list's name). */
export { largestHeadlineChange as largestChange } from '@rlc/shared';
export { startRatesRerun } from './start-rerun.ts';
export { getRatesRerun } from './get-rerun.ts';
export { runRatesRerun } from './run-rerun.ts';

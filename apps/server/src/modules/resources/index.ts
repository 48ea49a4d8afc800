/**
 * Resources module (spec §2.1 resources, §3.2, §7 Content): newsletter articles, webinars, the Find An
 * Adviser directory and the user manual PDF with its signed link. Register in app.ts inside the /api/app/v1 scope.
 */
export { resourcesRoutes } from './routes.ts';
export { seedResources, type ResourcesSeed } from './seed-resources.ts';
export { manualPdf } from './manual.ts';
export type { ResourcesCaller, ResourcesDeps } from './deps.ts';

/**
 * Report settings module: report content blocks at corporate and community level, and the
 * corporate variables of spec §3.2 edited on Report Settings. Register in app.ts inside the /api/app/v1 scope.
 */
export { reportSettingsRoutes } from './routes.ts';
export { getReportContent, listReportContent } from './get-report-content.ts';
export { saveReportContent } from './save-report-content.ts';
export { getCorporateSettings, updateCorporateSettings } from './corporate-settings.ts';
export type { ReportSettingsCaller, ReportSettingsDeps } from './deps.ts';

/** Every table of the database, for Drizzle (queries, migrations). Add new schema files here. */
export * from './corporates.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './audit.ts';
// The data helper's communities, contracts, amenities, services, fees and report content:
export * from './communities.ts';
// Report forms (issue 4):
export * from './forms.ts';
// Re-runs of reports on today's rates (issue 9):
export * from './rates.ts';
// Magic links (issue 11):
export * from './magic.ts';
// Resources: newsletter articles, webinars, Find An Adviser (issue 13):
export * from './resources.ts';
// Analytics monthly pre-aggregates (issue 12, ADR 0014):
export * from './analytics.ts';
// Multi-factor sign-in (issue 15, ADR 0018):
export * from './mfa.ts';

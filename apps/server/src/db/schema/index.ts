/** Every table of the database, for Drizzle (queries, migrations). Add new schema files here. */
export * from './corporates.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './audit.ts';
// The data helper's communities, contracts, amenities, services, fees and report content:
export * from './communities.ts';
// Report forms:
export * from './forms.ts';
// Re-runs of reports on today's rates:
export * from './rates.ts';
// Magic links:
export * from './magic.ts';
// Resources: newsletter articles, webinars, Find An Adviser:
export * from './resources.ts';
// Analytics monthly pre-aggregates (ADR 0014):
export * from './analytics.ts';
// Multi-factor sign-in (ADR 0018):
export * from './mfa.ts';

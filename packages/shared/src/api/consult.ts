/**
 * Consult Mode (spec §2.4 app bar: "Guest mode shows an alternate title and a Consult Mode hint. Navigation is
 * hidden except Home"; docs/adr/0016-consult-mode-server-flag.md). An adviser sitting with a customer switches it
 * on; the flag lives on the server session, so it survives a reload and the server refuses what a consult
 * session must not reach. Switching it off asks for the adviser's password.
 */
import { z } from 'zod';
import { pgId, type Endpoint } from './endpoints/define.ts';
import type { Permission } from '../permissions.ts';
import { PASSWORD_MAX } from '../limits.ts';

export { CONSULT_TEXT } from './consult-text.ts';

/** The session's Consult Mode: since when, and the one report it may show (null: none). */
export const ConsultState = z.object({
  since: z.string(),
  formId: z.number().int().nullable(),
});
export type ConsultState = z.infer<typeof ConsultState>;

/** `POST consultMode/enter`: the report open on screen when the adviser switched it on, or null for none. */
export const EnterConsultRequest = z.object({ formId: pgId.nullable() });
export type EnterConsultRequest = z.input<typeof EnterConsultRequest>;

/** `POST consultMode/exit`: the adviser's own password. */
export const ExitConsultRequest = z.object({
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`),
});
export type ExitConsultRequest = z.input<typeof ExitConsultRequest>;

/**
 * The endpoint tags a consult session may call: its own sign-in calls and the report-form calls (each also limited
 * to the consult report by the forms' scope). Administration, analytics, communities, help and content are refused.
 */
export const CONSULT_MODE_TAGS: readonly string[] = ['auth', 'consult', 'forms', 'reports', 'magic'];

/** The permissions a consult session keeps: the report access scopes only (no creating, deleting or admin). */
export const CONSULT_MODE_PERMISSIONS: readonly Permission[] = [
  'accessCorporate',
  'accessCommunityWide',
  'accessSelf',
];

/** Whether a consult session may call `endpoint` at all (its permission is then checked on the kept scopes). */
export const allowedInConsultMode = (endpoint: Pick<Endpoint, 'tag'>): boolean =>
  CONSULT_MODE_TAGS.includes(endpoint.tag);

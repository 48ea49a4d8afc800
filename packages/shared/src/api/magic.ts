/**
 * Magic links (spec §2.1–§2.3, §3.3 Magic, §3.7, §4 "Magic forms", §7, §8; design §5; ADR 0010): THE
 * contract between the server (apps/server/src/modules/magic) and the magic-form screens. Every call is under
 * `/api/app/v1`, answers `{ data: <Response> }` and fails with `{ error: { code, message } }`.
 *
 * Staff calls (a staff session with the form-access permissions; the corporate's `magicEnabled`, else 403):
 *
 * | Call                                  | Body                 | data                      |
 * |---------------------------------------|----------------------|---------------------------|
 * | POST form/:formId/magic-clone         | MagicSettings?       | MagicCloneResponse        |
 * | POST form/:formId/magic-assign        | MagicAssignRequest   | MagicAssignResponse       |
 * | POST form/:formId/magic-clone-assign  | MagicAssignRequest   | MagicCloneAssignResponse  |
 * | POST form/:formId/magic-settings      | MagicSettings        | MagicStateResponse        |
 * | POST form/:formId/magic-resend        | –                    | MagicAssignResponse       |
 * | POST form/:formId/magic-cancel        | –                    | MagicStateResponse        |
 * | POST form/:formId/magic-expire        | –                    | MagicStateResponse        |
 *
 * The link (public, no session): the e-mail carries `${PUBLIC_URL}/magic?token=<token>` (MAGIC_LINK_PAGE). That
 * page shows a "Continue" button and calls `magicLinkPeek` (changes nothing, so a mail scanner that opens the page
 * uses nothing up); the click calls `magicLinkRedeem`, which answers a customer session. The token travels in a
 * POST body, never in an API URL (request logs carry URL paths).
 *
 * | POST magic-link/peek                  | MagicTokenRequest    | MagicPeekResponse         |
 * | POST magic-link/redeem                | MagicTokenRequest    | MagicRedeemResponse       |
 *
 * The customer's calls (a customer session, `callers: ['customer']`; only the session's own form, else 404):
 *
 * | GET  magic/session                    | –                    | MagicSessionResponse      |
 * | POST magic/logout                     | –                    | { loggedOut: true }       |
 * | GET  magic/form/:formId               | –                    | FormResponse (limited)    |
 * | POST magic/form/:formId/customer      | UpdateCustomerRequest | UpdateCustomerResponse   |
 * | POST magic/form/:formId/createVillage | CreateVillageRequest? | CreateVillageResponse    |
 * | POST magic/form/:formId/village/:villageId | UpdateInternalVillageRequest | UpdateInternalVillageResponse |
 * | POST magic/form/:formId/village/:villageId/delete | DeleteVillageRequest? | DeleteVillageResponse |
 * | POST magic/form/:formId/summary       | –                    | SummaryResponse           |
 * | GET  magic/form/:formId/pdf/:pdfId/download | –              | application/pdf file      |
 * | POST magic/form/:formId/complete      | –                    | MagicStateResponse        |
 *
 * Rules: createVillage / village / village delete (internal options only, contracts within `magicContractIds`)
 * need `magicIsConfigurable`; the delete takes only an option the customer added (`addedByCustomer`), else 403
 * MAGIC_OPTION_NOT_OWN; summary needs `magicIsReviewable` and a generated PDF, the PDF download and the form's
 * `pdfs` list need `magicIsReviewable` (403 / empty otherwise); every write is refused with 409
 * CONFLICT once the customer has completed. `POST magic/logout` ends the customer session (GET logout is staff's).
 *
 * Errors of redeem: MAGIC_LINK_INVALID (404: no such link), MAGIC_LINK_USED, MAGIC_LINK_EXPIRED,
 * MAGIC_LINK_CANCELLED, MAGIC_LINK_REPLACED (410, each with a plain message naming whom to contact: the adviser
 * and the operator), RATE_LIMITED (429 with `seconds`, like login).
 *
 * Staff side effects: while the magic status is Live (a customer assigned, not completed, the link not cancelled
 * or expired) the staff writes of the form (customer, current, options, ratings, option create / delete) answer
 * 409 CONFLICT with MESSAGES.magic.staffBlocked. The client decision of a magic form needs the customer completed
 * (MESSAGES.form.magicNotCompleted, 400) and a generated PDF (MESSAGES.form.magicNoPdfs, 400); its Unset choice is
 * also offered when the magic status is Completed or Expired (spec §3.7). A customer session survives completion
 * read-only (writes 409 MESSAGES.magic.customerCompleted) so a reviewable form's results stay reachable.
 *
 * Also the magic fields of `noMagicLink(isMagic)` below: the block of a form that has no magic link data.
 */
import { z } from 'zod';
import { MAGIC_STATUS } from '../constants.ts';
import { MAGIC_TOKEN_PATTERN } from '../constants.ts';
import { EMAIL_MAX, NAME_MAX, NAME_MAX_MESSAGE, PgIdValue, TOKEN_MAX } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { AustralianPhone } from './input-bounds.ts';
import type { FormMagic } from './forms.ts';
import { FormConsumer, FormMagic as FormMagicSchema } from './forms.ts';

export { MAGIC_EXPIRY_TEXT, magicExpiryText } from './magic-expiry.ts';

const id = PgIdValue;
const isoDateTime = z.string();

/** Default days a new magic link stays usable; each corporate may set its own (`magicLinkDays`). */
export const MAGIC_LINK_DAYS_DEFAULT = 14;
/** The days an admin may set (Report Settings): whole days from 1 to 60. */
export const MAGIC_LINK_DAYS_RANGE = { min: 1, max: 60 } as const;
/** The web page the e-mailed link opens: `${PUBLIC_URL}${MAGIC_LINK_PAGE}?token=<token>`. */
export const MAGIC_LINK_PAGE = '/magic';

/** The magic status codes of spec §4, in the spec's order; labels: MAGIC_STATUS. */
export const MAGIC_STATUS_CODES = Object.keys(MAGIC_STATUS) as (keyof typeof MAGIC_STATUS)[];

// ---------------------------------------------------------------------------------------------------------------
// Staff calls
// ---------------------------------------------------------------------------------------------------------------

/**
 * What the customer may do (spec §3.3): the community contracts they may consider (`magicContractIds`, ids of the
 * form community's contracts; default on a new magic form: every contract whose type is not
 * `noAutoAddMagicLink`), whether they may add and configure internal options (`magicIsConfigurable`, default
 * false) and review results (`magicIsReviewable`, default false). Any subset; absent fields keep their value.
 */
export const MagicSettings = z.object({
  magicContractIds: z.array(id).max(100).optional(),
  magicIsConfigurable: z.boolean().optional(),
  magicIsReviewable: z.boolean().optional(),
});
export type MagicSettings = z.input<typeof MagicSettings>;

/**
 * The customer payload of magic-assign (spec §7): names, e-mail (the magic user is found or created by it, per
 * corporate, case-insensitively) and phone. Settings may ride along (same fields as MagicSettings). The names,
 * e-mail and phone are also written into the form's customer record.
 */
export const MagicAssignRequest = z.object({
  // The spec's messages (§5), which the Assign Customer screen shows beside the field.
  firstName: z.string().trim().min(1, MESSAGES.validation.required).max(NAME_MAX, NAME_MAX_MESSAGE),
  lastName: z.string().trim().min(1, MESSAGES.validation.required).max(NAME_MAX, NAME_MAX_MESSAGE),
  email: z
    .string()
    .max(EMAIL_MAX)
    .trim()
    .min(1, MESSAGES.validation.required)
    .pipe(z.email(MESSAGES.validation.invalidEmail).max(EMAIL_MAX)),
  /** An Australian number or '' (input-bounds.ts; it is written into the customer record). */
  phone: AustralianPhone.default(''),
  ...MagicSettings.shape,
});
export type MagicAssignRequest = z.input<typeof MagicAssignRequest>;

export const MagicCloneResponse = z.object({ newFormId: id });
export type MagicCloneResponse = z.infer<typeof MagicCloneResponse>;

/** The form's magic block after the call (the same shape as GET form's `magic`). */
export const MagicStateResponse = z.object({ magic: FormMagicSchema });
export type MagicStateResponse = z.infer<typeof MagicStateResponse>;

/**
 * magic-assign / magic-resend: the new magic block and customer record. `emailStatus`: 'sent' (SMTP accepted it),
 * 'queued' (no SMTP in development: see the outbox page) or 'failed' (the link exists; the screen toasts
 * MESSAGES.magic.sendFailed and offers Resend).
 */
export const MagicAssignResponse = z.object({
  magic: FormMagicSchema,
  formConsumer: FormConsumer,
  emailStatus: z.enum(['queued', 'sent', 'failed']),
});
export type MagicAssignResponse = z.infer<typeof MagicAssignResponse>;

export const MagicCloneAssignResponse = MagicAssignResponse.extend({ newFormId: id });
export type MagicCloneAssignResponse = z.infer<typeof MagicCloneAssignResponse>;

// ---------------------------------------------------------------------------------------------------------------
// The link (public)
// ---------------------------------------------------------------------------------------------------------------

export const MagicTokenRequest = z.object({ token: z.string().max(TOKEN_MAX).regex(MAGIC_TOKEN_PATTERN) });
export type MagicTokenRequest = z.input<typeof MagicTokenRequest>;

/**
 * What a link is: 'usable' (Continue redeems it), or why not: 'used' (already redeemed: sessions are single-use
 * links), 'expired', 'cancelled', 'replaced' (a newer link was sent), 'completed' (the customer finished and the
 * form is not reviewable), 'deleted' (the report was deleted), 'unknown' (no such link).
 */
export const MAGIC_LINK_STATES = [
  'usable',
  'used',
  'expired',
  'cancelled',
  'replaced',
  'completed',
  'deleted',
  'unknown',
] as const;
export const MagicLinkState = z.enum(MAGIC_LINK_STATES);
export type MagicLinkState = z.infer<typeof MagicLinkState>;

/** Whom the customer should contact: the adviser who assigned them and the operator. */
export const MagicContact = z.object({
  corporateName: z.string(),
  adviserName: z.string(),
  /** The adviser's e-mail; null when the adviser's account is gone. */
  adviserEmail: z.string().nullable(),
});
export type MagicContact = z.infer<typeof MagicContact>;

/**
 * POST magic-link/peek: what the link page shows; changes nothing. `message` is the plain sentence to show
 * (MESSAGES.magic.linkState); `contact` is null only for an unknown link; `firstName` greets a usable link's
 * customer.
 */
export const MagicPeekResponse = z.object({
  state: MagicLinkState,
  usable: z.boolean(),
  message: z.string(),
  firstName: z.string().nullable(),
  expiresAt: isoDateTime.nullable(),
  contact: MagicContact.nullable(),
});
export type MagicPeekResponse = z.infer<typeof MagicPeekResponse>;

/**
 * POST magic-link/redeem: uses the link up (single use) and starts a customer session. Store `jwt` as the
 * session's bearer token (kind 'customer') and go to `magic-form.status` of `formId`. The session ends at logout,
 * when idle like a staff session, and when the link stops being live (expired, cancelled, replaced, form deleted).
 */
export const MagicRedeemResponse = z.object({
  jwt: z.string(),
  kind: z.literal('customer'),
  formId: id,
  expiresAt: isoDateTime,
  maxIdleMin: z.number().int(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  contact: MagicContact,
});
export type MagicRedeemResponse = z.infer<typeof MagicRedeemResponse>;

// ---------------------------------------------------------------------------------------------------------------
// The customer's calls
// ---------------------------------------------------------------------------------------------------------------

/** GET magic/session: who the customer session is (the web's `auth` for a customer). */
export const MagicSessionResponse = z.object({
  kind: z.literal('customer'),
  formId: id,
  expiresAt: isoDateTime,
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  contact: MagicContact,
  magicIsConfigurable: z.boolean(),
  magicIsReviewable: z.boolean(),
  /** Set once the customer pressed Complete: their screens become read-only. */
  magicCompletedAt: isoDateTime.nullable(),
});
export type MagicSessionResponse = z.infer<typeof MagicSessionResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------------------------

/**
 * The `magic` block of a form that has no magic link data (spec §3.3, §3.7): `isMagic` as stored and every
 * other field empty (null, false, 0, no contracts), status null.
 *
 *   noMagicLink(false)  // { isMagic: false, magicUserId: null, …, magicPdfs: 0, magicStatus: null }
 */
export function noMagicLink(isMagic: boolean): FormMagic {
  return {
    isMagic,
    magicUserId: null,
    magicUserEmail: null,
    magicCompletedAt: null,
    magicContractIds: [],
    magicIsConfigurable: false,
    magicIsReviewable: false,
    magicCreatedAt: null,
    magicUpdatedAt: null,
    magicExpiresAt: null,
    magicExpiredAt: null,
    magicCancelledAt: null,
    magicReplacedAt: null,
    magicFirstLoginAt: null,
    magicLastLoginAt: null,
    magicPdfs: 0,
    magicStatus: null,
  };
}

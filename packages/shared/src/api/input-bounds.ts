/**
 * Bounds on what a person types that depend on the kind of value, not only its size:
 * a date of birth (after 1900, an age of at least 50), a date that has happened (a purchase), an Australian phone
 * number. One rule each, used by the web forms (as the message beside the field) and by the server's request
 * schemas (a 400 naming the field); dollar bounds are `Dollars` / MONEY_MAX in limits.ts.
 *
 * The stored records (CustomerRecord, ExternalVillage) keep the looser shape so a record saved before these rules
 * still loads; the rules apply to what is sent (CustomerPatch, ExternalVillageUpdate, MagicAssignRequest).
 */
import { z } from 'zod';
import { IsoDate } from './customer.ts';
import {
  birthDateError,
  isAustralianPhone,
  latestTodayIso,
  PHONE_MAX,
  PHONE_MESSAGE,
  pastDateError,
} from './person-rules.ts';

export * from './person-rules.ts';

/** A date of birth as a request sends it: a real ISO date meeting {@link birthDateError} (server's today). */
export const BirthDate = IsoDate.superRefine((iso, ctx) => {
  const message = birthDateError(iso, latestTodayIso());
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** A date on or before today (server's today, {@link latestTodayIso}). */
export const PastDate = IsoDate.superRefine((iso, ctx) => {
  const message = pastDateError(iso, latestTodayIso());
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** An optional Australian phone number as a request sends it (trimmed; '' = none). */
export const AustralianPhone = z
  .string()
  .trim()
  .max(PHONE_MAX, PHONE_MESSAGE)
  .refine(isAustralianPhone, PHONE_MESSAGE);

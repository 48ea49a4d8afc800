/**
 * The audit log reader: one page of
 * the caller's corporate's audit entries, newest first. Dates are whole days in the server's time zone
 * (`from` and `to` both included). `action` matches a whole dotted action or its prefix ('login' finds
 * login.success, login.failure and login.locked). Entries hold ids and facts, never passwords, tokens or
 * customers' personal data (apps/server/src/modules/audit).
 */
import { z } from 'zod';
import { PgIdValue } from '../limits.ts';
import { IsoDate } from './customer.ts';

/** Entries on one page at most. */
export const AUDIT_PAGE_SIZE_MAX = 100;

export const AuditLogRequest = z
  .object({
    userId: PgIdValue.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    action: z
      .string()
      .max(60)
      .regex(/^[A-Za-z.]*$/, 'An action is letters and dots, e.g. login.failure.')
      .optional(),
    page: z.number().int().min(0).max(100_000).default(0),
    pageSize: z.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    path: ['to'],
    message: 'The end date is before the start date.',
  });
export type AuditLogRequest = z.input<typeof AuditLogRequest>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  action: z.string(),
  userId: z.number().int().nullable(),
  /** The user's name and e-mail as they are now (null for an unknown e-mail's failed sign-in). */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogResponse = z.object({
  entries: z.array(AuditEntry),
  /** Entries matching the filters, over all pages. */
  total: z.number().int(),
  /** Every action the corporate's log holds, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;

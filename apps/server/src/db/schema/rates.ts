/**
 * Re-runs of reports on today's rates (admin Report Settings; module modules/rates): one row per
 * background job, with the reports it re-runs and its progress. At most one queued or running per corporate
 * (partial unique index), so two admins cannot start two at once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { corporates } from './corporates.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const ratesReruns = pgTable(
  'rates_reruns',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    /** The admin who started it (the job re-runs the reports corporate-wide on their behalf). */
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    /** The form ids listed when it was started, in the list's order (largest change first). */
    formIds: jsonb('form_ids').$type<number[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Bumped with every report re-run: a run without progress for long is considered lost. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('rates_reruns_corporate_idx').on(t.corporateId),
    uniqueIndex('rates_reruns_one_active_key')
      .on(t.corporateId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('rates_reruns_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type RatesRerunRow = typeof ratesReruns.$inferSelect;

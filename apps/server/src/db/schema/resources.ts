/**
 * Resources (spec §2.1 resources, §3.2 newsletter articles; module modules/resources): what an
 * operator's admins publish for their advisers: newsletter articles, webinar links and the Find An Adviser
 * directory. Every row belongs to one corporate (design §5 tenancy) and goes with it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AustralianState } from '@rlc/shared';
import { corporates } from './corporates.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const corporateId = () =>
  integer('corporate_id')
    .notNull()
    .references(() => corporates.id, { onDelete: 'cascade' });
const edited = {
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
};

/** Newsletter articles (spec §3.2): the body is the limited rich text of docs/adr/0012. */
export const newsletterArticles = pgTable(
  'newsletter_articles',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(false),
    ...edited,
  },
  (t) => [index('newsletter_articles_corporate_idx').on(t.corporateId, t.date)],
);

/** Webinars of Resources › software: a titled link with its date. */
export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    url: text('url').notNull(),
    ...edited,
  },
  (t) => [index('webinars_corporate_idx').on(t.corporateId, t.date)],
);

/** Find An Adviser: independent advisers and aged-care specialists the operator recommends. */
export const recommendedAdvisers = pgTable(
  'recommended_advisers',
  {
    id: serial('id').primaryKey(),
    corporateId: corporateId(),
    name: text('name').notNull(),
    business: text('business').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').$type<AustralianState>().notNull(),
    /** Four digits as text, so 0800 keeps its zero. */
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
    ...edited,
  },
  (t) => [
    index('recommended_advisers_corporate_idx').on(t.corporateId),
    check('recommended_advisers_postcode_check', sql`${t.postcode} ~ '^[0-9]{4}$'`),
  ],
);

export type NewsletterArticleRow = typeof newsletterArticles.$inferSelect;
export type WebinarRow = typeof webinars.$inferSelect;
export type RecommendedAdviserRow = typeof recommendedAdvisers.$inferSelect;

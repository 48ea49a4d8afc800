/**
 * Every SQL statement of the resources module (apps/server/src/modules/README.md): newsletter articles, webinars
 * and the Find An Adviser directory. Each statement is scoped to one corporate, so another corporate's id reads
 * as missing (404).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  newsletterArticles,
  recommendedAdvisers,
  webinars,
  type NewsletterArticleRow,
  type RecommendedAdviserRow,
  type WebinarRow,
} from '../../db/schema/index.ts';

export type { NewsletterArticleRow, RecommendedAdviserRow, WebinarRow };

/** Who wrote a change and when (every edit stamps both). */
export interface Stamp {
  userId: number | null;
  now: Date;
}
const stamped = (s: Stamp) => ({ updatedAt: s.now, updatedBy: s.userId });

// ---------------------------------------------------------------------------------------------- articles

export interface ArticleValues {
  title: string;
  date: string;
  summary: string;
  body: string;
  published: boolean;
}

/** The corporate's articles, newest date first (then newest written); `publishedOnly` for advisers. */
export function articleRows(db: DbOrTx, corporateId: number, publishedOnly: boolean) {
  return db
    .select()
    .from(newsletterArticles)
    .where(
      and(
        eq(newsletterArticles.corporateId, corporateId),
        publishedOnly ? eq(newsletterArticles.published, true) : undefined,
      ),
    )
    .orderBy(desc(newsletterArticles.date), desc(newsletterArticles.id));
}

const article = (corporateId: number, id: number) =>
  and(eq(newsletterArticles.corporateId, corporateId), eq(newsletterArticles.id, id));

/** One article of the corporate, locked for the rest of the transaction, or null. */
export async function articleRow(db: DbOrTx, corporateId: number, id: number) {
  const [row] = await db.select().from(newsletterArticles).where(article(corporateId, id)).for('update');
  return row ?? null;
}

export async function insertArticle(db: DbOrTx, corporateId: number, v: ArticleValues, s: Stamp) {
  const [row] = await db
    .insert(newsletterArticles)
    .values({ corporateId, ...v, ...stamped(s), createdAt: s.now })
    .returning();
  return row!;
}

export async function updateArticleRow(
  db: DbOrTx,
  corporateId: number,
  id: number,
  v: Partial<ArticleValues>,
  s: Stamp,
) {
  const [row] = await db
    .update(newsletterArticles)
    .set({ ...v, ...stamped(s) })
    .where(article(corporateId, id))
    .returning();
  return row ?? null;
}

export async function deleteArticleRow(db: DbOrTx, corporateId: number, id: number): Promise<void> {
  await db.delete(newsletterArticles).where(article(corporateId, id));
}

// ---------------------------------------------------------------------------------------------- webinars

export interface WebinarValues {
  title: string;
  date: string;
  url: string;
}

export function webinarRows(db: DbOrTx, corporateId: number) {
  return db
    .select()
    .from(webinars)
    .where(eq(webinars.corporateId, corporateId))
    .orderBy(desc(webinars.date), desc(webinars.id));
}

const webinar = (corporateId: number, id: number) =>
  and(eq(webinars.corporateId, corporateId), eq(webinars.id, id));

export async function webinarRow(db: DbOrTx, corporateId: number, id: number) {
  const [row] = await db.select().from(webinars).where(webinar(corporateId, id)).for('update');
  return row ?? null;
}

export async function insertWebinar(db: DbOrTx, corporateId: number, v: WebinarValues, s: Stamp) {
  const [row] = await db
    .insert(webinars)
    .values({ corporateId, ...v, ...stamped(s), createdAt: s.now })
    .returning();
  return row!;
}

export async function updateWebinarRow(
  db: DbOrTx,
  corporateId: number,
  id: number,
  v: WebinarValues,
  s: Stamp,
) {
  const [row] = await db
    .update(webinars)
    .set({ ...v, ...stamped(s) })
    .where(webinar(corporateId, id))
    .returning();
  return row ?? null;
}

export async function deleteWebinarRow(db: DbOrTx, corporateId: number, id: number): Promise<void> {
  await db.delete(webinars).where(webinar(corporateId, id));
}

// ---------------------------------------------------------------------------------------------- advisers

export type AdviserValues = Pick<
  RecommendedAdviserRow,
  'name' | 'business' | 'suburb' | 'state' | 'postcode' | 'phone' | 'email' | 'specialities'
>;

export function adviserRows(db: DbOrTx, corporateId: number) {
  return db
    .select()
    .from(recommendedAdvisers)
    .where(eq(recommendedAdvisers.corporateId, corporateId))
    .orderBy(asc(recommendedAdvisers.state), asc(recommendedAdvisers.suburb), asc(recommendedAdvisers.id));
}

const adviser = (corporateId: number, id: number) =>
  and(eq(recommendedAdvisers.corporateId, corporateId), eq(recommendedAdvisers.id, id));

export async function adviserRow(db: DbOrTx, corporateId: number, id: number) {
  const [row] = await db.select().from(recommendedAdvisers).where(adviser(corporateId, id)).for('update');
  return row ?? null;
}

export async function insertAdviser(db: DbOrTx, corporateId: number, v: AdviserValues, s: Stamp) {
  const [row] = await db
    .insert(recommendedAdvisers)
    .values({ corporateId, ...v, ...stamped(s), createdAt: s.now })
    .returning();
  return row!;
}

export async function updateAdviserRow(
  db: DbOrTx,
  corporateId: number,
  id: number,
  v: AdviserValues,
  s: Stamp,
) {
  const [row] = await db
    .update(recommendedAdvisers)
    .set({ ...v, ...stamped(s) })
    .where(adviser(corporateId, id))
    .returning();
  return row ?? null;
}

export async function deleteAdviserRow(db: DbOrTx, corporateId: number, id: number): Promise<void> {
  await db.delete(recommendedAdvisers).where(adviser(corporateId, id));
}

/** Whether the corporate has any resources yet (the demo seed adds its own only once). */
export async function hasResources(db: DbOrTx, corporateId: number): Promise<boolean> {
  const [a] = await db
    .select({ id: newsletterArticles.id })
    .from(newsletterArticles)
    .where(eq(newsletterArticles.corporateId, corporateId))
    .limit(1);
  return !!a;
}

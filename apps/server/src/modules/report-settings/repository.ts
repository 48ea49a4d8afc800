/**
 * Every SQL statement of the report settings module (apps/server/src/modules/README.md): the report content
 * blocks (`report_contents`, one row per corporate default or community override), the corporate variables
 * of spec §3.2 on `corporates`, and the report cover's logo (`corporate_logos`).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CorporateSettings, CorporateSettingsChange } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import { corporateLogos, corporates, reportContents } from '../../db/schema/index.ts';

export type ReportContentRow = typeof reportContents.$inferSelect;

/** Which blocks: the corporate defaults (`communityId` null) or one community's overrides. */
export interface ContentScope {
  corporateId: number;
  communityId: number | null;
}

const inScope = (s: ContentScope) =>
  and(
    eq(reportContents.corporateId, s.corporateId),
    s.communityId === null
      ? isNull(reportContents.communityId)
      : eq(reportContents.communityId, s.communityId),
  );

/** The blocks stored at one level, oldest first. */
export function contentRows(db: DbOrTx, scope: ContentScope): Promise<ReportContentRow[]> {
  return db.select().from(reportContents).where(inScope(scope)).orderBy(asc(reportContents.id));
}

/** One block at one level, or null. */
export async function contentRow(db: DbOrTx, scope: ContentScope, name: string) {
  const [row] = await db
    .select()
    .from(reportContents)
    .where(and(inScope(scope), eq(reportContents.name, name)))
    .limit(1);
  return row ?? null;
}

/** Writes a block's text (insert or replace; the unique key is corporate, community, name with nulls equal). */
export async function upsertContent(
  db: DbOrTx,
  scope: ContentScope,
  block: { name: string; content: string; userId: number; now: Date },
): Promise<void> {
  const values = { content: block.content, lastUpdated: block.now, updatedBy: block.userId };
  await db
    .insert(reportContents)
    .values({ ...scope, name: block.name, ...values })
    .onConflictDoUpdate({
      target: [reportContents.corporateId, reportContents.communityId, reportContents.name],
      set: values,
    });
}

/** Removes a block at one level (a community's override, so the corporate default applies again). */
export async function deleteContent(db: DbOrTx, scope: ContentScope, name: string): Promise<void> {
  await db.delete(reportContents).where(and(inScope(scope), eq(reportContents.name, name)));
}

/** The corporate's editable variables (spec §3.2), or null for an unknown corporate. */
export async function corporateSettingsRow(
  db: DbOrTx,
  corporateId: number,
): Promise<CorporateSettings | null> {
  const [row] = await db
    .select({
      renameHomeSecurityDeposit: corporates.renameHomeSecurityDeposit,
      renameChargeFeesRent: corporates.renameChargeFeesRent,
      magicEnabled: corporates.magicEnabled,
      magicLinkDays: corporates.magicLinkDays,
    })
    .from(corporates)
    .where(eq(corporates.id, corporateId))
    .limit(1)
    // Row lock when run in a transaction, so two admins' saves audit the right "before".
    .for('update');
  return row ?? null;
}

/** Writes the settings; `magicLinkDays` only when given (absent: unchanged). */
export async function updateCorporateSettingsRow(
  db: DbOrTx,
  corporateId: number,
  settings: CorporateSettingsChange,
): Promise<void> {
  const { magicLinkDays, ...rest } = settings;
  await db
    .update(corporates)
    .set({ ...rest, ...(magicLinkDays === undefined ? {} : { magicLinkDays }) })
    .where(eq(corporates.id, corporateId));
}

export type LogoRow = typeof corporateLogos.$inferSelect;

/** The corporate's logo row, or null when it has none. */
export async function logoRow(db: DbOrTx, corporateId: number): Promise<LogoRow | null> {
  const [row] = await db
    .select()
    .from(corporateLogos)
    .where(eq(corporateLogos.corporateId, corporateId))
    .limit(1);
  return row ?? null;
}

/** Writes the corporate's logo (insert or replace). */
export async function upsertLogoRow(db: DbOrTx, row: LogoRow): Promise<void> {
  const { corporateId: _key, ...rest } = row;
  await db
    .insert(corporateLogos)
    .values(row)
    .onConflictDoUpdate({ target: corporateLogos.corporateId, set: rest });
}

/** Removes the corporate's logo (nothing when it has none). */
export async function deleteLogoRow(db: DbOrTx, corporateId: number): Promise<void> {
  await db.delete(corporateLogos).where(eq(corporateLogos.corporateId, corporateId));
}

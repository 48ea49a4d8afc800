/**
 * Seeds a corporate's resources (the demo seed): articles, webinars and advisers, in one transaction,
 * only when the corporate has no article yet (idempotent: a second start writes nothing).
 */
import type { Db } from '../../db/client.ts';
import {
  hasResources,
  insertAdviser,
  insertArticle,
  insertWebinar,
  type AdviserValues,
  type ArticleValues,
  type WebinarValues,
} from './repository.ts';

export interface ResourcesSeed {
  articles: readonly ArticleValues[];
  webinars: readonly WebinarValues[];
  advisers: readonly AdviserValues[];
}

/** Writes `seed` for the corporate unless it has articles already; true when written. */
export async function seedResources(
  db: Db,
  owner: { corporateId: number; userId: number | null; now: Date },
  seed: ResourcesSeed,
): Promise<boolean> {
  const { corporateId } = owner;
  const stamp = { userId: owner.userId, now: owner.now };
  return db.transaction(async (tx) => {
    if (await hasResources(tx, corporateId)) return false;
    for (const a of seed.articles) await insertArticle(tx, corporateId, a, stamp);
    for (const w of seed.webinars) await insertWebinar(tx, corporateId, w, stamp);
    for (const a of seed.advisers) await insertAdviser(tx, corporateId, a, stamp);
    return true;
  });
}

/**
 * The bulk report generator (scripts/bulk-reports.ts, `npm run seed:bulk`) on the demo seed: 500 reports land in the
 * demo corporate only, each with its customer and options, made by a user of its community, with decisions that
 * agree with their status; the mix follows the documented chances; the same seed repeats; the analytics queries
 * count them.
 *
 * Tolerances: with 500 reports a share p has a standard deviation √(p(1−p)/500) ≤ 0.023, so each share is checked
 * to ±0.08 (about 3.5 deviations).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { runQuery } from '../src/modules/analytics/index.ts';
import { loadPrincipal } from '../src/modules/auth/principal.ts';
import { DEMO_CORPORATE, seedDemo } from '../src/modules/seed/index.ts';
import { generateBulkReports } from '../scripts/bulk-reports.ts';
import { createTestDb, type TestDb } from './helpers/db.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const DAY = 86_400_000;
let testDb: TestDb;
let corporateId: number;
let before: Set<number>;

const db = () => testDb.handle.db;
// Both drivers answer `execute` with `{ rows }`.
const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => {
  const r: unknown = await db().execute(q);
  return (r as { rows: T[] }).rows;
};

interface Made {
  id: number;
  community_id: number;
  created_by: number;
  status: string;
  client_response: string | null;
  choice_id: string | null;
  created_at: string;
  decision_at: string | null;
  archived_at: string | null;
  is_magic: boolean;
}

const made = async () =>
  (
    await rows<Made>(
      sql`select id, community_id, created_by, status, client_response, choice_id, created_at::text,
        decision_at::text, archived_at::text, is_magic from forms where corporate_id = ${corporateId} order by id`,
    )
  ).filter((f) => !before.has(f.id));

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemo(db(), { password: 'bulk-test-pass-1' });
  const [corp] = await db()
    .select()
    .from(schema.corporates)
    .where(eq(schema.corporates.name, DEMO_CORPORATE.name));
  corporateId = corp!.id;
  before = new Set((await db().select({ id: schema.forms.id }).from(schema.forms)).map((f) => f.id));
  const written = await generateBulkReports(db(), {
    corporateId,
    count: 500,
    advisers: 6,
    seed: 7,
    batchSize: 200,
    now: NOW,
  });
  expect(written).toBe(500);
});
afterAll(() => testDb.close());

describe('generateBulkReports', () => {
  it('adds 500 reports to the demo corporate only, each with its customer and an internal option', async () => {
    const mine = await made();
    expect(mine).toHaveLength(500);
    const all = await db().select({ id: schema.forms.id }).from(schema.forms);
    // Nothing in the other corporate: every new form is the demo corporate's.
    expect(all.length - before.size).toBe(500);
    // The new ids are consecutive (one sequence, nothing else writing): a range stands for the list.
    const [first, last] = [mine[0]!.id, mine.at(-1)!.id];
    expect(last - first).toBe(499);
    const [consumers] = await rows<{ n: number }>(
      sql`select count(*)::int as n from form_consumers where form_id between ${first} and ${last}`,
    );
    expect(consumers!.n).toBe(500);
    const [withoutInternal] = await rows<{ n: number }>(
      sql`select count(*)::int as n from forms f where f.id between ${first} and ${last} and not exists
        (select 1 from form_villages v where v.form_id = f.id and v.model_id = 1)`,
    );
    expect(withoutInternal!.n).toBe(0);
  });

  it('puts every report in a live community of the corporate, made by an active user working there', async () => {
    const communities = await db()
      .select()
      .from(schema.communities)
      .where(eq(schema.communities.corporateId, corporateId));
    const live = new Set(communities.filter((c) => c.deletedAt === null).map((c) => c.id));
    const members = await db()
      .select({ userId: schema.userCommunities.userId, communityId: schema.userCommunities.communityId })
      .from(schema.userCommunities)
      .innerJoin(schema.users, eq(schema.users.id, schema.userCommunities.userId))
      .where(and(eq(schema.users.corporateId, corporateId), eq(schema.users.state, 'active')));
    const staffed = new Set(members.map((m) => m.communityId));
    const works = new Set(members.map((m) => `${m.userId}:${m.communityId}`));
    const users = new Set(
      (
        await db()
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.corporateId, corporateId))
      ).map((u) => u.id),
    );
    for (const f of await made()) {
      expect(live.has(f.community_id)).toBe(true);
      expect(users.has(f.created_by)).toBe(true);
      // A community nobody works in takes any user of the corporate.
      if (staffed.has(f.community_id)) expect(works.has(`${f.created_by}:${f.community_id}`)).toBe(true);
    }
    // The 6 generated advisers exist, in the adviser role, and made reports.
    const generated = await rows<{ id: number; role: string }>(
      sql`select u.id, r.name as role from users u join roles r on r.id = u.role_id
        where u.email like ${`bulk.adviser.${corporateId}.%@bulk.test`}`,
    );
    expect(generated).toHaveLength(6);
    expect(new Set(generated.map((g) => g.role))).toEqual(new Set(['adviser']));
    const creators = new Set((await made()).map((f) => f.created_by));
    expect(generated.filter((g) => creators.has(g.id)).length).toBeGreaterThan(0);
  });

  it('dates reports over three years and decides them consistently with their status', async () => {
    const mine = await made();
    for (const f of mine) {
      const created = new Date(f.created_at).getTime();
      expect(created).toBeGreaterThanOrEqual(NOW.getTime() - 1095 * DAY);
      expect(created).toBeLessThanOrEqual(NOW.getTime());
      if (f.client_response === null) {
        expect(['NO_PDF', 'WAIT', 'MISSING']).toContain(f.status);
        expect(f.decision_at).toBeNull();
      } else {
        expect(f.status).toBe(f.client_response === 'yes' ? 'BUY' : 'NOTBUY');
        const decided = new Date(f.decision_at!).getTime();
        expect(decided).toBeGreaterThanOrEqual(created);
        expect(decided).toBeLessThanOrEqual(NOW.getTime());
      }
      if (f.client_response === 'no') expect(['home', 'ext', 'unk']).toContain(f.choice_id);
    }
    // A bought contract is one the report's internal options selected.
    const [foreign] = await rows<{ n: number }>(
      sql`select count(*)::int as n from forms f where f.id between ${mine[0]!.id} and ${mine.at(-1)!.id}
        and f.client_response = 'yes' and not exists (select 1 from form_villages v where v.form_id = f.id
          and v.model_id = 1 and v.selected_contract_ids @> to_jsonb(f.choice_id::int))`,
    );
    expect(foreign!.n).toBe(0);
  });

  it('follows the documented mix', async () => {
    const mine = await made();
    const share = (pred: (f: Made) => boolean, of: Made[] = mine) => of.filter(pred).length / of.length;
    const decided = mine.filter((f) => f.client_response !== null);
    // Decided: ∫ 0.75·min(1, a/120)·[a > 14] × 2(1 − a/1095)/1095 da over 0–1095 days ≈ 0.67.
    expect(share((f) => f.client_response !== null)).toBeGreaterThan(0.67 - 0.08);
    expect(share((f) => f.client_response !== null)).toBeLessThan(0.67 + 0.08);
    // Of the decided, 45 % buy.
    expect(share((f) => f.client_response === 'yes', decided)).toBeGreaterThan(0.45 - 0.08);
    expect(share((f) => f.client_response === 'yes', decided)).toBeLessThan(0.45 + 0.08);
    // Magic 15 %; archived 2 % (at most 0.02 + 0.03).
    expect(share((f) => f.is_magic)).toBeGreaterThan(0.15 - 0.08);
    expect(share((f) => f.is_magic)).toBeLessThan(0.15 + 0.08);
    expect(share((f) => f.archived_at !== null)).toBeLessThan(0.05);
    // Created in the last year: 1 − (1 − 365/1095)² = 5/9 ≈ 0.556 (recent years busier).
    const lastYear = share((f) => new Date(f.created_at).getTime() > NOW.getTime() - 365 * DAY);
    expect(lastYear).toBeGreaterThan(0.556 - 0.08);
    expect(lastYear).toBeLessThan(0.556 + 0.08);
    // Spread: more than one community and several creators.
    expect(new Set(mine.map((f) => f.community_id)).size).toBeGreaterThan(1);
    expect(new Set(mine.map((f) => f.created_by)).size).toBeGreaterThan(3);
  });

  it('repeats itself with the same seed', async () => {
    const key = (f: Made) =>
      [f.community_id, f.created_by, f.status, f.client_response, f.choice_id, f.created_at].join('|');
    const seen = new Set((await made()).map((f) => f.id));
    const run = async () => {
      await generateBulkReports(db(), { corporateId, count: 40, advisers: 6, seed: 3, now: NOW });
      const fresh = (await made()).filter((f) => !seen.has(f.id));
      fresh.forEach((f) => seen.add(f.id));
      // Contract ids of purchases are the same contracts, so the whole key repeats.
      return fresh.map(key);
    };
    const first = await run();
    expect(first).toHaveLength(40);
    expect(await run()).toEqual(first);
  });

  it('is counted by the analytics queries (Reports by status totals = the live reports)', async () => {
    const [admin] = await db().select().from(schema.users).where(eq(schema.users.email, 'admin@demo.test'));
    const caller = await loadPrincipal(db(), admin!);
    const deps = { db: db(), clock: () => NOW };
    const [live] = await rows<{ n: number }>(
      sql`select count(*)::int as n from forms where corporate_id = ${corporateId} and archived_at is null`,
    );
    const status = await runQuery(deps, caller, 'reportsByStatus', {});
    expect(status.totals?.created).toBe(live!.n);
    for (const name of ['analyticsOptions', 'decisionsOverTime', 'whyNot'] as const) {
      const answer = await runQuery(deps, caller, name, {});
      expect(answer.rows.length).toBeGreaterThan(0);
    }
  });
});

/**
 * The analytics pre-aggregates (ADR 0014, migrations 0010–0011, 0014–0015, 0018): the database's upkeep keeps both grains
 * (per creator, per community) equal to a full recount from the reports after any sequence of writes (a property
 * test over random sequences, single- and multi-row statements), and every query answers the same from each grain
 * as from the reports, for every kind of caller and filter. Which windows they can answer (whole months of Sydney)
 * and which callers and filters the per-community grain can answer are checked by hand.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { AnalyticsFiltersInput, AnalyticsQueryName } from '@rlc/shared';
import type { Db } from '../src/db/client.ts';
import { runQuery } from '../src/modules/analytics/index.ts';
import { communityGrainFits, wholeMonths } from '../src/modules/analytics/months/repository.ts';
import { ANALYTICS_NOW, useAnalyticsWorld } from './analytics-world.ts';

const QUERIES: AnalyticsQueryName[] = ['analyticsOptions', 'reportsByStatus', 'decisionsOverTime', 'whyNot'];

describe('wholeMonths: the date windows the pre-aggregates answer', () => {
  // Sydney is UTC+11 in summer (October–March) and UTC+10 in winter.
  it('takes a window from a first of the month to a first of the month, in Sydney', () => {
    // 1 Jul 2026 00:00 Sydney (UTC+10) = 30 Jun 14:00 UTC; 1 Jul 2027 = 30 Jun 2027 14:00 UTC.
    expect(
      wholeMonths({ from: new Date('2026-06-30T14:00:00Z'), until: new Date('2027-06-30T14:00:00Z') }),
    ).toEqual({ from: '2026-07-01', until: '2027-07-01' });
    // 1 Nov 2026 00:00 Sydney (UTC+11) = 31 Oct 13:00 UTC, to 1 Dec = 30 Nov 13:00 UTC: one month.
    expect(
      wholeMonths({ from: new Date('2026-10-31T13:00:00Z'), until: new Date('2026-11-30T13:00:00Z') }),
    ).toEqual({ from: '2026-11-01', until: '2026-12-01' });
  });

  it('refuses a window starting or ending inside a month (read from the reports instead)', () => {
    // 3 Nov 00:00 Sydney to 1 Dec: starts on the 3rd.
    expect(
      wholeMonths({ from: new Date('2026-11-02T13:00:00Z'), until: new Date('2026-11-30T13:00:00Z') }),
    ).toBeNull();
    // 1 Nov to 18 Nov 00:00 Sydney: ends on the 18th.
    expect(
      wholeMonths({ from: new Date('2026-10-31T13:00:00Z'), until: new Date('2026-11-17T13:00:00Z') }),
    ).toBeNull();
    // 1 Nov 00:00 UTC is 1 Nov 11:00 in Sydney: not a month's start there.
    expect(
      wholeMonths({ from: new Date('2026-11-01T00:00:00Z'), until: new Date('2026-11-30T13:00:00Z') }),
    ).toBeNull();
  });
});

const ctx = useAnalyticsWorld('aggregates');

/** The filter sets compared: none, presets (whole months), a community, statuses, a state, a role, self. */
function filterSets(): [string, AnalyticsFiltersInput][] {
  const { w } = ctx;
  return [
    ['no filter', {}],
    ['this financial year', { dates: { option: 'preset', preset: 'thisFinancialYear' } }],
    ['last month', { dates: { option: 'preset', preset: 'lastMonth' } }],
    ['North', { communities: { option: 'selected', selected: [w.north.id] } }],
    ['open statuses', { reportStatus: { option: 'selected', selected: ['WAIT', 'NO_PDF'] } }],
    ['QLD', { states: { option: 'selected', selected: ['QLD'] } }],
    ['manager role', { roles: { option: 'selected', selected: [w.roles.manager.id] } }],
    ['self', { users: { option: 'self' } }],
  ];
}

/** Every query × caller × filter set answers the same from the pre-aggregates as from the reports. */
async function expectSameAnswers(db: Db) {
  const deps = { db, clock: () => ANALYTICS_NOW };
  for (const who of ['admin', 'manager', 'adviser', 'self'] as const)
    for (const [label, filters] of filterSets())
      for (const name of QUERIES) {
        const bodies: AnalyticsFiltersInput[] =
          name === 'reportsByStatus'
            ? (['adviser', 'community', 'state', 'month'] as const).map((groupBy) => ({
                ...filters,
                groupBy,
              }))
            : [filters];
        for (const body of bodies) {
          // A filter naming what the caller may not see is 400 on every path.
          const answer = (preAggregates: boolean | 'perCreator') =>
            runQuery(deps, ctx.as[who], name, body, { preAggregates }).catch((err: Error) => err);
          const reports = await answer(false);
          // The per-creator grain, then the finest that fits (per community when no creator is needed).
          for (const source of ['perCreator', true] as const)
            expect({ who, label, name, body, source, answer: await answer(source) }).toEqual({
              who,
              label,
              name,
              body,
              source,
              answer: reports,
            });
        }
      }
}

/** `analytics_recount` of a corporate: the number of pre-aggregate rows it found different (0: exact upkeep). */
async function recount(db: Db, corporateId: number): Promise<number> {
  const { rows } = (await db.execute(sql`select analytics_recount(${corporateId}) as drift`)) as {
    rows: { drift: number }[];
  };
  return Number(rows[0]!.drift);
}

describe('pre-aggregates on the hand-built world', () => {
  it('the upkeep of the world’s writes left nothing for a recount to fix', async () => {
    expect(await recount(ctx.t.db, ctx.w.a.id)).toBe(0);
    expect(await recount(ctx.t.db, ctx.w.b.id)).toBe(0);
  });

  it('a recount finds and repairs drift in the per-community grain too', async () => {
    await thenRollBack(ctx.t.db, async (tx) => {
      // One row of each per-community table off by one (the per-creator rows untouched). Each counts twice in
      // the drift: the stored row the recount does not give, and the recounted row not stored: 2 × 2 = 4.
      await tx.execute(sql`update analytics_community_report_months set reports = reports + 1 where ctid =
        (select min(ctid) from analytics_community_report_months where corporate_id = ${ctx.w.a.id} and reports > 0)`);
      await tx.execute(sql`update analytics_community_option_months set reports = reports + 1 where ctid =
        (select min(ctid) from analytics_community_option_months where corporate_id = ${ctx.w.a.id} and reports > 0)`);
      expect(await recount(tx, ctx.w.a.id)).toBe(4);
      expect(await recount(tx, ctx.w.a.id)).toBe(0);
    });
  });

  it('a recount finds and repairs drift in the open reports per day', async () => {
    await thenRollBack(ctx.t.db, async (tx) => {
      // One day row off by one: the stored row the recount does not give, and the recounted row not stored: 2.
      await tx.execute(sql`update analytics_open_days set reports = reports + 1 where ctid =
        (select min(ctid) from analytics_open_days where corporate_id = ${ctx.w.a.id} and reports > 0)`);
      expect(await recount(tx, ctx.w.a.id)).toBe(2);
      expect(await recount(tx, ctx.w.a.id)).toBe(0);
    });
  });

  it('open reports on the days holding a waiting bucket’s edge count as the reports say', async () => {
    const { w } = ctx;
    const deps = { db: ctx.t.db, clock: () => ANALYTICS_NOW };
    const openTotals = async (db: Db) => {
      const { totals } = await runQuery({ ...deps, db }, ctx.as.admin, 'decisionsOverTime', {});
      return [0, 1, 2, 3].map((i) => Number(totals?.[`open${i}`] ?? 0));
    };
    const before = await openTotals(ctx.t.db);
    await thenRollBack(ctx.t.db, async (tx) => {
      // ANALYTICS_NOW is 20 Nov 2026 00:00 UTC. Its edges, now − 31, 91 and 181 days, are 20 Oct (11:00 in
      // Sydney), 21 Aug and 23 May (10:00 there) 00:00 UTC. A minute after an edge a report has waited one whole
      // day less than a minute before it, on the same Sydney day: 30 and 31 days, 90 and 91, 180 and 181 — buckets
      // 0 and 1, 1 and 2, 2 and 3. Open (no response), by two creators in both communities.
      const at = (days: number, minutes: number) =>
        new Date(ANALYTICS_NOW.getTime() - days * 86_400_000 + minutes * 60_000).toISOString();
      const creators = [
        [w.north.id, w.users.manager.id],
        [w.south.id, w.users.adviser.id],
      ] as const;
      for (const days of [31, 91, 181])
        for (const [i, minutes] of [1, -1].entries()) {
          const [community, by] = creators[i]!;
          await tx.execute(sql`insert into forms (corporate_id, community_id, created_by, created_at, updated_at,
            status) values (${w.a.id}, ${community}, ${by}, ${at(days, minutes)}, ${at(days, minutes)}, 'WAIT')`);
        }
      const after = await openTotals(tx);
      // Bucket 0: +1 (30 days); 1: +2 (31, 90); 2: +2 (91, 180); 3: +1 (181).
      expect(after.map((n, i) => n - before[i]!)).toEqual([1, 2, 2, 1]);
      expect(await recount(tx, w.a.id)).toBe(0);
      await expectSameAnswers(tx);
    });
  }, 240_000);

  it('the per-community grain answers only callers and filters that need no creator', async () => {
    const { w, as } = ctx;
    const db = ctx.t.db;
    const fits = (who: keyof typeof as, filters: Parameters<typeof communityGrainFits>[2]) =>
      communityGrainFits(db, as[who], filters);
    // accessCorporate: every report of the corporate, unless users or roles (creators) are chosen.
    expect(await fits('admin', {})).toBe(true);
    expect(await fits('admin', { communityIds: [w.south.id], statuses: ['WAIT'] })).toBe(true);
    expect(await fits('admin', { userIds: [w.users.manager.id] })).toBe(false);
    expect(await fits('admin', { roleIds: [w.roles.manager.id] })).toBe(false);
    // accessSelf only: its own reports, which only the creator tells.
    expect(await fits('self', {})).toBe(false);
    // accessCommunityWide (Max, North): all of Max's reports (f1, f3, f5, f6, f9) are North's, so his scope is
    // North's reports.
    expect(await fits('manager', {})).toBe(true);
    await thenRollBack(db, async (tx) => {
      // Max writes a report in South: his scope is North's reports plus that one, which needs the creator…
      await tx.execute(sql`insert into forms (corporate_id, community_id, created_by)
        values (${w.a.id}, ${w.south.id}, ${w.users.manager.id})`);
      expect(await communityGrainFits(tx, as.manager, {})).toBe(false);
      // …unless the community filter keeps to his communities (then it is North's reports).
      expect(await communityGrainFits(tx, as.manager, { communityIds: [w.north.id] })).toBe(true);
      // Archived, it is out of his scope again (its count in the pre-aggregate falls to zero).
      await tx.execute(sql`update forms set archived_at = now() where community_id = ${w.south.id}
        and created_by = ${w.users.manager.id}`);
      expect(await communityGrainFits(tx, as.manager, {})).toBe(true);
    });
  });

  it('answer every query like the reports, for every caller and filter', async () => {
    await expectSameAnswers(ctx.t.db);
  }, 240_000);
});

/** One write of the random sequences; `form` picks one of the corporate's five newest reports (0: the newest). */
type Write =
  | { kind: 'create'; south: boolean; by: number; daysAgo: number; options: number[][]; pdf: boolean }
  | { kind: 'decide'; form: number; yes: boolean; choice: number; after: number }
  | {
      kind: 'undecide' | 'archive' | 'unarchive' | 'magic' | 'delete' | 'dropOption' | 'finishPdf';
      form: number;
    }
  | { kind: 'queuePdf' | 'dropPdfs'; form: number }
  | { kind: 'addOptions' | 'editOptions'; form: number; options: number[][] }
  | { kind: 'moveOption'; form: number; to: number }
  | { kind: 'waitAll'; south: boolean }
  | { kind: 'removeCreator'; by: number };

const contractPicks = fc.array(fc.array(fc.nat(4), { maxLength: 3 }), { maxLength: 2 });
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    south: fc.boolean(),
    by: fc.nat(3),
    daysAgo: fc.nat(400),
    options: contractPicks,
    pdf: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('decide' as const),
    form: fc.nat(4),
    yes: fc.boolean(),
    choice: fc.nat(4),
    after: fc.nat(90),
  }),
  fc.record({
    kind: fc.constantFrom(
      'undecide' as const,
      'archive' as const,
      'unarchive' as const,
      'magic' as const,
      'delete' as const,
      'dropOption' as const,
    ),
    form: fc.nat(4),
  }),
  // PDFs change "has a finished PDF" only in a few orders (queued, then finished): give them more turns.
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('finishPdf' as const, 'queuePdf' as const, 'dropPdfs' as const),
      form: fc.nat(2),
    }),
    weight: 4,
  },
  fc.record({
    kind: fc.constantFrom('addOptions' as const, 'editOptions' as const),
    form: fc.nat(4),
    options: contractPicks,
  }),
  fc.record({ kind: fc.constant('moveOption' as const), form: fc.nat(4), to: fc.nat(4) }),
  fc.record({ kind: fc.constant('waitAll' as const), south: fc.boolean() }),
  fc.record({ kind: fc.constant('removeCreator' as const), by: fc.nat(3) }),
);

/** Applies one write with plain SQL, as the use cases' statements would (several rows at once where they may). */
async function apply(db: Db, w: Write) {
  const { w: world } = ctx;
  const corp = world.a.id;
  const { rows: contractRows } = (await db.execute(sql`select id from contracts order by id`)) as {
    rows: { id: number }[];
  };
  // The corporate's three contracts, the other corporate's, and a number no contract has.
  const contract = (i: number) => contractRows[i]?.id ?? 999_999;
  const users = [world.users.manager.id, world.users.adviser.id, world.users.self.id, world.users.admin.id];
  const details = (ids: number[]) =>
    JSON.stringify({ selectedContracts: ids.map((i) => ({ id: contract(i), report: true })) });
  const { rows: formRows } = (await db.execute(
    sql`select id from forms where corporate_id = ${corp} order by id`,
  )) as { rows: { id: number }[] };
  // Counted from the newest, so a sequence's writes often meet on the same few reports.
  const pick = (i: number) => formRows[formRows.length - 1 - (i % Math.max(1, formRows.length))]?.id ?? 0;
  const now = ANALYTICS_NOW.getTime();
  switch (w.kind) {
    case 'create': {
      const community = w.south ? world.south.id : world.north.id;
      const at = new Date(now - w.daysAgo * 86_400_000 - w.daysAgo * 3_600_000).toISOString();
      const { rows } = (await db.execute(sql`
        insert into forms (corporate_id, community_id, created_by, created_at, updated_at)
        values (${corp}, ${community}, ${users[w.by]}, ${at}, ${at}) returning id`)) as {
        rows: { id: number }[];
      };
      const id = rows[0]!.id;
      if (w.options.length > 0)
        await db.execute(sql`insert into form_villages (form_id, model_id, "order", details) values
          ${sql.join(
            w.options.map((ids, i) => sql`(${id}, 1, ${i}, ${details(ids)}::jsonb)`),
            sql`, `,
          )}`);
      if (w.pdf)
        await db.execute(
          sql`insert into form_pdfs (form_id, kind, status) values (${id}, 'summary', 'done')`,
        );
      return;
    }
    case 'decide':
      await db.execute(sql`update forms set client_response = ${w.yes ? 'yes' : 'no'},
        choice_id = ${w.yes ? String(contract(w.choice)) : (['home', 'ext', 'unk', 'home', 'other'][w.choice] ?? 'unk')},
        decision_at = created_at + ${w.after} * interval '1 day' + interval '5 hours',
        status = ${w.yes ? 'BUY' : 'NOTBUY'} where id = ${pick(w.form)}`);
      return;
    case 'undecide':
      await db.execute(sql`update forms set client_response = null, choice_id = null, decision_at = null,
        status = 'WAIT' where id = ${pick(w.form)}`);
      return;
    case 'archive':
      await db.execute(
        sql`update forms set archived_at = ${new Date(now).toISOString()} where id = ${pick(w.form)}`,
      );
      return;
    case 'unarchive':
      await db.execute(sql`update forms set archived_at = null where id = ${pick(w.form)}`);
      return;
    case 'magic':
      await db.execute(sql`update forms set is_magic = not is_magic where id = ${pick(w.form)}`);
      return;
    case 'delete':
      await db.execute(sql`delete from forms where id = ${pick(w.form)}`);
      return;
    case 'dropOption':
      await db.execute(sql`delete from form_villages where id =
        (select min(id) from form_villages where form_id = ${pick(w.form)})`);
      return;
    case 'addOptions':
      if (w.options.length > 0)
        await db.execute(sql`insert into form_villages (form_id, model_id, "order", details) values
          ${sql.join(
            w.options.map((ids, i) => sql`(${pick(w.form)}, 1, ${10 + i}, ${details(ids)}::jsonb)`),
            sql`, `,
          )}`);
      return;
    case 'editOptions':
      // Every option of the report at once (a multi-row statement).
      await db.execute(sql`update form_villages set details = ${details(w.options[0] ?? [])}::jsonb
        where form_id = ${pick(w.form)}`);
      return;
    case 'moveOption':
      await db.execute(sql`update form_villages set form_id = ${pick(w.to)} where id =
        (select max(id) from form_villages where form_id = ${pick(w.form)})`);
      return;
    case 'queuePdf':
      await db.execute(sql`insert into form_pdfs (form_id, kind) values (${pick(w.form)}, 'results')`);
      return;
    case 'finishPdf':
      await db.execute(
        sql`update form_pdfs set status = 'done', progress = 1 where form_id = ${pick(w.form)}`,
      );
      return;
    case 'dropPdfs':
      await db.execute(sql`delete from form_pdfs where form_id = ${pick(w.form)}`);
      return;
    case 'waitAll':
      await db.execute(sql`update forms set status = 'WAIT' where community_id =
        ${w.south ? world.south.id : world.north.id} and client_response is null`);
      return;
    case 'removeCreator':
      await db.execute(sql`update forms set created_by = null where created_by = ${users[w.by]}`);
      return;
  }
}

/** Rolls back whatever `fn` wrote (each property run starts from the hand-built world). */
class RolledBack extends Error {}
async function thenRollBack(db: Db, fn: (tx: Db) => Promise<void>) {
  await db
    .transaction(async (tx) => {
      await fn(tx);
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
}

describe('upkeep after random sequences of writes', () => {
  it('keeps the pre-aggregates equal to a full recount, and the queries equal to the reports', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 14 }), async (writes) => {
        await thenRollBack(ctx.t.db, async (tx) => {
          for (const w of writes) await apply(tx, w);
          const deps = { db: tx, clock: () => ANALYTICS_NOW };
          // The admin reads the per-community grain; the manager too until a sequence gives him a report
          // outside North. Both grains are compared with the reports.
          for (const who of ['admin', 'manager'] as const)
            for (const name of QUERIES) {
              const reports = await runQuery(deps, ctx.as[who], name, {}, { preAggregates: false });
              expect(await runQuery(deps, ctx.as[who], name, {})).toEqual(reports);
              expect(await runQuery(deps, ctx.as[who], name, {}, { preAggregates: 'perCreator' })).toEqual(
                reports,
              );
            }
          expect(await recount(tx, ctx.w.a.id)).toBe(0);
        });
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

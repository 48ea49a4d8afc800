/**
 * 'Options Considered & Decided' (POST analytics/query/analyticsOptions) on the hand-built world of
 * analytics-world.ts, whose table of reports the answers below are worked out from. Per group: considered, decided
 * to buy it, decided not to (decided otherwise), undecided, conversion = bought / considered, median whole days
 * from creation to decision of the decided ones. f5 considered no contract (external only) and f6 is archived:
 * neither counts anywhere; corporate B's report never does.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyticsFiltersInput, AnalyticsQueryResponse, AnalyticsRow } from '@rlc/shared';
import { useAnalyticsWorld } from './analytics-world.ts';
import { bearer } from './helpers/app.ts';
import { DEFAULT_PASSWORD } from './helpers/fixtures.ts';

const ctx = useAnalyticsWorld('options');

const query = (who: Parameters<typeof ctx.query>[0], filters: AnalyticsFiltersInput = {}) =>
  ctx.query(who, 'analyticsOptions', filters);

/** The six figures of one column group of a row ('all', or 't<typeId>'). */
function group(row: AnalyticsRow | null | undefined, prefix: string) {
  if (!row) throw new Error('no such row');
  const [considered, bought, notBought, undecided, conversion, medianDays] = [
    'Considered',
    'Bought',
    'NotBought',
    'Undecided',
    'Conversion',
    'MedianDays',
  ].map((k) => row[`${prefix}${k}`]);
  return { considered, bought, notBought, undecided, conversion, medianDays };
}
const rowNamed = (r: AnalyticsQueryResponse, name: string) => r.rows.find((x) => x.name === name);
const g = (
  considered: number,
  bought: number,
  notBought: number,
  undecided: number,
  conversion: number | null,
  medianDays: number | null,
) => ({ considered, bought, notBought, undecided, conversion, medianDays });
const ZERO = g(0, 0, 0, 0, null, null);

describe('Options Considered & Decided, corporate-wide', () => {
  it('per community and contract type, with totals over all reports', async () => {
    const r = await query('admin');
    const L = `t${ctx.w.licence.id}`;
    const S = `t${ctx.w.strata.id}`;
    expect(r.name).toBe('Options Considered & Decided');
    expect(r.rows.map((x) => x.name)).toEqual(['North Village', 'South Village']);
    const north = rowNamed(r, 'North Village');
    // North: f1, f2, f3, f4 considered a contract; f1 and f4 bought (Licence, Strata), f2 said no, f3 is open.
    // Days to decision: f1 10, f2 20, f4 5 → median 10.
    expect(group(north, 'all')).toEqual(g(4, 2, 1, 1, 0.5, 10));
    // Licence: f1 (bought it), f2 (no), f4 (bought Strata, so not Licence): 1 bought, 2 decided otherwise.
    expect(group(north, L)).toEqual(g(3, 1, 2, 0, 0.3333, 10));
    // Strata: f1 (bought Licence), f3 (open), f4 (bought it): days 10 and 5 → median 7.5.
    expect(group(north, S)).toEqual(g(3, 1, 1, 1, 0.3333, 7.5));
    const south = rowNamed(r, 'South Village');
    // South: f7 bought Licence after 30 days; f8 (Licence on two options, counted once) is open.
    expect(group(south, 'all')).toEqual(g(2, 1, 0, 1, 0.5, 30));
    expect(group(south, L)).toEqual(g(2, 1, 0, 1, 0.5, 30));
    expect(group(south, S)).toEqual(ZERO);
    // Totals: 6 reports, 3 bought (f1, f4, f7), 4 decided; days 5, 10, 20, 30 → median (10 + 20) / 2 = 15.
    expect(group(r.totals, 'all')).toEqual(g(6, 3, 1, 2, 0.5, 15));
    // Licence over both: f1, f2, f4, f7, f8; bought f1, f7; decided f1, f2, f4, f7 → median 15.
    expect(group(r.totals, L)).toEqual(g(5, 2, 2, 1, 0.4, 15));
    expect(group(r.totals, S)).toEqual(g(3, 1, 1, 1, 0.3333, 7.5));
  });

  it('columns: community, state, then six figures for all types and for each type considered; a header row groups them', async () => {
    const r = await query('admin');
    expect(r.columns.slice(0, 8).map((c) => [c.value, c.text, c.align, c.format])).toEqual([
      ['name', 'Community', 'left', 'text'],
      ['state', 'State', 'left', 'text'],
      ['allConsidered', 'Considered', 'right', 'count'],
      ['allBought', 'Decided to buy', 'right', 'count'],
      ['allNotBought', 'Decided not to buy', 'right', 'count'],
      ['allUndecided', 'Undecided', 'right', 'count'],
      ['allConversion', 'Conversion', 'right', 'percent'],
      ['allMedianDays', 'Median days to decision', 'right', 'days'],
    ]);
    expect(r.columns).toHaveLength(2 + 3 * 6);
    expect(r.headerRows).toEqual([
      [
        { text: '', colSpan: 2 },
        { text: 'All contract types', colSpan: 6 },
        { text: 'Licence', colSpan: 6 },
        { text: 'Strata', colSpan: 6 },
      ],
    ]);
    expect(r.config).toEqual({ dullZeros: true, sortBy: 'name', sortDesc: false });
    expect(JSON.stringify(r)).not.toContain('Foreign');
  });
});

describe('scoping: a caller never sees numbers of reports outside their access', () => {
  it("the North manager: only North's row, and totals equal to North's (no South in any figure)", async () => {
    const r = await query('manager');
    expect(r.rows.map((x) => x.name)).toEqual(['North Village']);
    expect(group(r.totals, 'all')).toEqual(g(4, 2, 1, 1, 0.5, 10));
    expect(group(r.totals, `t${ctx.w.licence.id}`)).toEqual(g(3, 1, 2, 0, 0.3333, 10));
  });

  it('the South adviser: only South, and no Strata group (nothing in their scope considered it)', async () => {
    const r = await query('adviser');
    expect(r.rows.map((x) => x.name)).toEqual(['South Village']);
    expect(group(r.totals, 'all')).toEqual(g(2, 1, 0, 1, 0.5, 30));
    expect(r.headerRows[0]!.map((h) => h.text)).toEqual(['', 'All contract types', 'Licence']);
  });

  it('the self-only adviser: their own f2 and f4 (days 20 and 5 → median 12.5)', async () => {
    const r = await query('self');
    expect(group(r.totals, 'all')).toEqual(g(2, 1, 1, 0, 0.5, 12.5));
  });

  it('naming another community (in the corporate or not), user or role is 400 and never widens the scope', async () => {
    const refusals: [Parameters<typeof query>[0], AnalyticsFiltersInput][] = [
      ['manager', { communities: { option: 'selected', selected: [ctx.w.south.id] } }],
      ['admin', { communities: { option: 'selected', selected: [ctx.w.bSite.id] } }],
      ['manager', { users: { option: 'selected', selected: [ctx.w.users.adviser.id] } }],
      ['admin', { users: { option: 'selected', selected: [ctx.w.users.bAdmin.id] } }],
      ['admin', { roles: { option: 'selected', selected: [ctx.w.roles.bAdmin.id] } }],
    ];
    for (const [who, filters] of refusals) {
      const err = await query(who, filters).catch((e: unknown) => e);
      expect(err, JSON.stringify(filters)).toMatchObject({ code: 'VALIDATION', statusCode: 400 });
    }
  });
});

describe('filters (corporate-wide caller)', () => {
  it('dates: October in Sydney holds f1, f2, f7; f3 (31 Oct 14:00 UTC = 1 Nov in Sydney) is November', async () => {
    const r = await query('admin', { dates: { option: 'range', from: '2026-10-01', to: '2026-10-31' } });
    // North: f1 bought after 10 days, f2 said no after 20 → median 15. South: f7 bought after 30.
    expect(group(rowNamed(r, 'North Village'), 'all')).toEqual(g(2, 1, 1, 0, 0.5, 15));
    expect(group(rowNamed(r, 'South Village'), 'all')).toEqual(g(1, 1, 0, 0, 1, 30));
    expect(group(r.totals, 'all')).toEqual(g(3, 2, 1, 0, 0.6667, 20));
  });

  it('this month (November 2026 on the 20th): f3 and f8, both open; f5 considered nothing', async () => {
    const r = await query('admin', { dates: { option: 'preset', preset: 'thisMonth' } });
    expect(group(r.totals, 'all')).toEqual(g(2, 0, 0, 2, 0, null));
  });

  it('users: self (the admin wrote none) gives no rows; a chosen user gives their reports only', async () => {
    const none = await query('admin', { users: { option: 'self' } });
    expect(none.rows).toEqual([]);
    expect(none.totals).toBeNull();
    const sol = await query('admin', { users: { option: 'selected', selected: [ctx.w.users.self.id] } });
    expect(group(sol.totals, 'all')).toEqual(g(2, 1, 1, 0, 0.5, 12.5));
  });

  it("roles: the community manager's role holds f1 and f3 (f5 considered nothing)", async () => {
    const r = await query('admin', { roles: { option: 'selected', selected: [ctx.w.roles.manager.id] } });
    expect(group(r.totals, 'all')).toEqual(g(2, 1, 0, 1, 0.5, 10));
  });

  it('states and communities: QLD and South are the South row alone', async () => {
    for (const filters of [
      { states: { option: 'selected', selected: ['QLD'] } },
      { communities: { option: 'selected', selected: [ctx.w.south.id] } },
    ] as AnalyticsFiltersInput[]) {
      const r = await query('admin', filters);
      expect(r.rows.map((x) => x.name)).toEqual(['South Village']);
      expect(group(r.totals, 'all')).toEqual(g(2, 1, 0, 1, 0.5, 30));
    }
  });

  it('report status: WAIT holds f3 and f8', async () => {
    const r = await query('admin', { reportStatus: { option: 'selected', selected: ['WAIT'] } });
    expect(group(r.totals, 'all')).toEqual(g(2, 0, 0, 2, 0, null));
  });
});

describe('over HTTP', () => {
  it('answers the query in data; an unknown query name or id is 400', async () => {
    const jwt = await ctx.t.login(ctx.w.users.manager.email, DEFAULT_PASSWORD);
    const url = '/api/app/v1/analytics/query/analyticsOptions';
    const ok = await ctx.t.app.inject({ method: 'POST', url, headers: bearer(jwt), payload: {} });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: AnalyticsQueryResponse }>().data.rows.map((x) => x.name)).toEqual([
      'North Village',
    ]);
    const foreign = await ctx.t.app.inject({
      method: 'POST',
      url,
      headers: bearer(jwt),
      payload: { communities: { option: 'selected', selected: [ctx.w.south.id] } },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ error: { code: string } }>().error.code).toBe('VALIDATION');
    const unknown = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/v1/analytics/query/noSuchQuery',
      headers: bearer(jwt),
      payload: {},
    });
    expect(unknown.statusCode).toBe(400);
  });
});

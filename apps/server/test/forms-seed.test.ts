/**
 * The two sample report forms of the demo seed: seeded once for the demo adviser, idempotent, and
 * both produce a customised summary through the engine at the app's date. Beside them, the analytics sample
 * (demo-analytics.ts): seventeen reports by the demo admin and manager, which the adviser also sees in
 * their communities, so the adviser's own two are picked out by their creator.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forms } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { seedDemoForms } from '../src/modules/seed/demo-forms.ts';
import { useFormsApp, DEMO_TEST_PASSWORD, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

describe('demo report forms', () => {
  it('seeds the worked household and the couple for the adviser, once', async () => {
    const list = await f.call('POST', '/forms', f.jwt.adviser, { sort: 'clientName', desc: false });
    expect(list.status).toBe(200);
    const names = list.body.data.forms
      .filter((x) => x.createdBy?.name === 'Sam Taylor')
      .map((x) => [x.reportName, x.communityName]);
    expect(names).toEqual([
      ['John and Mary Citizen', 'Harbour View Retirement Village'],
      ['Margaret Walsh', 'Sunny Grove Village'],
    ]);
    // Seeding again (next start) writes nothing.
    expect(await seedDemoForms(f.t.db)).toBe(0);
    expect((await seedDemo(f.t.db, { password: DEMO_TEST_PASSWORD })).seeded).toBe(false);
    // Two for the main demo's adviser, one for the second operator's (demo-second.ts) and the 17 of the analytics
    // sample.
    expect(await f.t.db.select().from(forms)).toHaveLength(20);
    // The self-only adviser did not create them and sees none.
    expect((await f.call('POST', '/forms', f.jwt.self, {})).body.data.forms).toEqual([]);
  });

  it('gives each a customised summary: the single compares home, Sunny Grove and a land-lease home; the couple two Harbour View contracts', async () => {
    const [mine] = await f.t.db.select().from(forms).limit(1).orderBy(forms.id);
    const all = await f.t.db
      .select()
      .from(forms)
      .where(and(eq(forms.isMagic, false), eq(forms.createdBy, mine!.createdBy!)));
    const results = await Promise.all(
      all.map((row) => f.call('POST', `/form/${row.id}/summary`, f.jwt.adviser, {})),
    );
    const byColumns = results.map((r) => {
      expect(r.status).toBe(200);
      expect(r.body.data.simple).toBe(false);
      return r.body.data.columns.map((c) => c.type);
    });
    expect(byColumns.sort()).toEqual([
      ['home', 'internal', 'external'],
      ['home', 'internal', 'internal'],
    ]);
  });

  it("the second operator's sample report exists and is out of the main demo adviser's reach", async () => {
    const [mine] = await f.t.db.select().from(forms).limit(1).orderBy(forms.id);
    const [theirs] = await f.t.db.select().from(forms).where(ne(forms.corporateId, mine!.corporateId));
    expect(theirs).toBeDefined();
    expect((await f.call('POST', `/form/${theirs!.id}/summary`, f.jwt.admin, {})).status).toBe(404);
    expect((await f.call('GET', `/form/${theirs!.id}`, f.jwt.adviser)).status).toBe(404);
  });
});

// Issue 15 "Audit log … and an admin can read it (filter by user and date)": POST audit/log answers the caller's
// corporate's entries only, newest first, filtered by user, Sydney calendar days and action prefix, a page at a time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@rlc/shared';
import { users } from '../src/db/schema/index.ts';
import { audit } from '../src/modules/audit/index.ts';
import { DEMO_TEST_PASSWORD, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

async function userRow(email: string) {
  const [row] = await f.t.db
    .select({ id: users.id, corporateId: users.corporateId })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

const read = async (jwt: string, body: object) => {
  const res = await f.call('POST', '/audit/log', jwt, body);
  return { status: res.status, data: res.body.data as AuditLogResponse };
};

/**
 * Entries in 2020 (far from the log the sign-ins of this run write), all with actions under 'probe.':
 *   a  demo adviser, demo corporate, 2020-06-30T13:30Z = 30 Jun 23:30 in Sydney (AEST, UTC+10)
 *   b  demo adviser, demo corporate, 2020-06-30T14:30Z =  1 Jul 00:30 in Sydney
 *   c  demo admin, no corporate written (counts as the demo corporate's through its user), 2020-07-02T00:00Z
 *   d  coastline admin, coastline corporate, 2020-07-01T00:00Z: never in the demo corporate's answers
 *   e  no user, no corporate (a sign-in with an unknown e-mail): nobody's corporate
 */
async function writeEntries() {
  const adviser = await userRow('adviser@demo.test');
  const admin = await userRow('admin@demo.test');
  const other = await userRow('admin@coastline.test');
  const at = (iso: string) => new Date(iso);
  await audit(f.t.db, {
    action: 'probe.a',
    at: at('2020-06-30T13:30:00Z'),
    userId: adviser.id,
    corporateId: adviser.corporateId,
  });
  await audit(f.t.db, {
    action: 'probe.b',
    at: at('2020-06-30T14:30:00Z'),
    userId: adviser.id,
    corporateId: adviser.corporateId,
  });
  await audit(f.t.db, { action: 'probe.c', at: at('2020-07-02T00:00:00Z'), userId: admin.id });
  await audit(f.t.db, {
    action: 'probe.d',
    at: at('2020-07-01T00:00:00Z'),
    userId: other.id,
    corporateId: other.corporateId,
  });
  await audit(f.t.db, {
    action: 'probe.e',
    at: at('2020-07-01T01:00:00Z'),
    details: { reason: 'unknown e-mail' },
  });
  return { adviser, admin, other };
}

describe('POST audit/log', () => {
  it("answers only the caller's corporate's entries, newest first, with the user's name and e-mail", async () => {
    await writeEntries();
    const { status, data } = await read(f.jwt.admin, { from: '2020-01-01', to: '2020-12-31' });
    expect(status).toBe(200);
    // c (2 Jul), b (1 Jul 00:30 Sydney), a (30 Jun): d is Coastline's, e nobody's.
    expect(data.entries.map((e) => e.action)).toEqual(['probe.c', 'probe.b', 'probe.a']);
    expect(data.total).toBe(3);
    expect(data.entries[0]).toMatchObject({ userEmail: 'admin@demo.test', at: '2020-07-02T00:00:00.000Z' });
    expect(data.actions).toContain('probe.a');
    expect(data.actions).not.toContain('probe.d');
    expect(data.actions).not.toContain('probe.e');
  });

  it('filters by Sydney calendar days: 1 July starts at 14:00 UTC on 30 June', async () => {
    const { data } = await read(f.jwt.admin, { from: '2020-07-01', to: '2020-07-01' });
    // b at 00:30 on 1 July in Sydney is in; a at 23:30 on 30 June and c on 2 July (10:00 Sydney) are out.
    expect(data.entries.map((e) => e.action)).toEqual(['probe.b']);
  });

  it('filters by user and by action prefix, and pages', async () => {
    const adviser = await userRow('adviser@demo.test');
    const byUser = await read(f.jwt.admin, { userId: adviser.id, action: 'probe' });
    expect(byUser.data.entries.map((e) => e.action)).toEqual(['probe.b', 'probe.a']);
    const exact = await read(f.jwt.admin, { action: 'probe.a' });
    expect(exact.data.entries.map((e) => e.action)).toEqual(['probe.a']);
    // 'prob' is not a whole dotted part, so it finds nothing.
    expect((await read(f.jwt.admin, { action: 'prob' })).data.total).toBe(0);
    const second = await read(f.jwt.admin, { action: 'probe', page: 1, pageSize: 2 });
    expect(second.data.total).toBe(3);
    expect(second.data.entries.map((e) => e.action)).toEqual(['probe.a']);
  });

  it("another corporate's admin sees none of them, even asking for a demo user by id", async () => {
    const coastline = await f.t.login('admin@coastline.test', DEMO_TEST_PASSWORD);
    const adviser = await userRow('adviser@demo.test');
    const theirs = await read(coastline, { action: 'probe' });
    expect(theirs.data.entries.map((e) => e.action)).toEqual(['probe.d']);
    expect((await read(coastline, { userId: adviser.id })).data.total).toBe(0);
  });

  it('is refused to users without updateCorporate, and checks its filters', async () => {
    expect((await read(f.jwt.adviser, {})).status).toBe(403);
    const backwards = await f.call('POST', '/audit/log', f.jwt.admin, {
      from: '2020-07-02',
      to: '2020-07-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.issues.map((i) => i.path)).toEqual(['to']);
    const wild = await f.call('POST', '/audit/log', f.jwt.admin, { action: "probe' or 1=1" });
    expect(wild.status).toBe(400);
  });
});

describe('what the log records (deletions and exports)', () => {
  it("an option's deletion and an analytics Excel export, each naming who did it", async () => {
    const created = await f.call('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.sunny,
    });
    const formId = Number(created.body.data.formId);
    const option = await f.call('POST', `/form/${formId}/createVillage/2`, f.jwt.adviser, {});
    const villageId = option.body.data.village.id;
    const deleted = await f.call('POST', `/form/${formId}/village/2/${villageId}/delete`, f.jwt.adviser, {});
    expect(deleted.status).toBe(200);
    const adviser = await userRow('adviser@demo.test');
    const deletions = await read(f.jwt.admin, { action: 'form.option.delete', userId: adviser.id });
    expect(deletions.data.entries[0]?.details).toEqual({ formId, modelId: 2, villageId });

    const excel = await f.t.app.inject({
      method: 'POST',
      url: '/api/app/v1/analytics/query/analyticsOptions/excel',
      headers: { authorization: `Bearer ${f.jwt.admin}` },
      payload: {},
    });
    expect(excel.statusCode).toBe(200);
    const admin = await userRow('admin@demo.test');
    const exports = await read(f.jwt.admin, { action: 'analytics.export', userId: admin.id });
    expect(exports.data.total).toBe(1);
    expect(exports.data.entries[0]?.details).toMatchObject({ query: 'analyticsOptions' });
    expect(typeof exports.data.entries[0]?.details?.rows).toBe('number');
  });
});

/**
 * POST forms runs search, sort and paging in the database: pages of 25 / 50 / 100 with the total,
 * a page past the end answers the last page, search is case-insensitive on the names (also non-ASCII ones) and
 * the community name, and sorts follow what the list shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
let token: string;
const made: number[] = [];

async function form(firstName: string, lastName: string, community = f.communityId.sunny) {
  const created = await f.call('POST', '/forms/create', token, { communityId: community });
  const id = created.body.data.formId;
  const version = (await f.call('GET', `/form/${id}`, token)).body.data.version;
  await f.call('POST', `/form/${id}/customer`, token, { data: { firstName, lastName }, version });
  made.push(id);
  return id;
}

beforeAll(async () => {
  f = await createFormsApp();
  token = f.jwt.adviser;
  for (let i = 0; i < 27; i++) await form(`Page${String(i).padStart(2, '0')}`, 'Tester');
  await form('Đức', 'Nguyễn', f.communityId.harbour);
}, 60_000);
afterAll(() => f.t.close());

const list = (body: object) => f.call('POST', '/forms', token, body);

describe('forms list in SQL', () => {
  it('answers 25 rows by default with the total, and the rest on the next page', async () => {
    const first = await list({});
    const total = first.body.data.total;
    expect(total).toBeGreaterThanOrEqual(28);
    expect(first.body.data).toMatchObject({ page: 0, pageSize: 25 });
    expect(first.body.data.forms).toHaveLength(25);
    const second = await list({ page: 1 });
    expect(second.body.data.forms).toHaveLength(Math.min(25, total - 25));
    const ids = [...first.body.data.forms, ...second.body.data.forms].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list({ pageSize: 50 })).body.data.forms).toHaveLength(Math.min(50, total));
    expect((await list({ pageSize: 30 })).status).toBe(400);
  });

  it('answers the last page for a page past the end', async () => {
    const res = await list({ page: 99, pageSize: 100 });
    expect(res.body.data.page).toBe(0);
    expect(res.body.data.forms.length).toBe(res.body.data.total);
  });

  it('searches case-insensitively on the names, also non-ASCII ones, and on the community name', async () => {
    for (const search of ['đức', 'NGUYỄN', 'Đức Nguyễn']) {
      const res = await list({ search });
      expect(res.body.data.total).toBe(1);
      expect(res.body.data.forms[0]).toMatchObject({ clientName: 'Đức Nguyễn', reportName: 'Đức Nguyễn' });
    }
    const page = await list({ search: 'page1' });
    expect(page.body.data.total).toBe(10);
    const harbour = await list({ search: 'harbour view' });
    expect(harbour.body.data.forms.map((x) => x.id)).toContain(made.at(-1));
    expect((await list({ search: '100%_' })).body.data.total).toBe(0);
  });

  it('sorts by report name both ways across pages, ties newest id first', async () => {
    const asc = await list({ search: 'tester', sort: 'reportName', desc: false, pageSize: 25 });
    const next = await list({ search: 'tester', sort: 'reportName', desc: false, page: 1 });
    const names = [...asc.body.data.forms, ...next.body.data.forms].map((x) => x.reportName);
    expect(names).toHaveLength(27);
    expect(names[0]).toBe('Page00 Tester');
    expect(names).toEqual([...names].sort());
    const desc = await list({ search: 'tester', sort: 'reportName', desc: true });
    expect(desc.body.data.forms[0]!.reportName).toBe('Page26 Tester');
  });

  it('sorts by community name and by status label', async () => {
    const byCommunity = await list({ sort: 'communityName', desc: false, pageSize: 100 });
    const communities = byCommunity.body.data.forms.map((x) => x.communityName.toLowerCase());
    expect(communities).toEqual([...communities].sort());
    const byStatus = await list({ sort: 'status', desc: false, pageSize: 100 });
    expect(byStatus.body.data.forms.length).toBe(byStatus.body.data.total);
  });
});

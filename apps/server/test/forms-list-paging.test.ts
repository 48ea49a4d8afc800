/**
 * POST forms runs search, sort and paging in the database: pages of 25 / 50 / 100 with the total,
 * a page past the end answers the last page, search is case-insensitive on the names (also non-ASCII ones) and
 * the community name, and sorts follow what the list shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fillMissingCustomerNames } from '../src/modules/forms/repository.ts';
import { createFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
let token: string;
let ducId: number;
let zoeId: number;

async function form(firstName: string, lastName: string, community = f.communityId.sunny) {
  const created = await f.call('POST', '/forms/create', token, { communityId: community });
  const id = created.body.data.formId;
  const version = (await f.call('GET', `/form/${id}`, token)).body.data.version;
  await f.call('POST', `/form/${id}/customer`, token, { data: { firstName, lastName }, version });
  return id;
}

beforeAll(async () => {
  f = await createFormsApp();
  token = f.jwt.adviser;
  for (let i = 0; i < 27; i++) await form(`Page${String(i).padStart(2, '0')}`, 'Tester');
  ducId = await form('Đức', 'Nguyễn', f.communityId.harbour);
  zoeId = await form('Zoë 秀英', "O'Brien-Müller");
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
    expect(harbour.body.data.forms.map((x) => x.id)).toContain(ducId);
    expect((await list({ search: '100%_' })).body.data.total).toBe(0);
  });

  it('ignores accents, apostrophes and hyphens in the names, as people type them', async () => {
    // Typed without the marks: đ is spelled d, ễ loses its two accents, ü its diaeresis, ë its diaeresis.
    for (const search of ['duc', 'Duc Nguyen', 'nguyen']) {
      const res = await list({ search });
      expect(res.body.data.forms.map((x) => x.clientName)).toEqual(['Đức Nguyễn']);
    }
    // "O'Brien-Müller": the apostrophe goes, the hyphen reads as a space.
    for (const search of ['obrien', 'OBrien Muller', "o'brien-müller", 'zoe 秀英', 'muller']) {
      const res = await list({ search });
      expect(res.body.data.forms.map((x) => x.clientName)).toEqual(["Zoë 秀英 O'Brien-Müller"]);
    }
    expect((await list({ search: 'mueller' })).body.data.total).toBe(0);
  });

  it('folds again, at start, names stored before the fold (search_text cleared by migration 0019)', async () => {
    await f.t.db.execute(sql`update form_consumers set search_text = null where form_id = ${zoeId}`);
    expect((await list({ search: 'obrien' })).body.data.total).toBe(0);
    expect(await fillMissingCustomerNames(f.t.db)).toBe(1);
    const res = await list({ search: 'obrien muller' });
    expect(res.body.data.forms.map((x) => x.id)).toEqual([zoeId]);
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

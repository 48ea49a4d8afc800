/**
 * The shell's post-login message and "What's new" highlights (spec §2.4, §3.13): an admin with
 * updateCorporateReport writes them as corporate blocks on Report Settings; every signed-in user reads them with
 * GET shellContent; they are never part of a community's report content (the table they share).
 */
import { describe, expect, it } from 'vitest';
import { highlightsOf, type ReportContentList, type ShellContentResponse } from '@rlc/shared';
import { useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

type Answer<T> = { status: number; body: { data: T; error: { code: string } } };
const call = <T>(method: 'GET' | 'POST', url: string, jwt: string, body?: unknown) =>
  f.call(method, url, jwt, body) as unknown as Promise<Answer<T>>;
const MESSAGE = encodeURIComponent('Post-login message');
const NEWS = encodeURIComponent("What's new");

describe('post-login message and highlights', () => {
  it('are empty until written, then every user reads what the admin saved', async () => {
    const empty = await call<ShellContentResponse>('GET', '/shellContent', f.jwt.self);
    expect(empty.body.data).toEqual({ message: null, highlights: [] });

    const saved = await call<{ lastUpdated: string }>(
      'POST',
      `/shellContent/corporate/${MESSAGE}`,
      f.jwt.admin,
      {
        content: '## Welcome back\n\nRates for **March** are loaded.',
      },
    );
    expect(saved.status).toBe(200);
    await call('POST', `/shellContent/corporate/${NEWS}`, f.jwt.admin, {
      content: 'Two new things:\n- Help › Roles & Permissions\n- Consult Mode\n\nNot an item.',
    });

    const read = await call<ShellContentResponse>('GET', '/shellContent', f.jwt.self);
    expect(read.status).toBe(200);
    expect(read.body.data.message).toEqual({
      content: '## Welcome back\n\nRates for **March** are loaded.',
      lastUpdated: saved.body.data.lastUpdated,
    });
    // Two list items, the lines around them ignored.
    expect(read.body.data.highlights.map((h) => h.text)).toEqual([
      'Help › Roles & Permissions',
      'Consult Mode',
    ]);

    const list = await call<ReportContentList>('GET', '/shellContent/corporate', f.jwt.admin);
    expect(list.body.data.blocks.map((b) => b.name)).toEqual(['Post-login message', "What's new"]);
  });

  it('only updateCorporateReport edits them; a report block name is not a shell block', async () => {
    const res = await call('POST', `/shellContent/corporate/${MESSAGE}`, f.jwt.adviser, { content: 'x' });
    expect(res.status).toBe(403);
    expect((await call('GET', '/shellContent/corporate', f.jwt.adviser)).status).toBe(403);
    const wrong = await call('POST', '/shellContent/corporate/Introduction', f.jwt.admin, { content: 'x' });
    expect(wrong.status).toBe(400);
  });

  it("never appear in a community's report content", async () => {
    await call('POST', `/shellContent/corporate/${MESSAGE}`, f.jwt.admin, { content: 'Shell only' });
    const res = await call<{ community: { reportContent: { name: string }[] } }>(
      'GET',
      `/community/${f.communityId.sunny}`,
      f.jwt.admin,
    );
    expect(res.status).toBe(200);
    const names = JSON.stringify(res.body.data);
    expect(names).not.toContain('Post-login message');
    expect(names).not.toContain('Shell only');
  });
});

describe('highlightsOf', () => {
  it('keeps list items only, ids by text, so rewording gives a new id', () => {
    const a = highlightsOf('- One\n* Two\n3. Three\nplain');
    expect(a.map((h) => h.text)).toEqual(['One', 'Two', 'Three']);
    expect(new Set(a.map((h) => h.id)).size).toBe(3);
    expect(highlightsOf('- One')[0]!.id).toBe(a[0]!.id);
    expect(highlightsOf('- One!')[0]!.id).not.toBe(a[0]!.id);
  });
});

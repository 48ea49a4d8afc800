/**
 * Resources (module `resources`): newsletter articles (spec §7 "GET content/newsletter-articles returns
 * a list"), webinars and Find An Adviser over HTTP — list, create, edit, publish, delete; the adminReports refusal
 * for an adviser; another corporate's ids answering 404; audit rows; validation messages beside the fields; and
 * the user manual (spec §7 "GET content/url/{name} returns url and filename"): a real PDF of more than three pages
 * whose text holds the chapters of docs/user-manual.md, served only through a live session's signed link.
 *
 * Demo data (modules/seed/demo-resources.ts): 3 articles of which 2 published, 3 webinars, 8 advisers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ContentUrlResponse,
  NewsletterArticle,
  NewsletterArticleResponse,
  RecommendedAdviser,
  Webinar,
} from '@rlc/shared';
import { auditLog } from '../src/db/schema/index.ts';
import { createCorporate, createUser } from './helpers/fixtures.ts';
import { useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

let stranger = '';

async function call<T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await f.call(method, url, token, body);
  return { status: res.status, data: res.body.data as T, error: res.body.error };
}

const article = {
  title: 'Rates day',
  date: '2026-11-20',
  summary: 'What changed.',
  body: '## Heading\n\nSome **bold** words.',
  published: false,
};

beforeAll(async () => {
  const other = await createCorporate(f.t.db, 'Resources Other Operator');
  const admin = await createUser(f.t.db, {
    corporateId: other.id,
    email: 'admin@resources-other.test',
    permissions: ['accessCorporate', 'updateCorporateReport'],
  });
  stranger = await f.t.login(admin.user.email, admin.password);
});

describe('newsletter articles', () => {
  it('an adviser lists the published demo articles only, newest date first', async () => {
    const res = await call<NewsletterArticle[]>('GET', '/content/newsletter-articles', f.jwt.adviser);
    expect(res.status).toBe(200);
    // Seeded: 22/09/2026 and 12/08/2026 published, the 05/10/2026 draft not.
    expect(res.data.map((a) => a.date)).toEqual(['2026-09-22', '2026-08-12']);
    expect(res.data.every((a) => a.published)).toBe(true);
  });

  it('an admin lists the draft too', async () => {
    const res = await call<NewsletterArticle[]>('GET', '/content/newsletter-articles', f.jwt.admin);
    expect(res.data.map((a) => a.date)).toEqual(['2026-10-05', '2026-09-22', '2026-08-12']);
    expect(res.data[0]!.published).toBe(false);
  });

  it('admin creates, edits, publishes (the adviser then sees it), unpublishes and deletes; each audited', async () => {
    const created = await call<NewsletterArticleResponse>(
      'POST',
      '/content/newsletter-articles/create',
      f.jwt.admin,
      { ...article, title: '  Rates day  ' },
    );
    expect(created.status).toBe(200);
    expect(created.data.message).toBe('Article saved');
    const id = created.data.article.id;
    expect(created.data.article).toMatchObject({ title: 'Rates day', published: false });

    const seen = async () =>
      (await call<NewsletterArticle[]>('GET', '/content/newsletter-articles', f.jwt.adviser)).data.some(
        (a) => a.id === id,
      );
    expect(await seen()).toBe(false);

    const edited = await call<NewsletterArticleResponse>(
      'POST',
      `/content/newsletter-article/${id}/update`,
      f.jwt.admin,
      { ...article, title: 'Rates day, revised' },
    );
    expect(edited.data.article.title).toBe('Rates day, revised');

    const published = await call<NewsletterArticleResponse>(
      'POST',
      `/content/newsletter-article/${id}/publish`,
      f.jwt.admin,
      { published: true },
    );
    expect(published.data).toMatchObject({ message: 'Article published', article: { published: true } });
    expect(await seen()).toBe(true);

    await call('POST', `/content/newsletter-article/${id}/publish`, f.jwt.admin, { published: false });
    expect(await seen()).toBe(false);

    const deleted = await call<{ message: string }>(
      'POST',
      `/content/newsletter-article/${id}/delete`,
      f.jwt.admin,
    );
    expect(deleted.data.message).toBe('Article deleted');
    const again = await call('POST', `/content/newsletter-article/${id}/delete`, f.jwt.admin);
    expect(again.status).toBe(404);

    const audits = await f.t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(like(auditLog.action, 'newsletterArticle.%'));
    const mine = audits.filter((a) => (a.details as { id?: number } | null)?.id === id);
    expect(mine.map((a) => a.action)).toEqual([
      'newsletterArticle.create',
      'newsletterArticle.update',
      'newsletterArticle.publish',
      'newsletterArticle.unpublish',
      'newsletterArticle.delete',
    ]);
    const update = mine[1]!.details as { before: { title: string }; after: { title: string } };
    expect([update.before.title, update.after.title]).toEqual(['Rates day', 'Rates day, revised']);
  });

  it('says what is wrong beside each field (400 with issues), never 500', async () => {
    const res = await call('POST', '/content/newsletter-articles/create', f.jwt.admin, {
      title: ' ',
      date: '2026-02-31',
      summary: '',
      body: '',
      published: false,
    });
    expect(res.status).toBe(400);
    const issues = Object.fromEntries(
      (res.error as unknown as { issues: { path: string; message: string }[] }).issues.map((i) => [
        i.path,
        i.message,
      ]),
    );
    expect(issues).toMatchObject({
      title: 'Title required.',
      date: 'Enter a real date.',
      summary: 'Summary required.',
      body: 'Body required.',
    });
  });

  it('refuses an adviser without adminReports (403) and another corporate (404)', async () => {
    const list = await call<NewsletterArticle[]>('GET', '/content/newsletter-articles', f.jwt.admin);
    const id = list.data[0]!.id;
    const asAdviser = await call('POST', '/content/newsletter-articles/create', f.jwt.adviser, article);
    expect(asAdviser.status).toBe(403);
    const publish = await call('POST', `/content/newsletter-article/${id}/publish`, f.jwt.adviser, {
      published: true,
    });
    expect(publish.status).toBe(403);
    for (const path of ['update', 'publish', 'delete']) {
      const body = path === 'update' ? article : path === 'publish' ? { published: true } : undefined;
      const res = await call('POST', `/content/newsletter-article/${id}/${path}`, stranger, body);
      expect(res.status, path).toBe(404);
    }
    // The other corporate sees none of the demo's articles.
    expect((await call<unknown[]>('GET', '/content/newsletter-articles', stranger)).data).toEqual([]);
  });
});

describe('webinars', () => {
  it('lists the three demo webinars newest first; admin adds, edits and deletes', async () => {
    const list = await call<Webinar[]>('GET', '/content/webinars', f.jwt.adviser);
    expect(list.data.map((w) => w.date)).toEqual(['2026-11-04', '2026-09-24', '2026-07-15']);
    const created = await call<{ webinar: Webinar }>('POST', '/content/webinars/create', f.jwt.admin, {
      title: 'Q&A',
      date: '2026-12-01',
      url: 'https://example.com/qa',
    });
    const id = created.data.webinar.id;
    const edited = await call<{ webinar: Webinar }>('POST', `/content/webinar/${id}/update`, f.jwt.admin, {
      title: 'Q&A live',
      date: '2026-12-02',
      url: 'https://example.com/qa-live',
    });
    expect(edited.data.webinar).toMatchObject({ title: 'Q&A live', date: '2026-12-02' });
    expect((await call<Webinar[]>('GET', '/content/webinars', f.jwt.adviser)).data[0]!.id).toBe(id);
    expect((await call('POST', `/content/webinar/${id}/delete`, stranger)).status).toBe(404);
    expect((await call('POST', `/content/webinar/${id}/delete`, f.jwt.adviser)).status).toBe(403);
    expect((await call('POST', `/content/webinar/${id}/delete`, f.jwt.admin)).status).toBe(200);
  });

  it('refuses a link that is not a web address (javascript: would run in the browser)', async () => {
    const res = await call('POST', '/content/webinars/create', f.jwt.admin, {
      title: 'x',
      date: '2026-12-01',
      url: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toContain('https://');
  });
});

describe('Find An Adviser', () => {
  const entry = {
    name: 'Jo Test',
    business: 'Test Advice',
    suburb: 'Darwin',
    state: 'NT',
    postcode: '0800',
    phone: '(08) 8900 0000',
    email: 'jo@test-advice.example',
    specialities: ['Aged care fees'],
  };

  it('lists the eight demo entries to an adviser; admin adds (postcode keeps its 0), edits, deletes', async () => {
    const list = await call<RecommendedAdviser[]>('GET', '/content/advisers', f.jwt.adviser);
    expect(list.data).toHaveLength(8);
    const created = await call<{ adviser: RecommendedAdviser }>(
      'POST',
      '/content/advisers/create',
      f.jwt.admin,
      entry,
    );
    expect(created.data.adviser.postcode).toBe('0800');
    const id = created.data.adviser.id;
    const edited = await call<{ adviser: RecommendedAdviser }>(
      'POST',
      `/content/adviser/${id}/update`,
      f.jwt.admin,
      { ...entry, suburb: 'Palmerston', postcode: '0830' },
    );
    expect(edited.data.adviser).toMatchObject({ suburb: 'Palmerston', postcode: '0830' });
    expect((await call('POST', `/content/adviser/${id}/update`, stranger, entry)).status).toBe(404);
    expect((await call('POST', '/content/advisers/create', f.jwt.adviser, entry)).status).toBe(403);
    expect((await call('POST', `/content/adviser/${id}/delete`, f.jwt.admin)).status).toBe(200);
    const audits = await f.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'adviser.%'));
    expect(audits.map((a) => a.action)).toEqual(['adviser.create', 'adviser.update', 'adviser.delete']);
  });

  it('names the field at fault: a three-digit postcode, an e-mail without @, no state', async () => {
    const res = await call('POST', '/content/advisers/create', f.jwt.admin, {
      ...entry,
      postcode: '800',
      email: 'jo.example',
      state: '',
    });
    expect(res.status).toBe(400);
    const paths = (res.error as unknown as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths.sort()).toEqual(['email', 'postcode', 'state']);
  });
});

describe('user manual', () => {
  it('answers a signed URL and file name; the URL serves a PDF of the manual without the bearer header', async () => {
    const link = await call<ContentUrlResponse>('GET', '/content/url/userManual', f.jwt.adviser);
    expect(link.status).toBe(200);
    expect(link.data.filename).toBe('Retirement-Living-Compare-User-Manual.pdf');
    expect(link.data.url).toMatch(/^\/api\/app\/v1\/content\/file\/userManual\?token=/);

    const res = await f.t.app.inject({ method: 'GET', url: link.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const dir = mkdtempSync(join(tmpdir(), 'rlc-manual-'));
    writeFileSync(join(dir, 'manual.pdf'), pdf);
    const info = execFileSync('pdfinfo', [join(dir, 'manual.pdf')], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(3);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'manual.pdf'), '-'], { encoding: 'utf8' });
    for (const title of ['Signing in', 'Creating a report', 'Magic links', 'Report Settings', 'Resources'])
      expect(text).toContain(title);
  }, 60_000);

  it('refuses a forged or another file’s token, no token, and a link whose session has ended', async () => {
    const link = await call<ContentUrlResponse>('GET', '/content/url/userManual', f.jwt.admin);
    const token = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const tampered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect(
      (await f.t.app.inject({ method: 'GET', url: `/api/app/v1/content/file/userManual?token=${tampered}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await f.t.app.inject({ method: 'GET', url: '/api/app/v1/content/file/userManual' })).statusCode,
    ).toBe(400);
    // The staff session token itself is not a content link (another audience).
    expect(
      (
        await f.t.app.inject({
          method: 'GET',
          url: `/api/app/v1/content/file/userManual?token=${f.jwt.self}`,
        })
      ).statusCode,
    ).toBe(401);
    // Unknown file names are 400 by the path schema.
    expect((await call('GET', '/content/url/somethingElse', f.jwt.admin)).status).toBe(400);
    // Without a session, no URL at all.
    expect(
      (await f.t.app.inject({ method: 'GET', url: '/api/app/v1/content/url/userManual' })).statusCode,
    ).toBe(401);

    // A link of a session that then signs out stops working.
    const jwt = await f.t.login('self@demo.test', 'demo-test-pass-1');
    const own = await call<ContentUrlResponse>('GET', '/content/url/userManual', jwt);
    expect((await f.t.app.inject({ method: 'GET', url: own.data.url })).statusCode).toBe(200);
    expect((await call('GET', '/logout', jwt)).status).toBe(200);
    const after = await f.t.app.inject({ method: 'GET', url: own.data.url });
    expect(after.statusCode).toBe(401);
    expect(after.json<{ error: { message: string } }>().error.message).toMatch(/expired/);
  }, 60_000);
});

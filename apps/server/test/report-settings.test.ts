/**
 * Report settings (module `report-settings`): report content blocks at corporate and community level
 * over HTTP (spec §7 GET name/content/lastUpdated, POST message/lastUpdated, spec §8 'Report content updated'),
 * the permissions of spec §6 (updateCorporateReport, updateCommunityReport; a community manager only for their
 * communities, another one 404), the audit rows, the corporate variables of spec §3.2, and what a PDF model of a
 * Sunny Grove report carries: the blocks where they belong and the renamed labels.
 *
 * Demo data (modules/seed/demo-communities.ts): the corporate has 'About the community', "What's included" and
 * 'Important information'; Sunny Grove overrides 'About the community' and "What's included".
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_CONTENT_NAMES,
  type AuthResponse,
  type CommunityDetail,
  type ReportContent,
  type ReportContentList,
  type SaveReportContentResponse,
  type UpdateCorporateSettingsResponse,
} from '@rlc/shared';
import { auditLog, corporates } from '../src/db/schema/index.ts';
import { modelFromForm } from '../src/modules/reports/index.ts';
import { DEMO_REPORT_CONTENT } from '../src/modules/seed/demo-communities.ts';
import { createWorkedHousehold, useFormsApp, type FormsTestApp } from './forms-helpers.ts';
import { createCorporate, createUser } from './helpers/fixtures.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

const enc = encodeURIComponent;
const jwt: Record<'manager' | 'stranger', string> = { manager: '', stranger: '' };

/** A raw call whose answer type the test names. */
async function call<T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await f.call(method, url, token, body);
  return { status: res.status, data: res.body.data as T, error: res.body.error };
}

beforeAll(async () => {
  const demo = (await f.t.db.select().from(corporates))[0]!;
  // A community manager of Sunny Grove only (the demo's 'community manager' role has no user).
  const manager = await createUser(f.t.db, {
    corporateId: demo.id,
    email: 'manager@report-settings.test',
    permissions: ['accessCommunityWide', 'updateCommunityReport', 'createForm'],
    communityIds: [f.communityId.sunny],
  });
  jwt.manager = await f.t.login(manager.user.email, manager.password);
  // The admin of another corporate.
  const other = await createCorporate(f.t.db, 'Other Operator');
  const stranger = await createUser(f.t.db, {
    corporateId: other.id,
    email: 'admin@other.test',
    permissions: ['accessCorporate', 'updateCorporateReport', 'updateCommunityReport'],
  });
  jwt.stranger = await f.t.login(stranger.user.email, stranger.password);
});

describe('corporate report content', () => {
  it('lists every block of the list in order, with the demo texts', async () => {
    const res = await call<ReportContentList>('GET', '/reportContent/corporate', f.jwt.admin);
    expect(res.status).toBe(200);
    expect(res.data.blocks.map((b) => b.name)).toEqual([
      'Introduction',
      'About the community',
      "What's included",
      'Next steps',
      'Important information',
    ]);
    const about = res.data.blocks[1]!;
    expect(about.content).toBe(DEMO_REPORT_CONTENT['About the community']);
    expect(about.lastUpdated).not.toBeNull();
    expect(res.data.blocks.map((b) => b.content)).toEqual(
      REPORT_CONTENT_NAMES.map((n) => DEMO_REPORT_CONTENT[n]),
    );
  });

  it('saves a block (spec §7: message and lastUpdated), reads it back and audits before → after', async () => {
    // A minute on (well within the idle limit): the time the save is stamped with.
    f.t.clock.advanceMinutes(1);
    const at = f.t.clock().toISOString();
    const text = '## Welcome\nThis report compares **your options**.\n\n- Read it\n- Ask us';
    const saved = await call<SaveReportContentResponse>(
      'POST',
      `/reportContent/corporate/${enc('Introduction')}`,
      f.jwt.admin,
      { content: `${text}\n\n  ` },
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ message: 'Report content updated', lastUpdated: at });

    const got = await call<ReportContent>(
      'GET',
      `/reportContent/corporate/${enc('Introduction')}`,
      f.jwt.admin,
    );
    // Trailing blank lines are trimmed; the text is otherwise kept as typed.
    expect(got.data).toEqual({ name: 'Introduction', content: text, lastUpdated: at });

    const [row] = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reportContent.update'))
      .orderBy(auditLog.id);
    expect(row?.details).toEqual({
      communityId: null,
      name: 'Introduction',
      before: DEMO_REPORT_CONTENT.Introduction,
      after: text,
    });
  });

  it('refuses a name outside the list (400) and callers without updateCorporateReport (403)', async () => {
    const unknown = await call('POST', `/reportContent/corporate/${enc('Secret')}`, f.jwt.admin, {
      content: 'x',
    });
    expect(unknown.status).toBe(400);
    for (const token of [f.jwt.adviser, jwt.manager]) {
      expect((await call('GET', '/reportContent/corporate', token)).status).toBe(403);
      const post = await call('POST', `/reportContent/corporate/${enc('Next steps')}`, token, {
        content: 'x',
      });
      expect(post.status).toBe(403);
    }
  });

  it("reads a name with an apostrophe from the URL (What's included)", async () => {
    // encodeURIComponent keeps the apostrophe as is, as the web's endpointPath sends it.
    const got = await call<ReportContent>(
      'GET',
      `/reportContent/corporate/${enc("What's included")}`,
      f.jwt.admin,
    );
    expect(got.status).toBe(200);
    expect(got.data.content).toBe(DEMO_REPORT_CONTENT["What's included"]);
  });

  it("keeps each corporate's blocks apart (another corporate has none written)", async () => {
    const theirs = await call<ReportContentList>('GET', '/reportContent/corporate', jwt.stranger);
    expect(theirs.status).toBe(200);
    expect(theirs.data.blocks.every((b) => b.content === '' && b.lastUpdated === null)).toBe(true);
  });
});

describe('community report content', () => {
  const about = enc('About the community');

  it("answers the community's own text with the corporate default it replaces", async () => {
    const res = await call<ReportContent>(
      'GET',
      `/reportContent/community/${f.communityId.sunny}/${about}`,
      f.jwt.admin,
    );
    expect(res.status).toBe(200);
    expect(res.data.content).toMatch(/^Sunny Grove Village is a not-for-profit style village/);
    expect(res.data.corporateContent).toBe(DEMO_REPORT_CONTENT['About the community']);
    // Never written for Sunny Grove: empty, with the corporate text beside it.
    const next = await call<ReportContent>(
      'GET',
      `/reportContent/community/${f.communityId.sunny}/${enc('Next steps')}`,
      f.jwt.admin,
    );
    expect(next.data).toEqual({
      name: 'Next steps',
      content: '',
      lastUpdated: null,
      corporateContent: DEMO_REPORT_CONTENT['Next steps'],
    });
  });

  it('lets a community manager edit their community; another community, or corporate text, is not theirs', async () => {
    f.t.clock.advanceMinutes(1);
    const at = f.t.clock().toISOString();
    const saved = await call<SaveReportContentResponse>(
      'POST',
      `/reportContent/community/${f.communityId.sunny}/${enc('Next steps')}`,
      jwt.manager,
      { content: 'Book a visit: [sunnygrove.example](https://sunnygrove.example)' },
    );
    expect(saved.status).toBe(200);
    expect(saved.data.lastUpdated).toBe(at);
    // Banksia Terraces is not assigned to the manager: 404 as if it did not exist.
    const banksia = `/reportContent/community/${f.communityId.banksia}/${enc('Next steps')}`;
    expect((await call('GET', banksia, jwt.manager)).status).toBe(404);
    expect((await call('POST', banksia, jwt.manager, { content: 'x' })).status).toBe(404);
    // The adviser lacks updateCommunityReport; another corporate's admin does not see the community.
    expect((await call('GET', banksia, f.jwt.adviser)).status).toBe(403);
    expect((await call('GET', banksia, jwt.stranger)).status).toBe(404);
  });

  it('an empty community text removes the override, so the community shows the corporate default again', async () => {
    f.t.clock.advanceMinutes(1);
    const url = `/reportContent/community/${f.communityId.sunny}/${about}`;
    const saved = await call<SaveReportContentResponse>('POST', url, f.jwt.admin, { content: '  ' });
    expect(saved.data).toEqual({ message: 'Report content updated', lastUpdated: null });
    const community = await call<CommunityDetail>('GET', `/community/${f.communityId.sunny}`, f.jwt.admin);
    const block = community.data.reportContent.find((b) => b.name === 'About the community');
    expect(block).toMatchObject({ source: 'corporate', content: DEMO_REPORT_CONTENT['About the community'] });
    const [audit] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reportContent.update'), eq(auditLog.at, f.t.clock())));
    expect(audit?.details).toMatchObject({ communityId: f.communityId.sunny, after: null });
  });

  it('lists the community blocks in the list order', async () => {
    const res = await call<ReportContentList>(
      'GET',
      `/reportContent/community/${f.communityId.sunny}`,
      jwt.manager,
    );
    expect(res.data.blocks.map((b) => b.name)).toEqual(REPORT_CONTENT_NAMES);
    expect(res.data.blocks.find((b) => b.name === 'Next steps')?.content).toMatch(/^Book a visit/);
  });
});

describe('corporate settings (spec §3.2)', () => {
  it('saves the renamed labels (blank: the standard label) and magicEnabled, delivered with GET auth', async () => {
    const res = await call<UpdateCorporateSettingsResponse>(
      'POST',
      '/corporate/settings/update',
      f.jwt.admin,
      {
        settings: {
          renameHomeSecurityDeposit: '  Refundable bond ',
          renameChargeFeesRent: '',
          magicEnabled: false,
        },
      },
    );
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      message: 'Corporate settings updated',
      // magicLinkDays not sent: unchanged, the default 14.
      settings: {
        renameHomeSecurityDeposit: 'Refundable bond',
        renameChargeFeesRent: null,
        magicEnabled: false,
        magicLinkDays: 14,
      },
    });
    const auth = await call<AuthResponse>('GET', '/auth', f.jwt.adviser);
    expect(auth.data.corp).toMatchObject({
      renameHomeSecurityDeposit: 'Refundable bond',
      renameChargeFeesRent: null,
      magicEnabled: false,
    });
    const [audit] = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'corporate.settings'));
    expect(audit?.details).toEqual({
      before: {
        renameHomeSecurityDeposit: null,
        renameChargeFeesRent: null,
        magicEnabled: true,
        magicLinkDays: 14,
      },
      after: {
        renameHomeSecurityDeposit: 'Refundable bond',
        renameChargeFeesRent: null,
        magicEnabled: false,
        magicLinkDays: 14,
      },
    });
  });

  it('saves magicLinkDays (whole days 1–60), audits the change, and refuses anything else', async () => {
    const keep = {
      renameHomeSecurityDeposit: 'Refundable bond',
      renameChargeFeesRent: '',
      magicEnabled: true,
    };
    // The edges 1 and 60 are accepted; 30 is what stays.
    for (const days of [1, 60, 30]) {
      const res = await call<UpdateCorporateSettingsResponse>(
        'POST',
        '/corporate/settings/update',
        f.jwt.admin,
        {
          settings: { ...keep, magicLinkDays: days },
        },
      );
      expect(res.status).toBe(200);
      expect(res.data.settings.magicLinkDays).toBe(days);
    }
    const got = await call<{ settings: { magicLinkDays: number } }>(
      'GET',
      '/corporate/settings',
      f.jwt.admin,
    );
    expect(got.data.settings.magicLinkDays).toBe(30);
    // The newest audit row: from 60 (the save before) to 30.
    const rows = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'corporate.settings'));
    const last = rows.sort((a, b) => b.id - a.id)[0]!.details as Record<string, { magicLinkDays: number }>;
    expect([last.before!.magicLinkDays, last.after!.magicLinkDays]).toEqual([60, 30]);
    // 0 and 61 are outside 1–60; 2.5 is not whole days; '7' is not a number: each 400 VALIDATION, nothing changed.
    for (const days of [0, 61, 2.5, '7']) {
      const res = await call('POST', '/corporate/settings/update', f.jwt.admin, {
        settings: { ...keep, magicLinkDays: days },
      });
      expect(res.status, String(days)).toBe(400);
      expect(res.error?.code).toBe('VALIDATION');
      expect(JSON.stringify(res.error)).toContain('Whole days from 1 to 60.');
    }
    const after = await call<{ settings: { magicLinkDays: number } }>(
      'GET',
      '/corporate/settings',
      f.jwt.admin,
    );
    expect(after.data.settings.magicLinkDays).toBe(30);
    // Put back the default for the tests after this one.
    await call('POST', '/corporate/settings/update', f.jwt.admin, {
      settings: { ...keep, magicLinkDays: 14 },
    });
  });

  it('needs updateCorporateReport', async () => {
    expect((await call('GET', '/corporate/settings', f.jwt.adviser)).status).toBe(403);
    const post = await call('POST', '/corporate/settings/update', jwt.manager, {
      settings: { renameHomeSecurityDeposit: null, renameChargeFeesRent: null, magicEnabled: true },
    });
    expect(post.status).toBe(403);
  });
});

describe("a Sunny Grove report's PDF model", () => {
  it('carries the blocks where they belong and the labels as renamed today', async () => {
    await call('POST', '/corporate/settings/update', f.jwt.admin, {
      settings: { renameHomeSecurityDeposit: null, renameChargeFeesRent: 'Village fees', magicEnabled: true },
    });
    const b = await createWorkedHousehold(f, f.jwt.adviser);
    const summary = await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, {
      options: { asAt: '2025-12-01' },
    });
    expect(summary.status).toBe(200);
    // Renamed after the summary was stored: the PDF still uses the new words.
    await call('POST', '/corporate/settings/update', f.jwt.admin, {
      settings: {
        renameHomeSecurityDeposit: 'Bond',
        renameChargeFeesRent: 'Service charges',
        magicEnabled: true,
      },
    });
    const model = await modelFromForm(f.t.db, b.id, 'results', '2025-12-01');
    // Sunny Grove: the corporate Introduction (saved above), About (override removed above → corporate), its own
    // "What's included" and Next steps (the manager's), the corporate Important information.
    expect(model.contentBlocks.map((c) => [c.title, c.placement])).toEqual([
      ['Introduction', 'introduction'],
      ['About the community', 'community'],
      ["What's included", 'community'],
      ['Next steps', 'closing'],
      ['Important information', 'legal'],
    ]);
    expect(model.contentBlocks[2]?.text).toMatch(/^The general services charge \(\$72\.80 a week\)/);
    expect(model.contentBlocks[3]?.text).toMatch(/^Book a visit/);
    const labels = model.summary.flatMap((s) => s.rows.map((r) => r.label));
    expect(labels, JSON.stringify(model.summary)).toContain('Service charges');
    expect(labels).not.toContain('Village fees');
    // The screens too: the stored summary is reused (not regenerated) with today's labels, read twice (the second
    // from the cache), and again after one more rename.
    for (const expected of ['Service charges', 'Service charges', 'Site and service fees']) {
      if (expected === 'Site and service fees')
        await call('POST', '/corporate/settings/update', f.jwt.admin, {
          settings: { renameHomeSecurityDeposit: 'Bond', renameChargeFeesRent: expected, magicEnabled: true },
        });
      const again = await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, {});
      expect(again.body.data.regenerated).toBe(false);
      const rowLabels = again.body.data.rows.map((r) => r.label);
      expect(rowLabels).toContain(expected);
      expect(rowLabels).toContain('Bond');
    }
  }, 60_000);
});

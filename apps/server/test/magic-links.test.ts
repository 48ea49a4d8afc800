/**
 * Magic links over HTTP (issue 11 §Flow 1–6 and §Quality "Security tests"; ADR 0010), on the seeded demo (its
 * corporate has `magicEnabled`). One story in order: the adviser creates a magic report and assigns a customer;
 * the e-mailed token is stored only as its hash; the link page's peek changes nothing; redeeming is single use and
 * gives a customer session that reaches only its form's customer calls (a matrix over the whole API table);
 * staff saves are blocked while the customer works; completing unlocks them and the decision rules; resend,
 * cancel, expire now and time expiry each end the previous link and its session; redeem is throttled.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  MESSAGES,
  endpointPath,
  type Endpoint,
  type FormMagic,
  type MagicPeekResponse,
  type MagicRedeemResponse,
} from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import { buildApp } from '../src/app.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { bearer, testConfig } from './helpers/app.ts';
import { tablesText } from './helpers/tables.ts';
import { API, DEMO_TEST_PASSWORD, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const DAY_MS = 86_400_000;

interface Res<T = unknown> {
  status: number;
  data: T;
  error: { code: string; message: string; seconds?: number };
}

/** Any call by absolute path under the API, as JSON. */
async function req<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  jwt?: string,
  payload?: object,
  ip = '10.9.0.1',
): Promise<Res<T>> {
  const res = await f.t.app.inject({
    method,
    url: API + url,
    headers: jwt ? bearer(jwt) : {},
    remoteAddress: ip,
    ...(payload !== undefined ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });
  const body = res.json<{ data: T; error: Res['error'] }>();
  return { status: res.statusCode, data: body.data, error: body.error };
}

/** The newest outbox message to `to`, and the magic token in its link. */
async function lastMailTo(to: string) {
  const rows = await f.t.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));
  const mail = rows.sort((a, b) => b.id - a.id)[0]!;
  const token = /\/magic\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? null;
  return { mail, count: rows.length, token };
}

const customer = {
  firstName: 'Ngaio',
  lastName: 'Tāwhiao',
  email: 'Ngaio.T@Example.test',
  phone: '0400 111 222',
};
const EMAIL = 'ngaio.t@example.test';

// State shared along the story (tests run in order).
let formId = 0;
let otherFormId = 0;
let villageId = 0;
let offered: number[] = [];
let notOffered = 0;
let token = '';
let customerJwt = '';

describe('magic links: the adviser creates and assigns (Flow 1–2)', () => {
  it('creates a magic report offering the contracts whose type is not noAutoAddMagicLink', async () => {
    const [community] = await f.t.db
      .select()
      .from(schema.communities)
      .where(eq(schema.communities.id, f.communityId.harbour));
    const contracts = await f.t.db
      .select()
      .from(schema.contracts)
      .where(eq(schema.contracts.communityId, community!.id));
    expect(contracts.length).toBeGreaterThanOrEqual(2);
    // Mark the first contract's type noAutoAddMagicLink: that contract (and any other of its type) is left out.
    const skippedType = contracts[0]!.contractTypeId;
    await f.t.db
      .update(schema.contractTypes)
      .set({ noAutoAddMagicLink: true })
      .where(eq(schema.contractTypes.id, skippedType));
    offered = contracts.filter((c) => c.contractTypeId !== skippedType).map((c) => c.id);
    notOffered = contracts[0]!.id;
    expect(offered.length).toBeGreaterThan(0);

    const created = await req<{ formId: number }>('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.harbour,
      isMagic: true,
    });
    expect(created.status).toBe(200);
    formId = created.data.formId;
    const form = await req<{ magic: FormMagic; main: { clientResponseSettable: boolean } }>(
      'GET',
      `/form/${formId}`,
      f.jwt.adviser,
    );
    expect(form.data.magic.isMagic).toBe(true);
    expect(form.data.magic.magicStatus).toBe('MAGIC_NO_CUST');
    expect([...form.data.magic.magicContractIds].sort()).toEqual([...offered].sort());
    expect(form.data.main.clientResponseSettable).toBe(false);

    const village = await req<{ village: { id: number } }>(
      'POST',
      `/form/${formId}/createVillage/1`,
      f.jwt.adviser,
      {},
    );
    expect(village.status).toBe(200);
    villageId = village.data.village.id;
    const other = await req<{ formId: number }>('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.harbour,
    });
    otherFormId = other.data.formId;
  });

  it('refuses the staff magic calls when the corporate has magic links off (403)', async () => {
    const [form] = await f.t.db.select().from(schema.forms).where(eq(schema.forms.id, formId));
    const off = (v: boolean) =>
      f.t.db
        .update(schema.corporates)
        .set({ magicEnabled: v })
        .where(eq(schema.corporates.id, form!.corporateId));
    await off(false);
    try {
      const res = await req('POST', `/form/${formId}/magic-assign`, f.jwt.adviser, customer);
      expect(res.status).toBe(403);
      expect(res.error.message).toBe(MESSAGES.magic.notEnabled);
      const create = await req('POST', '/forms/create', f.jwt.adviser, {
        communityId: f.communityId.harbour,
        isMagic: true,
      });
      expect(create.status).toBe(403);
    } finally {
      await off(true);
    }
  });

  it('assigns the customer: magic user by lower-cased e-mail, link e-mailed, Live for 14 days', async () => {
    const res = await req<{ magic: FormMagic; formConsumer: { customer: Record<string, unknown> } }>(
      'POST',
      `/form/${formId}/magic-assign`,
      f.jwt.adviser,
      customer,
    );
    expect(res.status).toBe(200);
    expect(res.data.magic.magicStatus).toBe('MAGIC_ACTIVE');
    expect(res.data.magic.magicUserEmail).toBe(EMAIL);
    // The test clock stands at 2026-11-02 09:00 UTC; the corporate default is 14 days → 2026-11-16 09:00 UTC.
    expect(res.data.magic.magicExpiresAt).toBe('2026-11-16T09:00:00.000Z');
    expect(res.data.formConsumer.customer).toMatchObject({
      firstName: 'Ngaio',
      lastName: 'Tāwhiao',
      phone: '0400 111 222',
    });
    const users = await f.t.db.select().from(schema.magicUsers).where(eq(schema.magicUsers.email, EMAIL));
    expect(users).toHaveLength(1);
    const mail = await lastMailTo(EMAIL);
    expect(mail.mail.text).toContain('http://app.example.test/magic?token=');
    expect(mail.token).not.toBeNull();
    token = mail.token!;
  });

  it('stores only the token hash: no table but the e-mail outbox holds the raw token', async () => {
    const links = await f.t.db.select().from(schema.magicLinks).where(eq(schema.magicLinks.formId, formId));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toBe(sha256(token));
    // The outbox keeps the message it sends (the development outbox page shows it): see the module's docs.
    const tables = await tablesText(f.t.db, ['email_outbox']);
    for (const [name, text] of Object.entries(tables)) expect(text.includes(token), name).toBe(false);
    expect(Object.keys(tables)).toContain('magic_links');
  });

  it('lists the magic form with its status, e-mail and expiry', async () => {
    const list = await req<{ forms: Record<string, unknown>[] }>('POST', '/forms', f.jwt.adviser, {
      search: String(formId),
    });
    const item = list.data.forms.find((x) => x.id === formId)!;
    expect(item).toMatchObject({
      isMagic: true,
      magicStatus: 'MAGIC_ACTIVE',
      magicUserEmail: EMAIL,
      magicExpiresAt: '2026-11-16T09:00:00.000Z',
      magicPdfsCount: 0,
      clientResponseSettable: false,
    });
  });
});

describe('magic links: the link and the customer session (Flow 3–4)', () => {
  it('peek shows the page and changes nothing', async () => {
    const before = await f.t.db.select().from(schema.magicLinks).where(eq(schema.magicLinks.formId, formId));
    const res = await req<MagicPeekResponse>('POST', '/magic-link/peek', undefined, { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ state: 'usable', usable: true, firstName: 'Ngaio' });
    expect(res.data.contact?.corporateName).toBe('Demo Retirement Living');
    const after = await f.t.db.select().from(schema.magicLinks).where(eq(schema.magicLinks.formId, formId));
    expect(after).toEqual(before);
    const unknown = await req<MagicPeekResponse>('POST', '/magic-link/peek', undefined, {
      token: 'A'.repeat(43),
    });
    expect(unknown.data).toMatchObject({ state: 'unknown', usable: false, contact: null });
    expect(unknown.data.message).toBe(MESSAGES.magic.linkState.unknown);
  });

  it('redeems once: a customer session on its form; the replay is refused as used', async () => {
    const res = await req<MagicRedeemResponse>('POST', '/magic-link/redeem', undefined, { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ kind: 'customer', formId });
    customerJwt = res.data.jwt;
    const again = await req('POST', '/magic-link/redeem', undefined, { token });
    expect(again.status).toBe(410);
    expect(again.error.code).toBe('MAGIC_LINK_USED');
    expect(again.error.message).toContain('already been used');
    const session = await req<{ formId: number; customer: { email: string } }>(
      'GET',
      '/magic/session',
      customerJwt,
    );
    expect(session.data).toMatchObject({ formId, customer: { email: EMAIL } });
    const form = await req<{ magic: FormMagic }>('GET', `/form/${formId}`, f.jwt.adviser);
    expect(form.data.magic.magicFirstLoginAt).toBe('2026-11-02T09:00:00.000Z');
  });

  it('a customer session reaches no endpoint of the API table but its own form calls', async () => {
    const ids: Record<string, number | string> = {
      formId,
      villageId,
      modelId: 1,
      communityId: f.communityId.harbour,
      contractId: notOffered,
      userId: 1,
      pdfId: 1,
      runId: 1,
      roleId: 1,
      name: 'Introduction',
      queryName: 'analyticsOptions',
      articleId: 1,
      webinarId: 1,
      adviserId: 1,
    };
    const refused: string[] = [];
    const reached: string[] = [];
    let checked = 0;
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
      if (endpoint.permission === 'public') continue; // no session involved
      // These two end the story's session or form; the story calls them itself, below.
      if (name === 'magicLogout' || name === 'magicComplete') continue;
      const url = endpointPath(endpoint.path, ids);
      const res = await f.t.app.inject({
        method: endpoint.method,
        url: API + url,
        headers: bearer(customerJwt),
        ...(endpoint.method === 'POST' ? { payload: {} } : {}),
      });
      checked++;
      expect(res.statusCode, `${name} answered ${res.statusCode}`).toBeLessThan(500);
      // The guard's refusal: 403 with the Access Denied text (a use case's own 403 words its reason).
      const body = res.json<{ error?: { code: string; message: string } }>();
      const byGuard =
        res.statusCode === 401 ||
        (res.statusCode === 403 && body.error?.message === MESSAGES.accessDeniedText);
      const forCustomer = endpoint.callers?.includes('customer') ?? false;
      if (forCustomer) {
        if (byGuard) refused.push(name);
      } else if (!byGuard || res.statusCode !== 403) reached.push(`${name} ${res.statusCode}`);
    }
    expect(reached).toEqual([]);
    expect(refused).toEqual([]);
    // Every non-public call of the table but the two skipped.
    const nonPublic = Object.values(ENDPOINTS as Record<string, Endpoint>).filter(
      (e) => e.permission !== 'public',
    );
    expect(checked).toBe(nonPublic.length - 2);
  });

  it('a customer session cannot read or write another form (404), nor a staff token the customer calls (403)', async () => {
    const other = await req('GET', `/magic/form/${otherFormId}`, customerJwt);
    expect(other.status).toBe(404);
    const write = await req('POST', `/magic/form/${otherFormId}/customer`, customerJwt, {
      data: { firstName: 'X' },
      version: 1,
    });
    expect(write.status).toBe(404);
    const staff = await req('GET', `/magic/form/${formId}`, f.jwt.adviser);
    expect(staff.status).toBe(403);
  });

  it('the customer reads the offered contracts only and saves their details', async () => {
    const form = await req<{
      version: number;
      corporateCommunity: { contracts: { id: number }[] };
      ratings: [];
    }>('GET', `/magic/form/${formId}`, customerJwt);
    expect(form.status).toBe(200);
    expect(form.data.corporateCommunity.contracts.map((c) => c.id).sort()).toEqual([...offered].sort());
    expect(form.data.ratings).toEqual([]);
    const saved = await req<{ updated: { dob: string; suburb: string } }>(
      'POST',
      `/magic/form/${formId}/customer`,
      customerJwt,
      { data: { dob: '1948-05-01', suburb: 'Toowong' }, version: form.data.version },
    );
    expect(saved.status).toBe(200);
    expect(saved.data.updated).toMatchObject({ dob: '1948-05-01', suburb: 'Toowong' });
  });

  it('options: 403 until configurable, then offered contracts only', async () => {
    const denied = await req('POST', `/magic/form/${formId}/createVillage`, customerJwt, {});
    expect(denied.status).toBe(403);
    expect(denied.error.message).toBe(MESSAGES.magic.notConfigurable);
    const set = await req<{ magic: FormMagic }>('POST', `/form/${formId}/magic-settings`, f.jwt.adviser, {
      magicIsConfigurable: true,
    });
    expect(set.data.magic.magicIsConfigurable).toBe(true);
    const form = await req<{ version: number }>('GET', `/magic/form/${formId}`, customerJwt);
    const bad = await req('POST', `/magic/form/${formId}/village/${villageId}`, customerJwt, {
      data: { selectedContracts: [{ id: notOffered, report: true }] },
      version: form.data.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBe(MESSAGES.magic.contractNotOffered);
    const good = await req<{ updated: { selectedContracts: { id: number }[] } }>(
      'POST',
      `/magic/form/${formId}/village/${villageId}`,
      customerJwt,
      { data: { selectedContracts: [{ id: offered[0]!, report: true }] }, version: form.data.version },
    );
    expect(good.status).toBe(200);
    expect(good.data.updated.selectedContracts.map((c) => c.id)).toEqual([offered[0]]);
  });

  it("deletes only an option the customer added themselves, never the adviser's, and only when configurable", async () => {
    type Village = { id: number; addedByCustomer?: true };
    const version = async () =>
      (await req<{ version: number }>('GET', `/magic/form/${formId}`, customerJwt)).data.version;
    const options = async () =>
      (await req<{ villagesInternal: Village[] }>('GET', `/magic/form/${formId}`, customerJwt)).data
        .villagesInternal;
    const del = (id: number, v?: number) =>
      req<{ deleted: true; version: number }>(
        'POST',
        `/magic/form/${formId}/village/${id}/delete`,
        customerJwt,
        {
          version: v,
        },
      );

    // The adviser's option: refused with its own code, and still there (not marked the customer's).
    const adviserOption = await del(villageId, await version());
    expect(adviserOption.status).toBe(403);
    expect(adviserOption.error.code).toBe('MAGIC_OPTION_NOT_OWN');
    expect(adviserOption.error.message).toBe(MESSAGES.magic.notOwnOption);
    expect((await options()).find((v) => v.id === villageId)?.addedByCustomer).toBeUndefined();

    // One the customer adds is marked theirs, and they may delete it: the form is back to the adviser's one.
    const added = await req<{ village: Village }>(
      'POST',
      `/magic/form/${formId}/createVillage`,
      customerJwt,
      {
        version: await version(),
      },
    );
    expect(added.status).toBe(200);
    expect(added.data.village.addedByCustomer).toBe(true);
    expect((await options()).map((v) => v.id).sort((a, b) => a - b)).toEqual([
      villageId,
      added.data.village.id,
    ]);
    const before = await version();
    const gone = await del(added.data.village.id, before);
    expect(gone.status).toBe(200);
    expect(gone.data).toEqual({ deleted: true, version: before + 1 });
    expect((await options()).map((v) => v.id)).toEqual([villageId]);
    // Gone is gone: deleting it again is 404, as is an id of another form's option (nothing to tell apart).
    expect((await del(added.data.village.id, await version())).status).toBe(404);

    // Their own option, once the adviser stops configuring: 403 FORBIDDEN (not configurable), kept.
    const second = await req<{ village: Village }>(
      'POST',
      `/magic/form/${formId}/createVillage`,
      customerJwt,
      {
        version: await version(),
      },
    );
    const setConfigurable = (on: boolean) =>
      req('POST', `/form/${formId}/magic-settings`, f.jwt.adviser, { magicIsConfigurable: on });
    await setConfigurable(false);
    const locked = await del(second.data.village.id, await version());
    expect(locked.status).toBe(403);
    expect(locked.error.code).toBe('FORBIDDEN');
    expect(locked.error.message).toBe(MESSAGES.magic.notConfigurable);
    await setConfigurable(true);
    expect((await del(second.data.village.id, await version())).status).toBe(200);
    // A staff token on the customer's delete: 403 (customer calls are the customer's).
    const staff = await req('POST', `/magic/form/${formId}/village/${villageId}/delete`, f.jwt.adviser, {});
    expect(staff.status).toBe(403);
  });

  it('blocks staff saves and village deletes while the customer is Live (409 with the reason)', async () => {
    const form = await req<{ version: number }>('GET', `/form/${formId}`, f.jwt.adviser);
    const save = await req('POST', `/form/${formId}/customer`, f.jwt.adviser, {
      data: { suburb: 'Indooroopilly' },
      version: form.data.version,
    });
    expect(save.status).toBe(409);
    expect(save.error.message).toBe(MESSAGES.magic.staffBlocked);
    const del = await req('POST', `/form/${formId}/village/1/${villageId}/delete`, f.jwt.adviser, {});
    expect(del.status).toBe(409);
    expect(del.error.message).toBe(MESSAGES.magic.staffBlocked);
    const decision = await req('POST', `/form/${formId}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
    });
    expect(decision.status).toBe(400);
    expect(decision.error.message).toBe(MESSAGES.form.magicNotCompleted);
  });
});

describe('magic links: completion and the decision (Flow 4–6)', () => {
  it('completing records magicCompletedAt, e-mails the adviser and makes the customer read-only', async () => {
    f.t.clock.advanceMinutes(30);
    const done = await req<{ magic: FormMagic }>('POST', `/magic/form/${formId}/complete`, customerJwt);
    expect(done.status).toBe(200);
    expect(done.data.magic.magicStatus).toBe('MAGIC_COMPLETED');
    expect(done.data.magic.magicCompletedAt).toBe('2026-11-02T09:30:00.000Z');
    const mail = await lastMailTo('adviser@demo.test');
    expect(mail.mail.subject).toBe('Magic link completed: Ngaio Tāwhiao');
    const form = await req<{ version: number }>('GET', `/magic/form/${formId}`, customerJwt);
    const save = await req('POST', `/magic/form/${formId}/customer`, customerJwt, {
      data: { suburb: 'Taringa' },
      version: form.data.version,
    });
    expect(save.status).toBe(409);
    expect(save.error.message).toBe(MESSAGES.magic.customerCompleted);
  });

  it('the decision waits for a PDF, then offers Unset (magic status completed) and can be set', async () => {
    const noPdf = await req('POST', `/form/${formId}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
    });
    expect(noPdf.status).toBe(400);
    expect(noPdf.error.message).toBe(MESSAGES.form.magicNoPdfs);
    await f.t.db
      .insert(schema.formPdfs)
      .values({ formId, kind: 'summary', status: 'done', bytes: Buffer.from('%PDF') });
    const form = await req<{
      main: { clientResponseSettable: boolean };
      choices: { choices: { id: string }[] };
    }>('GET', `/form/${formId}`, f.jwt.adviser);
    expect(form.data.main.clientResponseSettable).toBe(true);
    expect(form.data.choices.choices.map((c) => c.id)).toContain('unset');
    const ok = await req<{ decisionStatus: string }>(
      'POST',
      `/form/${formId}/clientResponse`,
      f.jwt.adviser,
      {
        clientResponse: 'no',
        choiceId: 'home',
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.data.decisionStatus).toBe('NOTBUY');
  });

  it('the adviser saves again once the customer completed', async () => {
    const form = await req<{ version: number }>('GET', `/form/${formId}`, f.jwt.adviser);
    const save = await req('POST', `/form/${formId}/customer`, f.jwt.adviser, {
      data: { suburb: 'Indooroopilly' },
      version: form.data.version,
    });
    expect(save.status).toBe(200);
  });
});

describe('magic links: replay after replace, cancel and expiry; the redeem throttle (Flow 3, 5)', () => {
  it('resend replaces the link: the old one reads replaced and its session ends', async () => {
    const old = token;
    const res = await req<{ magic: FormMagic }>('POST', `/form/${formId}/magic-resend`, f.jwt.adviser);
    expect(res.status).toBe(200);
    expect(res.data.magic.magicReplacedAt).toBe('2026-11-02T09:30:00.000Z');
    token = (await lastMailTo(EMAIL)).token!;
    expect(token).not.toBe(old);
    const peek = await req<MagicPeekResponse>('POST', '/magic-link/peek', undefined, { token: old });
    expect(peek.data.state).toBe('replaced');
    const replay = await req('POST', '/magic-link/redeem', undefined, { token: old });
    expect(replay.status).toBe(410);
    expect(replay.error.code).toBe('MAGIC_LINK_REPLACED');
    const session = await req('GET', '/magic/session', customerJwt);
    expect(session.status).toBe(401);
  });

  it('cancel: the link is refused as cancelled, naming whom to contact', async () => {
    const res = await req<{ magic: FormMagic }>('POST', `/form/${formId}/magic-cancel`, f.jwt.adviser);
    // Completed outranks cancelled in the form's status (spec §4 order of facts: completion is final).
    expect(res.data.magic.magicCancelledAt).toBe('2026-11-02T09:30:00.000Z');
    const replay = await req('POST', '/magic-link/redeem', undefined, { token });
    expect(replay.status).toBe(410);
    expect(replay.error.code).toBe('MAGIC_LINK_CANCELLED');
    expect(replay.error.message).toContain('Demo Retirement Living');
  });

  it('expire now and expiry by time both refuse the link as expired; the status reads Expired', async () => {
    // A fresh magic form (not completed) so the status shows the link's own state.
    const clone = await req<{ newFormId: number; magic: FormMagic }>(
      'POST',
      `/form/${otherFormId}/magic-clone-assign`,
      f.jwt.adviser,
      { ...customer, magicIsReviewable: true },
    );
    expect(clone.status).toBe(200);
    expect(clone.data.magic.magicStatus).toBe('MAGIC_ACTIVE');
    expect(clone.data.magic.magicIsReviewable).toBe(true);
    const cloneId = clone.data.newFormId;
    // Same e-mail, same corporate: the magic user is reused.
    const users = await f.t.db.select().from(schema.magicUsers).where(eq(schema.magicUsers.email, EMAIL));
    expect(users).toHaveLength(1);
    const first = (await lastMailTo(EMAIL)).token!;
    const expired = await req<{ magic: FormMagic }>('POST', `/form/${cloneId}/magic-expire`, f.jwt.adviser);
    expect(expired.data.magic.magicStatus).toBe('MAGIC_EXPIRED');
    const r1 = await req('POST', '/magic-link/redeem', undefined, { token: first });
    expect(r1.error.code).toBe('MAGIC_LINK_EXPIRED');

    await req('POST', `/form/${cloneId}/magic-resend`, f.jwt.adviser);
    const second = (await lastMailTo(EMAIL)).token!;
    const live = await req<MagicRedeemResponse>('POST', '/magic-link/redeem', undefined, { token: second });
    expect(live.status).toBe(200);
    // 14 days after the resend (09:30) the link and its session are dead: one minute past is refused.
    f.t.clock.set(new Date(new Date('2026-11-02T09:30:00Z').getTime() + 14 * DAY_MS + 60_000));
    // The adviser's own session went idle meanwhile: sign in again.
    f.jwt.adviser = await f.t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
    const session = await req('GET', '/magic/session', live.data.jwt);
    expect(session.status).toBe(401);
    const peek = await req<MagicPeekResponse>('POST', '/magic-link/peek', undefined, { token: second });
    expect(peek.data.state).toBe('expired');
    const list = await req<{ forms: Record<string, unknown>[] }>('POST', '/forms', f.jwt.adviser, {
      search: String(cloneId),
    });
    expect(list.data.forms.find((x) => x.id === cloneId)?.magicStatus).toBe('MAGIC_EXPIRED');
  });

  it('logout ends the customer session', async () => {
    // The story's form is completed: a new link is usable only when the customer may review it.
    await req('POST', `/form/${formId}/magic-settings`, f.jwt.adviser, { magicIsReviewable: true });
    await req('POST', `/form/${formId}/magic-resend`, f.jwt.adviser);
    const fresh = (await lastMailTo(EMAIL)).token!;
    const live = await req<MagicRedeemResponse>('POST', '/magic-link/redeem', undefined, { token: fresh });
    expect(live.status).toBe(200);
    expect((await req('GET', '/magic/session', live.data.jwt)).status).toBe(200);
    // Reviewable with a done PDF: the customer sees it listed and downloads it.
    const mine = await req<{ pdfs: { id: number }[] }>('GET', `/magic/form/${formId}`, live.data.jwt);
    expect(mine.data.pdfs).toHaveLength(1);
    const pdf = await f.t.app.inject({
      method: 'GET',
      url: `${API}/magic/form/${formId}/pdf/${mine.data.pdfs[0]!.id}/download`,
      headers: bearer(live.data.jwt),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe('%PDF');
    expect((await req('POST', '/magic/logout', live.data.jwt)).status).toBe(200);
    expect((await req('GET', '/magic/session', live.data.jwt)).status).toBe(401);
  });

  it('throttles redeem per address: 10 refusals lock it (429 with seconds)', async () => {
    const ip = '10.77.0.9';
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const bogus = sha256(`bogus-${i}`).slice(0, 43);
      codes.push((await req('POST', '/magic-link/redeem', undefined, { token: bogus }, ip)).status);
    }
    // Nine plain refusals, the tenth locks the address (60 s, the login throttle's first lock).
    expect(codes.slice(0, 9)).toEqual(Array(9).fill(404));
    expect(codes[9]).toBe(429);
    const locked = await req('POST', '/magic-link/redeem', undefined, { token }, ip);
    expect(locked.status).toBe(429);
    expect(locked.error.seconds).toBe(60);
    // Another address is not affected.
    const other = await req('POST', '/magic-link/redeem', undefined, { token }, '10.77.0.10');
    expect(other.status).not.toBe(429);
  });
});

describe('magic links: refusals of the staff calls and concurrent redeems', () => {
  it('magic-assign on an ordinary form is 409; a contract of another community is 400', async () => {
    const plain = await req<{ formId: number }>('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.harbour,
    });
    const res = await req('POST', `/form/${plain.data.formId}/magic-assign`, f.jwt.adviser, customer);
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(MESSAGES.magic.notMagic);
    const [foreign] = await f.t.db
      .select()
      .from(schema.contracts)
      .where(eq(schema.contracts.communityId, f.communityId.wattle));
    const clone = await req('POST', `/form/${plain.data.formId}/magic-clone`, f.jwt.adviser, {
      magicContractIds: [foreign!.id],
    });
    expect(clone.status).toBe(400);
    expect(clone.error.message).toBe(MESSAGES.magic.contractNotOffered);
    const ok = await req<{ newFormId: number }>(
      'POST',
      `/form/${plain.data.formId}/magic-clone`,
      f.jwt.adviser,
      {
        magicIsReviewable: true,
      },
    );
    expect(ok.status).toBe(200);
    const copy = await req<{ magic: FormMagic }>('GET', `/form/${ok.data.newFormId}`, f.jwt.adviser);
    expect(copy.data.magic).toMatchObject({
      isMagic: true,
      magicStatus: 'MAGIC_NO_CUST',
      magicIsReviewable: true,
    });
  });

  it("a link lasts the corporate's magicLinkDays (here 3 instead of the default 14)", async () => {
    const [form] = await f.t.db.select().from(schema.forms).where(eq(schema.forms.id, formId));
    const days = (n: number) =>
      f.t.db
        .update(schema.corporates)
        .set({ magicLinkDays: n })
        .where(eq(schema.corporates.id, form!.corporateId));
    await days(3);
    try {
      const at = f.t.clock();
      const res = await req<{ magic: FormMagic }>('POST', `/form/${formId}/magic-resend`, f.jwt.adviser);
      expect(res.status).toBe(200);
      // 3 days of 86 400 000 ms after the clock's now.
      expect(res.data.magic.magicExpiresAt).toBe(new Date(at.getTime() + 3 * DAY_MS).toISOString());
    } finally {
      await days(14);
    }
  });

  it('two redeems of one link at once: exactly one session', async () => {
    const made = await req<{ formId: number }>('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.harbour,
      isMagic: true,
    });
    await req('POST', `/form/${made.data.formId}/magic-assign`, f.jwt.adviser, {
      ...customer,
      email: 'race@example.test',
    });
    const raced = (await lastMailTo('race@example.test')).token!;
    const answers = await Promise.all(
      [1, 2, 3].map((i) => req('POST', '/magic-link/redeem', undefined, { token: raced }, `10.66.0.${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
    const sessions = await f.t.db.select().from(schema.magicSessions);
    const links = await f.t.db
      .select()
      .from(schema.magicLinks)
      .where(eq(schema.magicLinks.formId, made.data.formId));
    expect(sessions.filter((x) => x.linkId === links[0]!.id)).toHaveLength(1);
    // The winner's session ends when idle longer than maxIdleMin, like a staff session.
    const jwt = answers.find((a) => a.status === 200)!.data as { jwt: string };
    expect((await req('GET', '/magic/session', jwt.jwt)).status).toBe(200);
    f.t.clock.advanceMinutes(f.t.config.maxIdleMin + 1);
    expect((await req('GET', '/magic/session', jwt.jwt)).status).toBe(401);
    const [row] = await f.t.db
      .select()
      .from(schema.magicSessions)
      .where(eq(schema.magicSessions.linkId, links[0]!.id));
    expect(row!.revokedReason).toBe('idle');
  });
});

describe('magic links: logs', () => {
  it('never carry a magic token or a session token, on success, refusal or a malformed token', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    const mailer = createMailer({ db: f.t.db, from: 'x@example.test' });
    const app = await buildApp({
      db: f.t.db,
      config: testConfig({ LOG_LEVEL: 'trace' }),
      mailer,
      logStream: stream,
    });
    const inject = async (url: string, payload?: object, jwt?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: API + url,
        payload: payload ?? {},
        headers: jwt ? bearer(jwt) : {},
        remoteAddress: '10.55.0.1',
      });
      return res.json<{ data: { jwt: string; formId: number } }>();
    };
    let secret: string | undefined;
    try {
      const adviser = (await inject('/login', { email: 'adviser@demo.test', password: DEMO_TEST_PASSWORD }))
        .data.jwt;
      const created = (
        await inject('/forms/create', { communityId: f.communityId.harbour, isMagic: true }, adviser)
      ).data.formId;
      await inject(`/form/${created}/magic-assign`, { ...customer, email: 'logs@example.test' }, adviser);
      secret = (await lastMailTo('logs@example.test')).token!;
      await inject('/magic-link/peek', { token: secret });
      const session = (await inject('/magic-link/redeem', { token: secret })).data.jwt;
      await app.inject({ method: 'GET', url: `${API}/magic/session`, headers: bearer(session) });
      await inject('/magic-link/redeem', { token: secret }); // refused: used
      await inject('/magic-link/redeem', { token: `${secret}x` }); // malformed: validation error
    } finally {
      await app.close();
      mailer.close();
    }
    if (!secret) throw new Error('no token e-mailed');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(out).toContain('"statusCode":410'); // the refusal was logged at all
    for (const s of [secret, secret.slice(0, 20), 'Bearer', 'eyJ']) expect(out).not.toContain(s);
  });
});

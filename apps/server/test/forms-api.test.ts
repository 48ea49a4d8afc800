/**
 * Report-form calls (spec §7 "Forms"): create, list, read, options with the village limits, edits with
 * optimistic concurrency (409), validation (400 with field issues), 401 / 403 / 404, scoping by accessCorporate /
 * accessCommunityWide / accessSelf, client decision, clone and soft / hard delete with audit rows.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, formPdfs, forms } from '../src/db/schema/index.ts';
import { createUser, DEFAULT_PASSWORD } from './helpers/fixtures.ts';
import { asInternal, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

async function newForm(token: string, communityId: number): Promise<number> {
  const res = await f.call('POST', '/forms/create', token, { communityId });
  expect(res.status).toBe(200);
  return Number(res.body.data.formId);
}
/** Moves a form's creation back by `minutes`. */
async function ageForm(formId: number, minutes: number): Promise<void> {
  const [row] = await f.t.db.select({ createdAt: forms.createdAt }).from(forms).where(eq(forms.id, formId));
  await f.t.db
    .update(forms)
    .set({ createdAt: new Date(row!.createdAt.getTime() - minutes * 60_000) })
    .where(eq(forms.id, formId));
}
async function version(token: string, formId: number): Promise<number> {
  const res = await f.call('GET', `/form/${formId}`, token);
  expect(res.status).toBe(200);
  return Number(res.body.data.version);
}

describe('POST forms/create and GET form/:id', () => {
  it("creates a form in one of the caller's communities and reads every part the spec lists", async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.sunny);
    const res = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(res.status).toBe(200);
    const d = res.body.data;
    for (const key of [
      'config',
      'main',
      'magic',
      'formConsumer',
      'corporate',
      'choices',
      'rates',
      'corporateCommunity',
      'contractTypes',
      'villagesInternal',
      'villagesExternal',
      'version',
    ]) {
      expect(d).toHaveProperty(key);
    }
    expect(d.config).toMatchObject({
      maxVillagesTotal: 3,
      maxVillages: 2,
      maxExternal: 1,
      maxOptions: 3,
      formVillageModelId: 1,
      formExternalVillageModelId: 2,
    });
    expect(d.main).toMatchObject({
      communityId: f.communityId.sunny,
      status: 'NO_PDF',
      clientResponse: null,
    });
    expect(d.corporate).toMatchObject({ name: 'Demo Retirement Living', valuationTool: true });
    // A new customer record: single, Age Pension, every default.
    expect(d.formConsumer.customer).toMatchObject({ relationship: 1, pensionType: 2, firstName: '' });
    // Sunny Grove: one contract, the $89.39/wk charge line.
    expect(d.corporateCommunity.contracts).toHaveLength(1);
    expect(d.corporateCommunity.chargeFees[0]).toMatchObject({ amount: 89.39, frequency: 52 });
    // Rates: Support at Home classification budgets at the test clock's date (2 Nov 2026), from the engine's
    // parameters; level 8 is larger than level 1 whatever the indexation.
    expect(Number(d.rates.supportAtHomeLevel8)).toBeGreaterThan(Number(d.rates.supportAtHomeLevel1));
    expect(Number(d.rates.supportAtHomeLevel1)).toBeGreaterThan(10_000);
    // No options yet: only the no choices.
    expect(d.choices.choices.map((c) => c.id)).toEqual(['home', 'unk']);
  });

  it('refuses a community the caller does not work in (404) and a missing communityId (400)', async () => {
    expect(
      (await f.call('POST', '/forms/create', f.jwt.adviser, { communityId: f.communityId.banksia })).status,
    ).toBe(404);
    const bad = await f.call('POST', '/forms/create', f.jwt.adviser, {});
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION');
  });

  it('answers 401 without a session and 404 for unknown ids', async () => {
    expect((await f.call('GET', '/form/1')).status).toBe(401);
    expect((await f.call('POST', '/forms', undefined, {})).status).toBe(401);
    expect((await f.call('GET', '/form/999999', f.jwt.admin)).status).toBe(404);
  });

  it('accepts form-encoded posts', async () => {
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/app/v1/forms/create',
      headers: {
        authorization: `Bearer ${f.jwt.adviser}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `communityId=${f.communityId.harbour}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('options: createVillage, limits, update, delete', () => {
  it('allows 2 internal + 1 external and refuses a 4th, a 3rd internal and a 2nd external with clear messages', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.harbour);
    const a = await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.adviser, {});
    expect(a.status).toBe(200);
    expect(a.body.data.village.modelId).toBe(1);
    // Harbour View's first contract is selected by default.
    expect(asInternal(a.body.data.village).selectedContracts.length).toBe(1);
    const second = await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.adviser, {});
    expect(second.status).toBe(200);
    // The second village of the community is told apart: a numbered name and Harbour View's other contract.
    const [va, vb] = [asInternal(a.body.data.village), asInternal(second.body.data.village)];
    expect(vb.name).toBe(`${va.name} (2)`);
    expect(vb.selectedContracts.map((c) => c.id)).not.toEqual(va.selectedContracts.map((c) => c.id));
    const third = await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.adviser, {});
    expect(third.status).toBe(400);
    expect(third.body.error.message).toBe('A report can include at most 2 villages of this community.');
    const ext = await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {});
    expect(ext.status).toBe(200);
    const fourth = await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {});
    expect(fourth.status).toBe(400);
    expect(fourth.body.error.message).toBe(
      'A report can compare at most 3 properties. Delete one to add another.',
    );
    expect((await f.call('POST', `/form/${id}/createVillage/3`, f.jwt.adviser, {})).status).toBe(400);
  });

  it('refuses a 2nd external option', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.harbour);
    expect((await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {})).status).toBe(200);
    const second = await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {});
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe('A report can include at most 1 external property.');
  });

  it('updates an option with the version read, answers 409 on a stale version and saves nothing', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.wattle);
    const created = await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {});
    const villageId = Number(created.body.data.village.id);
    const v1 = Number(created.body.data.version);
    const ok = await f.call('POST', `/form/${id}/village/2/${villageId}`, f.jwt.adviser, {
      data: {
        name: 'Bayside Land Lease',
        rvOrLlc: 'llc',
        ownerType: null,
        propertyValue: 450000,
        chargeFeesAmount: 200,
        chargeFeesFreq: 52,
        capitalGain: 1,
      },
      version: v1,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.updated).toMatchObject({
      name: 'Bayside Land Lease',
      rvOrLlc: 'llc',
      propertyValue: 450000,
      chargeFeesAmount: 200,
    });
    expect(Number(ok.body.data.version)).toBe(v1 + 1);
    const stale = await f.call('POST', `/form/${id}/village/2/${villageId}`, f.jwt.adviser, {
      data: { propertyValue: 1 },
      version: v1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    const now = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(now.body.data.villagesExternal[0]!.propertyValue).toBe(450000);
  });

  it('validates an option edit: 400 with the field path, nothing saved', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.wattle);
    const created = await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {});
    const villageId = Number(created.body.data.village.id);
    const bad = await f.call('POST', `/form/${id}/village/2/${villageId}`, f.jwt.adviser, {
      data: { dmf: [36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      version: Number(created.body.data.version),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    expect(String(bad.body.error.issues[0]!.path)).toContain('dmf');
  });

  it('refuses selecting contracts beyond 3 options and contracts of another community', async () => {
    const id = await newForm(f.jwt.admin, f.communityId.harbour);
    const a = await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.admin, {});
    const detail = await f.call('GET', `/form/${id}`, f.jwt.admin);
    const contractIds = detail.body.data.corporateCommunity.contracts.map((c) => c.id);
    expect(contractIds).toHaveLength(2);
    const b = await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.admin, {});
    const c = await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.admin, {});
    // Options now: village A 1 contract + village B 1 contract + external = 3. Selecting both contracts in A → 4.
    const tooMany = await f.call('POST', `/form/${id}/village/1/${a.body.data.village.id}`, f.jwt.admin, {
      data: { selectedContracts: contractIds.map((cid) => ({ id: cid, report: true })) },
      version: Number(c.body.data.version),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(
      'At most 3 options can be compared. Unselect a contract or delete a property first.',
    );
    const foreign = await f.call('POST', `/form/${id}/village/1/${b.body.data.village.id}`, f.jwt.admin, {
      data: { selectedContracts: [{ id: 999999, report: true }] },
      version: Number(c.body.data.version),
    });
    expect(foreign.status).toBe(400);
  });

  it('deletes an option, which marks the summary stale; a foreign or unknown option is 404', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.sunny);
    const a = await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.adviser, {});
    const villageId = Number(a.body.data.village.id);
    expect(
      (await f.call('POST', `/form/${id}/village/1/${villageId + 100000}/delete`, f.jwt.adviser, {})).status,
    ).toBe(404);
    const del = await f.call('POST', `/form/${id}/village/1/${villageId}/delete`, f.jwt.adviser, {});
    expect(del.status).toBe(200);
    expect(del.body.data.deleted).toBe(true);
    const after = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(after.body.data.villagesInternal).toHaveLength(0);
    expect(after.body.data.main.summaryStale).toBe(true);
  });
});

describe('customer and current details', () => {
  it('merges a partial customer edit, bumps the version and answers 409 on a stale one', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.sunny);
    const v = await version(f.jwt.adviser, id);
    const ok = await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, {
      data: { firstName: 'Margaret', lastName: 'Example', dob: '1947-06-15' },
      version: v,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.updated).toMatchObject({
      firstName: 'Margaret',
      lastName: 'Example',
      dob: '1947-06-15',
      relationship: 1,
    });
    const cur = await f.call('POST', `/form/${id}/current`, f.jwt.adviser, {
      data: { propertyValue: 850000 },
      version: Number(ok.body.data.version),
    });
    expect(cur.status).toBe(200);
    // The current-details edit kept the customer fields.
    expect(cur.body.data.updated).toMatchObject({ firstName: 'Margaret', propertyValue: 850000 });
    const stale = await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, {
      data: { firstName: 'Other' },
      version: v,
    });
    expect(stale.status).toBe(409);
    const read = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(read.body.data.formConsumer.customer.firstName).toBe('Margaret');
  });

  it('rejects invalid fields with their path (400) and customer fields on the current-details path', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.sunny);
    const v = await version(f.jwt.adviser, id);
    const bad = await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, {
      data: { email: 'not-an-email', dob: '1947-02-30' },
      version: v,
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.issues.map((i) => i.path);
    expect(paths.some((p) => p.includes('email') || p.includes('dob'))).toBe(true);
    const wrongPath = await f.call('POST', `/form/${id}/current`, f.jwt.adviser, {
      data: { firstName: 'X' },
      version: v,
    });
    expect(wrongPath.status).toBe(400);
    expect((await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, { data: {} })).status).toBe(400); // no version
    expect(await version(f.jwt.adviser, id)).toBe(v);
  });
});

describe('scoping by accessCorporate / accessCommunityWide / accessSelf', () => {
  it('lists all corporate forms for the admin, community forms for the adviser, own forms for the self-only adviser', async () => {
    const byAdmin = await newForm(f.jwt.admin, f.communityId.banksia);
    const byAdviser = await newForm(f.jwt.adviser, f.communityId.sunny);
    const bySelf = await newForm(f.jwt.self, f.communityId.sunny);
    const ids = async (token: string) =>
      (await f.call('POST', '/forms', token, {})).body.data.forms.map((x) => x.id);
    const admin = await ids(f.jwt.admin);
    expect(admin).toEqual(expect.arrayContaining([byAdmin, byAdviser, bySelf]));
    const adviser = await ids(f.jwt.adviser);
    // Community-wide: Sunny Grove forms, whoever made them; not Banksia Terraces (not the adviser's community).
    expect(adviser).toEqual(expect.arrayContaining([byAdviser, bySelf]));
    expect(adviser).not.toContain(byAdmin);
    const self = await ids(f.jwt.self);
    expect(self).toContain(bySelf);
    expect(self).not.toContain(byAdviser);
    // Reads follow the same scope: 404, never 403.
    expect((await f.call('GET', `/form/${byAdviser}`, f.jwt.self)).status).toBe(404);
    expect((await f.call('GET', `/form/${byAdmin}`, f.jwt.adviser)).status).toBe(404);
    expect((await f.call('POST', `/form/${byAdmin}/summary`, f.jwt.adviser, {})).status).toBe(404);
  });

  it('hides forms of another corporate even from its corporate admin (404)', async () => {
    const other = await createUser(f.t.db, {
      permissions: ['accessCorporate', 'createForm', 'deleteForm', 'archiveForm'],
    });
    const token = await f.t.login(other.user.email, DEFAULT_PASSWORD);
    const mine = await newForm(f.jwt.adviser, f.communityId.sunny);
    expect((await f.call('GET', `/form/${mine}`, token)).status).toBe(404);
    expect((await f.call('POST', `/form/${mine}/delete`, token, { hard: true })).status).toBe(404);
    const list = await f.call('POST', '/forms', token, {});
    expect(list.body.data.forms).toEqual([]);
  });

  it('answers 403 to a user without any access permission', async () => {
    const { user } = await createUser(f.t.db, { permissions: ['createUser'] });
    const token = await f.t.login(user.email, DEFAULT_PASSWORD);
    expect((await f.call('POST', '/forms', token, {})).status).toBe(403);
    expect((await f.call('POST', '/forms/create', token, { communityId: f.communityId.sunny })).status).toBe(
      403,
    );
  });

  it('searches and sorts the list', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.sunny);
    await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, {
      data: { firstName: 'Zebedee', lastName: 'Quux' },
      version: await version(f.jwt.adviser, id),
    });
    const res = await f.call('POST', '/forms', f.jwt.adviser, { search: 'zebedee' });
    const forms = res.body.data.forms;
    expect(forms.map((x) => x.id)).toEqual([id]);
    expect(forms[0]).toMatchObject({ clientName: 'Zebedee Quux', reportName: 'Zebedee Quux' });
    const sorted = await f.call('POST', '/forms', f.jwt.adviser, { sort: 'clientName', desc: false });
    const names = sorted.body.data.forms.map((x) => x.clientName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await f.call('POST', '/forms', f.jwt.adviser, { sort: 'nonsense' })).status).toBe(400);
    expect(sorted.body.data.contractTypes.length).toBe(7);
  });
});

describe('client decision', () => {
  it('offers a buy choice per selected contract, sets BUY / NOTBUY with decisionDays, unsets, and refuses unknown choices', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.sunny);
    await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.adviser, {});
    await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {});
    const form = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    const contractId = Number(form.body.data.corporateCommunity.contracts[0]!.id);
    const choiceIds = form.body.data.choices.choices.map((c) => c.id);
    expect(choiceIds).toEqual([String(contractId), 'home', 'ext', 'unk']);

    // The form was created three days (and 5 minutes) before the decision. Moving the clock would end the
    // sessions (30-minute idle timeout), so the creation date moves back instead.
    await ageForm(id, 3 * 24 * 60 + 5);
    const yes = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'yes',
      choiceId: contractId,
    });
    expect(yes.status).toBe(200);
    expect(yes.body.data).toMatchObject({
      clientResponse: 'yes',
      decisionStatus: 'BUY',
      yesId: String(contractId),
      noId: null,
      decisionDays: 3,
    });
    expect(yes.body.data.choices.map((c) => c.id)).toContain('unset');
    // The list names what was bought: the contract's name, as the buy choice reads.
    const contractName = form.body.data.choices.choices[0]!.text;
    const boughtItem = (await f.call('POST', '/forms', f.jwt.adviser, {})).body.data.forms.find(
      (x) => x.id === id,
    );
    expect(boughtItem?.decisionLabel).toBe(contractName);

    const no = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'ext',
    });
    expect(no.body.data).toMatchObject({ decisionStatus: 'NOTBUY', yesId: null, noId: 'ext' });

    const listed = await f.call('POST', '/forms', f.jwt.adviser, {});
    const item = listed.body.data.forms.find((x) => x.id === id);
    expect(item).toMatchObject({
      status: 'NOTBUY',
      noId: 'ext',
      decisionLabel: 'Another property',
      decisionDays: 3,
      undecisionDays: null,
    });

    const unset = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: null,
      choiceId: 'unset',
    });
    // No PDF yet: back to 'No PDF Generated'.
    expect(unset.body.data).toMatchObject({
      clientResponse: null,
      decisionStatus: 'NO_PDF',
      yesId: null,
      noId: null,
      decisionDays: null,
    });

    // With a generated PDF, unsetting goes back to 'Awaiting Decision'.
    await f.t.db.insert(formPdfs).values({ formId: id, kind: 'summary', status: 'done', progress: 1 });
    await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
    });
    const unset2 = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: null,
      choiceId: null,
    });
    expect(unset2.body.data.decisionStatus).toBe('WAIT');

    const bad = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'yes',
      choiceId: 'home',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Unable to set Client Decision');
    const audits = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'form.decision'));
    expect(audits.filter((a) => (a.details as { formId?: number }).formId === id).length).toBe(4 - 1);
  });

  it('counts undecided days since creation in the list', async () => {
    const id = await newForm(f.jwt.adviser, f.communityId.sunny);
    await ageForm(id, 2 * 24 * 60 + 1);
    const listed = await f.call('POST', '/forms', f.jwt.adviser, {});
    const item = listed.body.data.forms.find((x) => x.id === id);
    expect(item?.undecisionDays).toBe(2);
  });
});

describe('clone and delete', () => {
  it('clones options, customer and ratings but not the decision', async () => {
    const id = await newForm(f.jwt.admin, f.communityId.sunny);
    const v = await f.call('POST', `/form/${id}/createVillage/1`, f.jwt.admin, {});
    const villageId = Number(v.body.data.village.id);
    const contractId = Number(asInternal(v.body.data.village).selectedContracts[0]!.id);
    const c = await f.call('POST', `/form/${id}/customer`, f.jwt.admin, {
      data: { firstName: 'Ada' },
      version: Number(v.body.data.version),
    });
    const r = await f.call('POST', `/form/${id}/ratings`, f.jwt.admin, {
      data: [
        { uid: `int-${villageId}-${contractId}`, location: 7, amenities: 4, careSupport: -1, lifestyle: 3.5 },
        { uid: 'ext-424242', location: 1 },
      ],
      version: Number(c.body.data.version),
    });
    expect(r.status).toBe(200);
    // Clamped to 0–5; the unknown option's rating dropped.
    expect(r.body.data.updated).toEqual([
      { uid: `int-${villageId}-${contractId}`, location: 5, amenities: 4, careSupport: 0, lifestyle: 3.5 },
    ]);
    await f.call('POST', `/form/${id}/clientResponse`, f.jwt.admin, {
      clientResponse: 'no',
      choiceId: 'home',
    });

    const cloned = await f.call('POST', `/form/${id}/clone`, f.jwt.admin);
    expect(cloned.status).toBe(200);
    const newId = Number(cloned.body.data.newFormId);
    expect(newId).not.toBe(id);
    const copy = await f.call('GET', `/form/${newId}`, f.jwt.admin);
    expect(copy.body.data.formConsumer.customer.firstName).toBe('Ada');
    expect(copy.body.data.villagesInternal).toHaveLength(1);
    const newVillageId = Number(copy.body.data.villagesInternal[0]!.id);
    expect(newVillageId).not.toBe(villageId);
    expect(copy.body.data.ratings).toEqual([
      { uid: `int-${newVillageId}-${contractId}`, location: 5, amenities: 4, careSupport: 0, lifestyle: 3.5 },
    ]);
    expect(copy.body.data.main).toMatchObject({ status: 'NO_PDF', clientResponse: null });
    expect((await f.call('POST', '/form/999999/clone', f.jwt.admin)).status).toBe(404);
  });

  it('soft-deletes with archiveForm, hard-deletes only with deleteForm, and audits both', async () => {
    const id = await newForm(f.jwt.admin, f.communityId.sunny);
    // The demo adviser archives only their own drafts, not the admin's report; no deleteForm.
    expect((await f.call('POST', `/form/${id}/delete`, f.jwt.adviser, {})).status).toBe(403);
    expect((await f.call('POST', `/form/${id}/delete`, f.jwt.adviser, { hard: true })).status).toBe(403);
    const manager = await createUser(f.t.db, {
      corporateId: (await f.t.db.query.users.findFirst({
        where: (u, { eq: e }) => e(u.email, 'admin@demo.test'),
      }))!.corporateId,
      permissions: ['accessCorporate', 'archiveForm'],
    });
    const mtoken = await f.t.login(manager.user.email, DEFAULT_PASSWORD);
    expect((await f.call('POST', `/form/${id}/delete`, mtoken, { hard: true })).status).toBe(403);
    const soft = await f.call('POST', `/form/${id}/delete`, mtoken, {});
    expect(soft.status).toBe(200);
    expect(soft.body.data).toEqual({ success: true, message: 'Form deleted' });
    expect((await f.call('GET', `/form/${id}`, f.jwt.admin)).status).toBe(404);
    const list = await f.call('POST', '/forms', f.jwt.admin, {});
    expect(list.body.data.forms.map((x) => x.id)).not.toContain(id);

    const id2 = await newForm(f.jwt.admin, f.communityId.sunny);
    const hard = await f.call('POST', `/form/${id2}/delete`, f.jwt.admin, { hard: true });
    expect(hard.body.data).toEqual({ success: true, message: 'Form deleted' });
    expect((await f.call('POST', `/form/${id2}/delete`, f.jwt.admin, { hard: true })).status).toBe(404);
    const rows = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form.archive')));
    expect(rows.some((a) => (a.details as { formId?: number }).formId === id)).toBe(true);
    const hardRows = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'form.delete'));
    expect(hardRows.some((a) => (a.details as { formId?: number }).formId === id2)).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents the form calls with their request bodies', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/app/v1/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    for (const p of [
      '/api/app/v1/forms',
      '/api/app/v1/forms/create',
      '/api/app/v1/form/{formId}',
      '/api/app/v1/form/{formId}/summary',
      '/api/app/v1/form/{formId}/clientResponse',
      '/api/app/v1/form/{formId}/customer',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.paths['/api/app/v1/form/{formId}/customer']!.post!.requestBody).toBeDefined();
  });
});

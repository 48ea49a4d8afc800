/**
 * Issue 14 "Screens", the server's part: the list's owner, advisers archiving their own drafts, the clone's name,
 * and the client decision's notes and plain-word "no" choices.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINE_MAX, NOTES_MAX } from '@rlc/shared';
import { auditLog, formPdfs, forms } from '../src/db/schema/index.ts';
import { DEMO_TEST_PASSWORD, useFormsApp, type FormsTestApp } from './forms-helpers.ts';
import { createUser, DEFAULT_PASSWORD } from './helpers/fixtures.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

async function newForm(token: string, communityId = f.communityId.sunny): Promise<number> {
  const res = await f.call('POST', '/forms/create', token, { communityId });
  expect(res.status).toBe(200);
  return Number(res.body.data.formId);
}

async function nameForm(token: string, id: number, data: Record<string, unknown>): Promise<void> {
  const { version } = (await f.call('GET', `/form/${id}`, token)).body.data;
  expect((await f.call('POST', `/form/${id}/customer`, token, { data, version })).status).toBe(200);
}

const listItem = async (token: string, id: number) =>
  (await f.call('POST', '/forms', token, { pageSize: 100 })).body.data.forms.find((x) => x.id === id);

describe('the forms list names each report’s owner', () => {
  it('gives the name of the adviser who created it, to users who see others’ reports', async () => {
    const id = await newForm(f.jwt.adviser);
    // The demo adviser is Sam Taylor (seed demo-users.ts); the admin sees the report corporate-wide.
    expect((await listItem(f.jwt.admin, id))?.createdBy).toMatchObject({ name: 'Sam Taylor' });
    // Scoped as before: the self-only adviser does not see it at all.
    expect(await listItem(f.jwt.self, id)).toBeUndefined();
  });
});

describe('advisers archive their own drafts (archiveForm)', () => {
  it('lets the adviser archive their own report while it has no PDF, and audits it', async () => {
    const id = await newForm(f.jwt.adviser);
    const res = await f.call('POST', `/form/${id}/delete`, f.jwt.adviser, {});
    expect(res.status).toBe(200);
    expect(await listItem(f.jwt.adviser, id)).toBeUndefined();
    const rows = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'form.archive'));
    expect(rows.some((a) => (a.details as { formId?: number }).formId === id)).toBe(true);
  });

  it('refuses the adviser a colleague’s report and a report with a PDF (403, nothing archived)', async () => {
    const colleagues = await newForm(f.jwt.admin);
    const theirs = await f.call('POST', `/form/${colleagues}/delete`, f.jwt.adviser, {});
    expect(theirs.status).toBe(403);
    expect(theirs.body.error.message).toBe('You can delete only your own reports that have no PDF yet.');

    const sent = await newForm(f.jwt.adviser);
    // What a finished render stores (reports repository `storeDonePdf`): the PDF, and 'Awaiting Decision'.
    await f.t.db.insert(formPdfs).values({ formId: sent, kind: 'summary', status: 'done', progress: 1 });
    await f.t.db.update(forms).set({ status: 'WAIT' }).where(eq(forms.id, sent));
    expect((await f.call('POST', `/form/${sent}/delete`, f.jwt.adviser, {})).status).toBe(403);
    // Hard delete stays deleteForm's.
    const own = await newForm(f.jwt.adviser);
    expect((await f.call('POST', `/form/${own}/delete`, f.jwt.adviser, { hard: true })).status).toBe(403);
    for (const id of [colleagues, sent, own]) expect(await listItem(f.jwt.admin, id)).toBeDefined();
  });

  it('lets the self-only adviser archive their own draft; a role without archiveForm still cannot', async () => {
    const mine = await newForm(f.jwt.self);
    expect((await f.call('POST', `/form/${mine}/delete`, f.jwt.self, {})).status).toBe(200);
    const admin = await f.t.db.query.users.findFirst({
      where: (u, { eq: e }) => e(u.email, 'admin@demo.test'),
    });
    const noArchive = await createUser(f.t.db, {
      corporateId: admin!.corporateId,
      permissions: ['accessSelf', 'createForm'],
      communityIds: [f.communityId.sunny],
    });
    const token = await f.t.login(noArchive.user.email, DEFAULT_PASSWORD);
    const draft = await newForm(token);
    expect((await f.call('POST', `/form/${draft}/delete`, token, {})).status).toBe(403);
  });

  it('keeps a community manager’s archiving for every report of their community', async () => {
    const manager = await f.t.login('manager@demo.test', DEMO_TEST_PASSWORD);
    const advisers = await newForm(f.jwt.adviser);
    await f.t.db.update(forms).set({ status: 'WAIT' }).where(eq(forms.id, advisers));
    expect((await f.call('POST', `/form/${advisers}/delete`, manager, {})).status).toBe(200);
  });
});

describe('clone names the copy', () => {
  it('names the copy "<report name> (copy)" and keeps the original’s name', async () => {
    const id = await newForm(f.jwt.adviser);
    await nameForm(f.jwt.adviser, id, { firstName: 'Zoë', lastName: "O'Brien-Müller" });
    const clone = await f.call('POST', `/form/${id}/clone`, f.jwt.adviser);
    expect(clone.status).toBe(200);
    const copy = Number(clone.body.data.newFormId);
    expect((await listItem(f.jwt.adviser, copy))?.reportName).toBe("Zoë O'Brien-Müller (copy)");
    expect((await listItem(f.jwt.adviser, id))?.reportName).toBe("Zoë O'Brien-Müller");
  });

  it('shortens a long report name so the copy’s stays within the report field', async () => {
    const id = await newForm(f.jwt.adviser);
    // A 200-character report name (the field's limit): 193 characters of it and " (copy)" make 200.
    await nameForm(f.jwt.adviser, id, { report: '秀'.repeat(LINE_MAX) });
    const copy = Number((await f.call('POST', `/form/${id}/clone`, f.jwt.adviser)).body.data.newFormId);
    const name = (await f.call('GET', `/form/${copy}`, f.jwt.adviser)).body.data.formConsumer.customer.report;
    expect(name).toBe(`${'秀'.repeat(193)} (copy)`);
    expect(name).toHaveLength(LINE_MAX);
  });

  it('names a copy of a report without names after the original’s number', async () => {
    const id = await newForm(f.jwt.adviser);
    const copy = Number((await f.call('POST', `/form/${id}/clone`, f.jwt.adviser)).body.data.newFormId);
    expect((await listItem(f.jwt.adviser, copy))?.reportName).toBe(`Report ${id} (copy)`);
  });
});

describe('client decision notes and plain words', () => {
  it('offers the "no" choices in plain words and labels the list with them', async () => {
    const id = await newForm(f.jwt.adviser);
    const { version } = (await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data;
    await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, { version });
    const form = (await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data;
    expect(form.choices.choices.filter((c) => c.type === 'no')).toEqual([
      { id: 'home', text: 'Staying at home', type: 'no' },
      { id: 'ext', text: 'Another property', type: 'no' },
      { id: 'unk', text: 'Undecided / unknown reason', type: 'no' },
    ]);
    await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'unk',
    });
    expect((await listItem(f.jwt.adviser, id))?.decisionLabel).toBe('Undecided / unknown reason');
  });

  it('stores the notes with the decision, keeps them (and its date) when re-sent, clears them on unset', async () => {
    const id = await newForm(f.jwt.adviser);
    const notes = 'Daughter lives nearby — Zoë 秀英 wants the garden.\nRevisit in March.';
    const decided = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
      notes,
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.notes).toBe(notes);
    const got = (await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data.choices;
    expect(got).toMatchObject({ noId: 'home', decisionNotes: notes });
    const decidedAt = got.decision_at;

    // Omitted notes stay; the same decision re-sent with new notes keeps its date.
    await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
    });
    expect((await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data.choices.decisionNotes).toBe(notes);
    const edited = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
      notes: 'Revisit in April.',
    });
    expect(edited.body.data.notes).toBe('Revisit in April.');
    const after = (await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data.choices;
    expect(after.decision_at).toBe(decidedAt);

    const unset = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: null,
      choiceId: 'unset',
    });
    expect(unset.body.data.notes).toBe('');
    expect((await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data.choices.decisionNotes).toBe('');
  });

  it('refuses notes over NOTES_MAX characters with the field’s message, saving nothing', async () => {
    const id = await newForm(f.jwt.adviser);
    const res = await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
      notes: 'x'.repeat(NOTES_MAX + 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([{ path: 'notes', message: 'At most 2,000 characters.' }]);
    expect((await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data.main.status).toBe('NO_PDF');
  });

  it('does not copy the decision or its notes into a clone', async () => {
    const id = await newForm(f.jwt.adviser);
    await f.call('POST', `/form/${id}/clientResponse`, f.jwt.adviser, {
      clientResponse: 'no',
      choiceId: 'home',
      notes: 'Private to this report.',
    });
    const copy = Number((await f.call('POST', `/form/${id}/clone`, f.jwt.adviser)).body.data.newFormId);
    const choices = (await f.call('GET', `/form/${copy}`, f.jwt.adviser)).body.data.choices;
    expect(choices).toMatchObject({ noId: null, decisionNotes: '' });
  });
});

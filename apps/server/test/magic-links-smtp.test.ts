// Magic link e-mail through a real SMTP exchange ("real SMTP in tests"): the adviser assigns a
// customer, the message reaches the in-process SMTP server, and the link read from it redeems a customer session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, forms, magicLinks } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { bearer, createTestApp, type TestApp } from './helpers/app.ts';
import { SENT_TOKEN_PLACEHOLDER } from '../src/modules/mail/redact.ts';
import { waitForOutbox } from './helpers/outbox.ts';
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from './helpers/smtp.ts';
import { tablesText } from './helpers/tables.ts';
import { API, DEMO_TEST_PASSWORD } from './forms-helpers.ts';

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  await seedDemo(t.db, { password: DEMO_TEST_PASSWORD });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = async (url: string, payload: object, jwt?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: API + url,
    payload,
    headers: jwt ? bearer(jwt) : {},
  });
  return { status: res.statusCode, body: res.json<{ data: Record<string, unknown> }>() };
};

describe('the magic link e-mail over SMTP', () => {
  it('is sent to the customer with a link that redeems once', async () => {
    const adviser = await t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
    const [community] = await t.db.select({ id: communities.id }).from(communities).limit(1);
    const created = await post('/forms/create', { communityId: community!.id, isMagic: true }, adviser);
    const formId = created.body.data.formId as number;
    const assigned = await post(
      `/form/${formId}/magic-assign`,
      { firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@example.test' },
      adviser,
    );
    expect(assigned.status).toBe(200);
    // The e-mail goes through the mail job (ADR 0013): written to the outbox and queued, then delivered.
    expect(assigned.body.data.emailStatus).toBe('queued');
    const mail = await smtp.waitFor(1);
    expect(mail.to).toEqual(['ana.silva@example.test']);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Hello Ana,');
    const token = /http:\/\/app\.example\.test\/magic\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token).toBeDefined();
    const redeemed = await post('/magic-link/redeem', { token: token! });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.data.formId).toBe(formId);
    const again = await post('/magic-link/redeem', { token: token! });
    expect(again.status).toBe(410);

    // Once sent, the stored copy keeps the link without its token (mail/redact.ts): no row of any table holds
    // the raw token, and the outbox row shows the placeholder where the token was, in the text and the HTML.
    const [row] = await waitForOutbox(t.db, 'ana.silva@example.test', 'sent');
    expect(row!.text).toContain(`http://app.example.test/magic?token=${SENT_TOKEN_PLACEHOLDER}`);
    expect(row!.html).toContain(`http://app.example.test/magic?token=${SENT_TOKEN_PLACEHOLDER}"`);
    const tables = await tablesText(t.db);
    expect(Object.keys(tables)).toEqual(expect.arrayContaining(['email_outbox', 'magic_links']));
    for (const [name, text] of Object.entries(tables)) expect(text.includes(token!), name).toBe(false);
  });

  it('is written in the transaction that issues the link: no e-mail, no link (ADR 0019)', async () => {
    // Before, the e-mail was written after the link's commit: a process killed in between (or a failed outbox
    // write, as here) left a live link that no e-mail ever carried, and the customer with the adviser's "sent".
    const adviser = await t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
    const [community] = await t.db.select({ id: communities.id }).from(communities).limit(1);
    const created = await post('/forms/create', { communityId: community!.id, isMagic: true }, adviser);
    const formId = created.body.data.formId as number;
    const mailer = t.mailer;
    const enqueue = mailer.enqueue.bind(mailer);
    mailer.enqueue = () => Promise.reject(new Error('outbox write failed'));
    try {
      const assigned = await post(
        `/form/${formId}/magic-assign`,
        { firstName: 'Bo', lastName: 'Tran', email: 'bo.tran@example.test' },
        adviser,
      );
      expect(assigned.status).toBe(500);
    } finally {
      mailer.enqueue = enqueue;
    }
    expect(await t.db.select().from(magicLinks).where(eq(magicLinks.formId, formId))).toEqual([]);
    const [form] = await t.db
      .select({ user: forms.magicUserId, email: forms.magicUserEmail })
      .from(forms)
      .where(eq(forms.id, formId));
    expect(form).toEqual({ user: null, email: null });
  });
});

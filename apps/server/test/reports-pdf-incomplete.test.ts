/**
 * Issue 14: a report without a customer name or without an option to compare makes no PDF. The request is 409
 * REPORT_INCOMPLETE naming what is missing (`missing`), and no PDF row is queued.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formPdfs } from '../src/db/schema/index.ts';
import { useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

async function newForm(): Promise<number> {
  const res = await f.call('POST', '/forms/create', f.jwt.adviser, { communityId: f.communityId.sunny });
  expect(res.status).toBe(200);
  return Number(res.body.data.formId);
}
const version = async (id: number) =>
  Number((await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data.version);
const askPdf = (id: number) => f.call('POST', `/form/${id}/pdf`, f.jwt.adviser, { kind: 'summary' });
const queued = async (id: number) =>
  (await f.t.db.select().from(formPdfs).where(eq(formPdfs.formId, id))).length;

describe('POST form/:id/pdf of an incomplete report', () => {
  it('a new report (no customer, no option): 409 REPORT_INCOMPLETE missing both, nothing queued', async () => {
    const id = await newForm();
    const res = await askPdf(id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('REPORT_INCOMPLETE');
    expect((res.body.error as unknown as { missing: string[] }).missing).toEqual(['customer', 'options']);
    expect(res.body.error.message).toBe(
      "A PDF needs a customer (the client's name, on Customer Details) and an option to compare (a community contract or another property, on Properties).",
    );
    expect(await queued(id)).toBe(0);
  });

  it('a customer but no option: missing the options only', async () => {
    const id = await newForm();
    const named = await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, {
      data: { firstName: 'Margaret' },
      version: await version(id),
    });
    expect(named.status).toBe(200);
    const res = await askPdf(id);
    expect(res.status).toBe(409);
    expect((res.body.error as unknown as { missing: string[] }).missing).toEqual(['options']);
    expect(await queued(id)).toBe(0);
  });

  it('an option but no customer name: missing the customer only', async () => {
    const id = await newForm();
    // A new external property is compared by default (one option for the engine).
    expect((await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {})).status).toBe(200);
    const res = await askPdf(id);
    expect(res.status).toBe(409);
    expect((res.body.error as unknown as { missing: string[] }).missing).toEqual(['customer']);
    expect(await queued(id)).toBe(0);
  });
});

/**
 * Issue 14 "Sensible bounds": the server holds the bounds the forms show (@rlc/shared limits.ts and
 * input-bounds.ts, one rule): a value outside them is 400 VALIDATION with an issue naming the field, and nothing
 * is saved (the version and the stored record are unchanged).
 */
import { describe, expect, it } from 'vitest';
import { latestTodayIso } from '@rlc/shared';
import { useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

async function newForm(): Promise<{ id: number; version: number }> {
  const res = await f.call('POST', '/forms/create', f.jwt.adviser, { communityId: f.communityId.sunny });
  expect(res.status).toBe(200);
  const id = Number(res.body.data.formId);
  const read = await f.call('GET', `/form/${id}`, f.jwt.adviser);
  return { id, version: Number(read.body.data.version) };
}

// Fifty years before the server's today, plus a day: a person 49 years and 364 days old.
const today = latestTodayIso();
const turns50Tomorrow = (() => {
  const d = new Date(`${Number(today.slice(0, 4)) - 50}${today.slice(4)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

describe('customer details outside the bounds: 400 naming the field, nothing saved', () => {
  it.each([
    ['propertyValue', 100_000_001, 'Must be $100,000,000 or less.'],
    ['investmentAssets', -500, 'Must be 0 or more.'],
    ['livingExpenses', 1e12, 'Must be $100,000,000 or less.'],
    ['firstName', 'x'.repeat(101), 'At most 100 characters.'],
    ['dob', '1900-06-30', 'Date must be after 1900'],
    ['partnerDob', turns50Tomorrow, 'Must be at least 50 years old'],
    ['phone', '555-0100', 'Enter an Australian phone number'],
  ])('%s = %j', async (field, value, message) => {
    const { id, version } = await newForm();
    const path = field === 'propertyValue' || field === 'investmentAssets' ? 'current' : 'customer';
    const bad = await f.call('POST', `/form/${id}/${path}`, f.jwt.adviser, {
      data: { [field]: value },
      version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    expect(bad.body.error.issues).toContainEqual({
      path: `data.${field}`,
      message: expect.stringContaining(message) as string,
    });
    const read = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(read.body.data.version).toBe(version);
    expect(read.body.data.formConsumer.customer).not.toMatchObject({ [field]: value });
  });

  it('takes the same fields within the bounds', async () => {
    const { id, version } = await newForm();
    const ok = await f.call('POST', `/form/${id}/customer`, f.jwt.adviser, {
      data: { firstName: 'x'.repeat(100), dob: '1948-05-14', phone: '(02) 9876 5432' },
      version,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.updated).toMatchObject({ dob: '1948-05-14', phone: '(02) 9876 5432' });
  });
});

describe('an external option bought in the future: 400 naming datePurchased, nothing saved', () => {
  it('refuses next year and takes a past date', async () => {
    const { id } = await newForm();
    const created = await f.call('POST', `/form/${id}/createVillage/2`, f.jwt.adviser, {});
    const villageId = Number(created.body.data.village.id);
    const version = Number(created.body.data.version);
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01-01`;
    const bad = await f.call('POST', `/form/${id}/village/2/${villageId}`, f.jwt.adviser, {
      data: { datePurchased: nextYear },
      version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues).toContainEqual({
      path: 'data.datePurchased',
      message: 'Date cannot be in the future.',
    });
    const ok = await f.call('POST', `/form/${id}/village/2/${villageId}`, f.jwt.adviser, {
      data: { datePurchased: '2020-07-01' },
      version,
    });
    expect(ok.status).toBe(200);
  });
});

// Issue 14 "Toasts speak of reports, not forms": the server's own message, which the screens show in their toasts
// (e.g. 'Cloning Failed: Report not found.'), says report.
describe('a report that is not there', () => {
  it("is 404 'Report not found.'", async () => {
    const res = await f.call('POST', '/form/999999/clone', f.jwt.adviser, {});
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Report not found.');
  });
});

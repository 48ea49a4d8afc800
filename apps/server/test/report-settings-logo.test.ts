/**
 * The report cover's logo (module `report-settings`): an admin with updateCorporateReport uploads a PNG or
 * JPEG of at most 300 KB on Report Settings, checked by its first bytes; others are refused with a message; the logo
 * is audited and reaches a report's PDF model with the adviser's phone and the community's address.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, type CorporateLogoResponse, type SaveCorporateLogoResponse } from '@rlc/shared';
import { auditLog, users } from '../src/db/schema/index.ts';
import { modelFromForm } from '../src/modules/reports/index.ts';
import { createWorkedHousehold, useFormsApp, type FormsTestApp } from './forms-helpers.ts';
import { createCorporate, createUser } from './helpers/fixtures.ts';
import { solidPng } from './helpers/png.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

let stranger = '';
beforeAll(async () => {
  const other = await createCorporate(f.t.db, 'Other Operator');
  const admin = await createUser(f.t.db, {
    corporateId: other.id,
    email: 'admin@logo-other.test',
    permissions: ['accessCorporate', 'updateCorporateReport'],
  });
  stranger = await f.t.login(admin.user.email, admin.password);
});

async function call<T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await f.call(method, url, token, body);
  return {
    status: res.status,
    data: res.body.data as T,
    error: res.body.error as { message: string } | undefined,
  };
}

const PNG = solidPng(120, 40, [31, 59, 99]);
// A JPEG starts with the start-of-image marker FF D8 FF; the rest is not looked at.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);

describe('corporate logo', () => {
  it('is saved, read back and audited; another corporate does not see it', async () => {
    const saved = await call<SaveCorporateLogoResponse>('POST', '/corporate/logo', f.jwt.admin, {
      contentType: 'image/png',
      base64: PNG.toString('base64'),
    });
    expect(saved.error).toBeUndefined();
    expect(saved.data.message).toBe('Logo updated');
    const got = await call<CorporateLogoResponse>('GET', '/corporate/logo', f.jwt.admin);
    expect(got.data.logo?.contentType).toBe('image/png');
    expect(Buffer.from(got.data.logo!.base64, 'base64').equals(PNG)).toBe(true);
    expect((await call<CorporateLogoResponse>('GET', '/corporate/logo', stranger)).data.logo).toBeNull();
    const rows = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'corporate.logo'));
    expect(rows.at(-1)?.details).toEqual({
      before: null,
      after: { contentType: 'image/png', bytes: PNG.length },
    });
  });

  it('refuses a file that is not the declared type, an SVG, and one larger than 300 KB', async () => {
    const wrong = await call('POST', '/corporate/logo', f.jwt.admin, {
      contentType: 'image/png',
      base64: JPEG.toString('base64'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe('The logo must be a PNG or JPEG image.');
    const svg = await call('POST', '/corporate/logo', f.jwt.admin, {
      contentType: 'image/svg+xml',
      base64: Buffer.from('<svg/>').toString('base64'),
    });
    expect(svg.status).toBe(400);
    // 300 KB + 1 byte, a PNG signature in front.
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    const tooBig = await call('POST', '/corporate/logo', f.jwt.admin, {
      contentType: 'image/png',
      base64: big.toString('base64'),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.error?.message).toMatch(/larger than 300 KB/);
    // The saved logo is unchanged.
    expect(
      (await call<CorporateLogoResponse>('GET', '/corporate/logo', f.jwt.admin)).data.logo?.contentType,
    ).toBe('image/png');
  });

  it('needs updateCorporateReport', async () => {
    const res = await call('POST', '/corporate/logo', f.jwt.adviser, {
      contentType: 'image/jpeg',
      base64: JPEG.toString('base64'),
    });
    expect(res.status).toBe(403);
  });

  it("reaches the report's cover with the adviser's phone and the community's address", async () => {
    const b = await createWorkedHousehold(f, f.jwt.adviser);
    expect(
      (await f.call('POST', `/form/${b.id}/summary`, f.jwt.adviser, { options: { asAt: '2025-12-01' } }))
        .status,
    ).toBe(200);
    await f.t.db.update(users).set({ phone: ' 07 3555 0182 ' }).where(eq(users.email, 'adviser@demo.test'));
    const model = await modelFromForm(f.t.db, b.id, 'results', '2025-12-01');
    expect(model.cover.operatorLogo).toEqual({ format: 'png', base64: PNG.toString('base64') });
    // Sunny Grove (seed): street, suburb, state and postcode on one line.
    expect(model.cover.communityAddress).toBe('12 Jacaranda Drive, Toowoomba QLD 4350');
    // The programs the figures used (this household has no care, so no Support at Home), each on or before the date.
    expect(model.rates.programDates.map((d) => d.program)).toEqual(['Age Pension', 'Rent Assistance']);
    for (const d of model.rates.programDates) expect(d.effectiveDate <= '2025-12-01').toBe(true);
    expect(model.cover.adviserPhone).toBe('07 3555 0182');
    // Removed: the next report has no logo.
    const removed = await call<SaveCorporateLogoResponse>('POST', '/corporate/logo/delete', f.jwt.admin);
    expect(removed.data).toEqual({ logo: null, message: 'Logo removed' });
    expect((await modelFromForm(f.t.db, b.id, 'results', '2025-12-01')).cover.operatorLogo).toBeNull();
  });
});

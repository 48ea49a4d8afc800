/**
 * The forms use cases called directly, without HTTP (apps/server/src/modules/README.md): each gets a deps object
 * (database + a clock the test controls) and the caller's principal, as the routes give them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { loadPrincipal, type Principal } from '../src/modules/auth/principal.ts';
import { cloneForm } from '../src/modules/forms/clone-form.ts';
import { createForm } from '../src/modules/forms/create-form.ts';
import { createVillage } from '../src/modules/forms/create-village.ts';
import type { FormDeps } from '../src/modules/forms/deps.ts';
import { getForm } from '../src/modules/forms/get-form.ts';
import { setClientResponse } from '../src/modules/forms/set-client-response.ts';
import { updateCustomer } from '../src/modules/forms/update-customer.ts';
import { updateRatings } from '../src/modules/forms/update-ratings.ts';
import { ApiError } from '../src/plugins/errors.ts';
import { createFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
let deps: FormDeps;
let adviser: Principal;
const at = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  f = await createFormsApp();
  deps = { db: f.t.db, clock: () => at };
  const [user] = await f.t.db.select().from(users).where(eq(users.email, 'adviser@demo.test'));
  adviser = await loadPrincipal(f.t.db, user!);
});
afterAll(() => f.t.close());

describe('forms use cases without HTTP', () => {
  it('create-form: a new empty form at the deps clock, created by the caller', async () => {
    const id = await createForm(deps, adviser, f.communityId.sunny);
    const form = await getForm(deps, adviser, id);
    expect(form.main).toMatchObject({ id, createdBy: { id: adviser.user.id }, created_at: at.toISOString() });
    expect(form.formConsumer.customer.firstName).toBe('');
    expect(form.magic).toMatchObject({ isMagic: false, magicStatus: null, magicPdfs: 0 });
  });

  it('create-form: an unknown community (or one outside the caller scope) is 404', async () => {
    const err = await createForm(deps, adviser, 999_999).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
  });

  it('update-customer: merges, bumps the version; a stale version is a 409 CONFLICT and saves nothing', async () => {
    const id = await createForm(deps, adviser, f.communityId.sunny);
    const { version } = await getForm(deps, adviser, id);
    const saved = await updateCustomer(deps, adviser, id, { firstName: 'Đức', lastName: 'Nguyễn' }, version);
    expect(saved).toMatchObject({ version: version + 1, updated: { firstName: 'Đức', lastName: 'Nguyễn' } });
    const stale = await updateCustomer(deps, adviser, id, { firstName: 'Other' }, version).catch(
      (e: unknown) => e,
    );
    expect(stale).toBeInstanceOf(ApiError);
    expect(stale).toMatchObject({ code: 'CONFLICT', statusCode: 409 });
    expect((await getForm(deps, adviser, id)).formConsumer.customer.firstName).toBe('Đức');
  });

  it('set-client-response: a buy choice of a selected contract decides the form; an unknown one is 400', async () => {
    const id = await createForm(deps, adviser, f.communityId.sunny);
    await createVillage(deps, adviser, id, 1, {});
    const form = await getForm(deps, adviser, id);
    const buy = form.choices.choices.find((c) => c.type === 'yes')!;
    const decided = await setClientResponse(deps, adviser, id, { clientResponse: 'yes', choiceId: buy.id });
    expect(decided).toMatchObject({
      clientResponse: 'yes',
      decisionStatus: 'BUY',
      yesId: buy.id,
      decisionDays: 0,
    });
    const bad = await setClientResponse(deps, adviser, id, {
      clientResponse: 'yes',
      choiceId: '999999',
    }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 'VALIDATION', statusCode: 400 });
  });

  it('clone-form: copies options, customer and ratings (uids rewritten to the copies), by the caller', async () => {
    const id = await createForm(deps, adviser, f.communityId.sunny);
    const { village } = await createVillage(deps, adviser, id, 2, {});
    let { version } = await getForm(deps, adviser, id);
    version = (await updateCustomer(deps, adviser, id, { firstName: 'Clara' }, version)).version;
    const rating = { uid: `ext-${village.id}`, location: 4, amenities: 3, careSupport: 2, lifestyle: 5 };
    await updateRatings(deps, adviser, id, [rating], version);
    const copyId = await cloneForm(deps, adviser, id);
    const copy = await getForm(deps, adviser, copyId);
    expect(copyId).not.toBe(id);
    expect(copy.formConsumer.customer.firstName).toBe('Clara');
    expect(copy.villagesExternal).toHaveLength(1);
    const newExt = copy.villagesExternal[0]!.id;
    expect(newExt).not.toBe(village.id);
    expect(copy.ratings).toEqual([{ ...rating, uid: `ext-${newExt}` }]);
  });
});

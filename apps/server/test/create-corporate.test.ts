/**
 * A new operator from nothing ("an operator can set itself up from an empty corporate"): the corporate
 * with the four standard roles, then its first admin, who signs in and finds an empty corporate of their own.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import { upsertUser } from '../src/modules/account/index.ts';
import { createCorporate } from '../src/modules/corporates/index.ts';
import { useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

describe('createCorporate', () => {
  it('makes the corporate with the standard roles, and its first admin sees an empty corporate', async () => {
    const { id, roleIds } = await createCorporate(f.t.db, {
      name: '  Bayside Living  ',
      communityLicenses: 3,
    });
    expect([...roleIds.keys()].sort()).toEqual(
      ['adviser', 'community manager', 'corporate admin', 'self-only adviser'].sort(),
    );
    const [corp] = await f.t.db.select().from(schema.corporates).where(eq(schema.corporates.id, id));
    expect(corp).toMatchObject({ name: 'Bayside Living', communityLicenses: 3, magicEnabled: false });
    const adminPermissions = await f.t.db
      .select()
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, roleIds.get('corporate admin')!));
    expect(adminPermissions).toHaveLength(PERMISSION_CODES.length);

    await upsertUser(f.t.db, {
      email: 'Admin@Bayside.test',
      password: 'bayside-pass-1',
      role: 'corporate admin',
      corporate: 'Bayside Living',
    });
    const jwt = await f.t.login('admin@bayside.test', 'bayside-pass-1');
    const communities = await f.call('GET', '/communities', jwt);
    expect(communities.status).toBe(200);
    expect(communities.body.data).toMatchObject({ communities: [], info: { count: 0, licenses: 3 } });
    expect((await f.call('POST', '/forms', jwt, {})).body.data.forms).toEqual([]);
  });

  it('refuses a taken name (ignoring case), an empty name and a negative or fractional licence count', async () => {
    await expect(
      createCorporate(f.t.db, { name: 'demo retirement living', communityLicenses: 1 }),
    ).rejects.toThrow('A corporate named "demo retirement living" already exists.');
    await expect(createCorporate(f.t.db, { name: '   ', communityLicenses: 1 })).rejects.toThrow(
      'The corporate name must be 1 to 200 characters.',
    );
    for (const n of [-1, 1.5, Number.NaN])
      await expect(createCorporate(f.t.db, { name: 'Another', communityLicenses: n })).rejects.toThrow(
        'The community licences must be a whole number, 0 or more.',
      );
    const named = await f.t.db.select().from(schema.corporates).where(eq(schema.corporates.name, 'Another'));
    expect(named).toEqual([]);
  });
});

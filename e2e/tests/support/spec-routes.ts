/**
 * The spec route table for the browser test (spec-routes.spec.ts): the rows of apps/web/src/routing/specRoutes.ts
 * (one table, also checked against the router by the web's unit test) and the demo ids and names its
 * placeholders stand for, read from the API of the seeded demo the way the screens read them.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { SPEC_ROUTES, type DemoRole, type SpecRoute } from '../../../apps/web/src/routing/specRoutes.ts';
import { DEMO_USERS } from './env.ts';

export { SPEC_ROUTES, type DemoRole, type SpecRoute };

const API = '/api/app/v1';
type Json = Record<string, unknown>;

async function as(baseURL: string, who: DemoRole): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const login = await anon.post(`${API}/login`, { data: DEMO_USERS[who] });
  const { jwt } = ((await login.json()) as { data: { jwt: string } }).data;
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${jwt}` } });
}

async function data<T = Json>(res: Promise<{ ok(): boolean; json(): Promise<unknown>; url(): string }>) {
  const r = await res;
  if (!r.ok()) throw new Error(`demo id look-up failed: ${r.url()}`);
  return ((await r.json()) as { data: T }).data;
}

interface Village {
  id: number;
  name: string;
}
interface FormData {
  corporateCommunity: { name: string };
  villagesInternal: Village[];
  villagesExternal: Village[];
}

/**
 * The placeholders' values: a demo report of the adviser with an internal and an external property, a magic-link
 * copy of it (made here, as the adviser would from the report), Sunny Grove Village and its first contract, and a
 * contract type's default contract.
 */
export async function demoIds(baseURL: string): Promise<Record<string, string>> {
  const adviser = await as(baseURL, 'adviser');
  const admin = await as(baseURL, 'admin');
  const { forms } = await data<{ forms: { id: number; isMagic: boolean }[] }>(
    adviser.post(`${API}/forms`, { data: {} }),
  );
  let chosen: { id: number; form: FormData } | null = null;
  // Not a magic form: a second call (a worker restarted after a failed test) would otherwise pick the magic copy
  // the first call made, whose staff-form routes lead elsewhere.
  for (const { id } of forms.filter((f) => !f.isMagic)) {
    const form = await data<FormData>(adviser.get(`${API}/form/${id}`));
    if (form.villagesInternal.length && form.villagesExternal.length) {
      chosen = { id, form };
      break;
    }
  }
  if (!chosen) throw new Error('the demo adviser has no report with an internal and an external property');
  const internal = chosen.form.villagesInternal[0]!;
  const external = chosen.form.villagesExternal[0]!;
  const { newFormId } = await data<{ newFormId: number }>(
    adviser.post(`${API}/form/${chosen.id}/magic-clone`, { data: {} }),
  );
  const magic = await data<FormData>(adviser.get(`${API}/form/${newFormId}`));
  const magicVillage = magic.villagesInternal[0]!;

  const { communities } = await data<{ communities: { id: number; name: string }[] }>(
    admin.get(`${API}/communities`),
  );
  const sunny = communities.find((c) => c.name === 'Sunny Grove Village');
  if (!sunny) throw new Error('no Sunny Grove Village in the demo');
  const community = await data<{ contractList: { id: number }[] }>(admin.get(`${API}/community/${sunny.id}`));
  const contract = await data<{ contract: { name: string } }>(
    admin.post(`${API}/community/${sunny.id}/contract/${community.contractList[0]!.id}`, { data: {} }),
  );
  const { contractTypes } = await data<{ contractTypes: { defaultContract: { id: number } }[] }>(
    admin.get(`${API}/contracts`),
  );
  await Promise.all([adviser.dispose(), admin.dispose()]);
  return {
    formId: String(chosen.id),
    internalVillageId: String(internal.id),
    internalVillageName: internal.name || chosen.form.corporateCommunity.name,
    externalVillageId: String(external.id),
    externalVillageName: external.name || 'External property',
    magicFormId: String(newFormId),
    magicVillageId: String(magicVillage.id),
    magicVillageName: magicVillage.name || magic.corporateCommunity.name,
    communityId: String(sunny.id),
    communityName: sunny.name,
    communityContractId: String(community.contractList[0]!.id),
    communityContractName: contract.contract.name,
    defaultContractId: String(contractTypes[0]!.defaultContract.id),
  };
}

/** `text` with each {name} replaced by its value (an unknown placeholder throws: the table has a typo). */
export function fill(text: string, ids: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no demo value for {${name}}`);
    return value;
  });
}

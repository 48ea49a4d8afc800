/**
 * Helpers for the report-form tests: a seeded app (demo corporate) with sign-ins for the demo users, and a small
 * client `call(method, url, token, body)` returning status and parsed body.
 */
import type {
  ClientResponseResponse,
  CloneFormResponse,
  CreateFormResponse,
  CreateVillageResponse,
  DeleteFormResponse,
  DeleteVillageResponse,
  FormResponse,
  FormsListResponse,
  RatesChangeResponse,
  SummaryResponse,
  UpdateCustomerResponse,
  UpdateExternalVillageResponse,
  UpdateInternalVillageResponse,
  UpdateRatingsResponse,
} from '@rlc/shared';
import { expect } from 'vitest';
import { communities } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { bearer, createTestApp, type TestApp } from './helpers/app.ts';

export const API = '/api/app/v1';
export const DEMO_TEST_PASSWORD = 'demo-test-pass-1';

/** The `data` of each form call, by URL (the contract in @rlc/shared api/forms.ts). */
export type ResponseOf<U extends string> = U extends '/forms'
  ? FormsListResponse
  : U extends '/forms/create'
    ? CreateFormResponse
    : U extends `/form/${string}/summary`
      ? SummaryResponse
      : U extends `/form/${string}/createVillage/${string}`
        ? CreateVillageResponse
        : U extends `/form/${string}/village/${string}/delete`
          ? DeleteVillageResponse
          : U extends `/form/${string}/village/1/${string}`
            ? UpdateInternalVillageResponse
            : U extends `/form/${string}/village/2/${string}`
              ? UpdateExternalVillageResponse
              : U extends `/form/${string}/customer` | `/form/${string}/current`
                ? UpdateCustomerResponse
                : U extends `/form/${string}/ratings`
                  ? UpdateRatingsResponse
                  : U extends `/form/${string}/clientResponse`
                    ? ClientResponseResponse
                    : U extends `/form/${string}/delete`
                      ? DeleteFormResponse
                      : U extends `/form/${string}/clone`
                        ? CloneFormResponse
                        : U extends `/form/${string}/ratesChange` | `/form/${string}/ratesChange/keep`
                          ? RatesChangeResponse
                          : U extends `/form/${string}`
                            ? FormResponse
                            : unknown;

/** A response body: `data` on success, `error` otherwise (tests check the status first). */
export interface Body<T> {
  data: T;
  error: { code: string; message: string; issues: { path: string; message: string }[] };
}

export interface FormsTestApp {
  t: TestApp;
  jwt: Record<'admin' | 'adviser' | 'self', string>;
  communityId: Record<'sunny' | 'harbour' | 'banksia' | 'wattle', number>;
  call<U extends string>(
    method: 'GET' | 'POST',
    url: U,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; body: Body<ResponseOf<U>> }>;
}

export async function createFormsApp(): Promise<FormsTestApp> {
  const t = await createTestApp();
  await seedDemo(t.db, { password: DEMO_TEST_PASSWORD });
  const [admin, adviser, self] = await Promise.all([
    t.login('admin@demo.test', DEMO_TEST_PASSWORD),
    t.login('adviser@demo.test', DEMO_TEST_PASSWORD),
    t.login('self@demo.test', DEMO_TEST_PASSWORD),
  ]);
  const rows = await t.db.select({ id: communities.id, name: communities.name }).from(communities);
  const byPrefix = (p: string) => {
    const row = rows.find((r) => r.name.startsWith(p));
    if (!row) throw new Error(`no demo community ${p}`);
    return row.id;
  };
  return {
    t,
    jwt: { admin, adviser, self },
    communityId: {
      sunny: byPrefix('Sunny'),
      harbour: byPrefix('Harbour'),
      banksia: byPrefix('Banksia'),
      wattle: byPrefix('Wattle'),
    },
    async call(method, url, token, body) {
      const res = await t.app.inject({
        method,
        url: API + url,
        headers: token ? bearer(token) : {},
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      return { status: res.statusCode, body: res.json<Body<never>>() };
    },
  };
}

/** The village of a createVillage answer as an internal one (fails the test if it is not). */
export function asInternal(
  village: CreateVillageResponse['village'],
): Extract<CreateVillageResponse['village'], { modelId: 1 }> {
  if (village.modelId !== 1) throw new Error(`expected an internal village, got model ${village.modelId}`);
  return village;
}

/** The forms the worked household of issue 4 "Real input" builds, with its option uids. */
export interface WorkedHousehold {
  id: number;
  villageId: number;
  extId: number;
  contractId: number;
  version: number;
  /** Summary column uid of the Sunny Grove licence option. */
  villageUid: string;
  /** Summary column uid of the land-lease home. */
  extUid: string;
}

/**
 * Builds the worked household through the API: a single homeowner aged 78 in Queensland (home $850,000, selling
 * fees $25,000, $150,000 investments, $15,000 personal assets) comparing Sunny Grove's licence contract with an
 * external land-lease home at $200 a week site fees. One fixture for every test that checks its figures by hand.
 */
export async function createWorkedHousehold(f: FormsTestApp, token: string): Promise<WorkedHousehold> {
  const created = await f.call('POST', '/forms/create', token, { communityId: f.communityId.sunny });
  const id = Number(created.body.data.formId);
  let version = Number((await f.call('GET', `/form/${id}`, token)).body.data.version);
  const cust = await f.call('POST', `/form/${id}/customer`, token, {
    data: { firstName: 'Margaret', lastName: 'Walsh', dob: '1947-06-15', state: 'QLD', relationship: 1 },
    version,
  });
  expect(cust.status).toBe(200);
  version = Number(cust.body.data.version);
  const current = await f.call('POST', `/form/${id}/current`, token, {
    data: {
      propertyValue: 850_000,
      sellingFees: 25_000,
      personalAssets: 15_000,
      investmentAssets: 150_000,
      investmentInterest: 0.04,
      livingExpenses: 900,
      livingExpensesFreq: 26,
    },
    version,
  });
  expect(current.status).toBe(200);
  version = Number(current.body.data.version);
  const v = await f.call('POST', `/form/${id}/createVillage/1`, token, { version });
  version = Number(v.body.data.version);
  const ext = await f.call('POST', `/form/${id}/createVillage/2`, token, { version });
  version = Number(ext.body.data.version);
  const extId = Number(ext.body.data.village.id);
  const upd = await f.call('POST', `/form/${id}/village/2/${extId}`, token, {
    data: {
      name: 'Bayside Land Lease',
      rvOrLlc: 'llc',
      ownerType: null,
      propertyValue: 450_000,
      chargeFeesAmount: 200,
      chargeFeesFreq: 52,
      capitalGain: 1,
      capitalGrowth: 0.03,
      sellingFees: 0.025,
    },
    version,
  });
  expect(upd.status).toBe(200);
  const village = asInternal(v.body.data.village);
  const villageId = Number(village.id);
  const contractId = Number(village.selectedContracts[0]!.id);
  return {
    id,
    villageId,
    extId,
    contractId,
    version: Number(upd.body.data.version),
    villageUid: `int-${villageId}-${contractId}`,
    extUid: `ext-${extId}`,
  };
}

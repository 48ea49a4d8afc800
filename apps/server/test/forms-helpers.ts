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
  SummaryResponse,
  UpdateCustomerResponse,
  UpdateExternalVillageResponse,
  UpdateInternalVillageResponse,
  UpdateRatingsResponse,
} from '@rlc/shared';
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

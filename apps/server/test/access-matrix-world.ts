/**
 * The world of the access matrix (access-matrix.test.ts): the seeded demo plus
 *   - set A, objects of Banksia Terraces owned by the corporate admin: a report form with a unique customer
 *     ('Octavia Foreignby'), its internal option, a stored PDF, a Banksia contract, a user assigned to Banksia, a
 *     spare role, a finished re-run and the demo's first article, webinar and recommended adviser;
 *   - set B, the same but the form is the demo adviser's seeded Sunny Grove report (Margaret Walsh): another
 *     adviser's report in the self-only adviser's own community;
 *   - the nine kinds of caller of issue 15, each with the set whose objects are not theirs (the admin with set A,
 *     which is theirs: the positive control that proves the ids are real).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MODEL_ID, type Endpoint, type Permission } from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { signSessionToken } from '../src/modules/auth/tokens.ts';
import { bearer } from './helpers/app.ts';
import { createRole, createUser } from './helpers/fixtures.ts';
import { API, DEMO_TEST_PASSWORD, type FormsTestApp } from './forms-helpers.ts';

/** Path parameter → id, for one set of objects (with the variants of `idsFor`). */
export type IdSet = Record<string, number | string>;

/**
 * The ids `endpoint` is called with: a path naming the external kind of option takes the external option; the
 * contract-type calls (permissions of the contract-type group) act on a type's default contract, the others on a
 * community's contract.
 */
export function idsFor(endpoint: Endpoint, ids: IdSet): IdSet {
  const out = { ...ids };
  if (endpoint.path.includes(`/village/${MODEL_ID.external}/`)) out.villageId = ids.externalVillageId!;
  if (endpoint.permission === 'updateContractType') out.contractId = ids.defaultContractId!;
  return out;
}

/** The scope of path parameter `param` of `endpoint` (a default contract is the corporate's, not a community's). */
export function scopeOf(endpoint: Endpoint, param: string): (typeof PARAM_SCOPE)[string] | undefined {
  if (param === 'contractId' && endpoint.permission === 'updateContractType') return 'corporate';
  return PARAM_SCOPE[param];
}

/** The kind of scope an object of each path parameter has (which callers reach it). */
export const PARAM_SCOPE: Record<string, 'form' | 'community' | 'corporate' | 'name'> = {
  formId: 'form',
  villageId: 'form',
  pdfId: 'form',
  communityId: 'community',
  contractId: 'community',
  externalVillageId: 'form',
  defaultContractId: 'corporate',
  userId: 'corporate',
  roleId: 'corporate',
  runId: 'corporate',
  articleId: 'corporate',
  webinarId: 'corporate',
  adviserId: 'corporate',
  // Not ids: a kind of option, a content block's or an analytics query's name (read in the caller's corporate).
  modelId: 'name',
  name: 'name',
  queryName: 'name',
};

export type CallerName =
  | 'noToken'
  | 'loggedOut'
  | 'disabledUser'
  | 'customer'
  | 'otherCorporate'
  | 'communityManager'
  | 'adviser'
  | 'selfOnlyAdviser'
  | 'corporateAdmin';

export interface Caller {
  name: CallerName;
  /** The bearer token; none for `noToken`. */
  jwt?: string;
  /** 'dead': a token whose session no longer lives (logged out, user disabled). */
  kind: 'none' | 'dead' | 'staff' | 'customer';
  permissions: readonly Permission[];
  /** The ids this caller is called with. */
  ids: IdSet;
  /** Which scopes of `ids` the caller reaches (PARAM_SCOPE): the admin all, a foreign caller none. */
  reaches: ReadonlySet<'form' | 'community' | 'corporate'>;
  /** Texts of objects the caller must never see (customers' names and e-mails, other corporates' names). */
  markers: string[];
  /** A new session of the same staff user, for the calls that change the session they run on. */
  fresh?: () => Promise<string>;
}

export interface World {
  callers: Caller[];
  setA: IdSet;
  setB: IdSet;
}

async function permissionsOf(f: FormsTestApp, email: string): Promise<Permission[]> {
  const [user] = await f.t.db.select().from(schema.users).where(eq(schema.users.email, email));
  const rows = await f.t.db
    .select()
    .from(schema.rolePermissions)
    .where(eq(schema.rolePermissions.roleId, user!.roleId));
  return rows.map((r) => r.permission as Permission);
}

/** A fresh staff session of `userId` without a password hash (signing in costs an argon2 hash each). */
export async function staffToken(f: FormsTestApp, userId: number): Promise<string> {
  const now = f.t.clock();
  const sid = await createSession(f.t.db, userId, now);
  return signSessionToken(f.t.app.config.jwtSecret, sid, userId, now);
}

async function post<T>(f: FormsTestApp, url: string, jwt: string | undefined, payload: object): Promise<T> {
  const res = await f.t.app.inject({
    method: 'POST',
    url: API + url,
    headers: jwt ? bearer(jwt) : {},
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: T }>().data;
}

async function firstOf<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`world: no ${what}`);
  return row;
}

/** Set A: Banksia Terraces objects of the corporate admin. */
export async function buildSetA(f: FormsTestApp): Promise<IdSet> {
  const db = f.t.db;
  const banksia = f.communityId.banksia;
  const { formId } = await post<{ formId: number }>(f, '/forms/create', f.jwt.admin, {
    communityId: banksia,
  });
  await post(f, `/form/${formId}/customer`, f.jwt.admin, {
    data: { firstName: 'Octavia', lastName: 'Foreignby', email: 'octavia.foreignby@banksia.test' },
    version: 1,
  });
  const { village } = await post<{ village: { id: number } }>(
    f,
    `/form/${formId}/createVillage/${MODEL_ID.internal}`,
    f.jwt.admin,
    {},
  );
  const external = await post<{ village: { id: number } }>(
    f,
    `/form/${formId}/createVillage/${MODEL_ID.external}`,
    f.jwt.admin,
    {},
  );
  const [pdf] = await db
    .insert(schema.formPdfs)
    .values({ formId, kind: 'summary', status: 'done', bytes: Buffer.from('%PDF') })
    .returning();
  const form = await firstOf(db.select().from(schema.forms).where(eq(schema.forms.id, formId)), 'form');
  const corporateId = form.corporateId;
  const contract = await firstOf(
    db.select().from(schema.contracts).where(eq(schema.contracts.communityId, banksia)),
    'Banksia contract',
  );
  const defaultContract = await firstOf(
    db
      .select({ id: schema.contracts.id })
      .from(schema.contracts)
      .innerJoin(schema.contractTypes, eq(schema.contractTypes.id, schema.contracts.contractTypeId))
      .where(and(eq(schema.contractTypes.corporateId, corporateId), isNull(schema.contracts.communityId))),
    'default contract',
  );
  const adviserRole = await firstOf(
    db.select().from(schema.users).where(eq(schema.users.email, 'adviser@demo.test')),
    'adviser',
  );
  const target = await createUser(db, {
    corporateId,
    roleId: adviserRole.roleId,
    email: 'target.banksia@demo-target.test',
    firstName: 'Tilda',
    lastName: 'Targetson',
    communityIds: [banksia],
  });
  const role = await createRole(db, corporateId, ['accessSelf'], 'Matrix spare role');
  const [run] = await db
    .insert(schema.ratesReruns)
    .values({ corporateId, status: 'done', formIds: [formId], total: 1, done: 1 })
    .returning();
  const ofCorporate = <T extends { corporateId: number }>(rows: Promise<T[]>, what: string) =>
    firstOf(rows, what);
  const article = await ofCorporate(
    db.select().from(schema.newsletterArticles).where(eq(schema.newsletterArticles.corporateId, corporateId)),
    'article',
  );
  const webinar = await ofCorporate(
    db.select().from(schema.webinars).where(eq(schema.webinars.corporateId, corporateId)),
    'webinar',
  );
  const adviser = await ofCorporate(
    db
      .select()
      .from(schema.recommendedAdvisers)
      .where(eq(schema.recommendedAdvisers.corporateId, corporateId)),
    'recommended adviser',
  );
  return {
    formId,
    villageId: village.id,
    externalVillageId: external.village.id,
    pdfId: pdf!.id,
    modelId: MODEL_ID.internal,
    communityId: banksia,
    contractId: contract.id,
    defaultContractId: defaultContract.id,
    userId: target.user.id,
    roleId: role.id,
    runId: run!.id,
    articleId: article.id,
    webinarId: webinar.id,
    adviserId: adviser.id,
    name: 'Introduction',
    queryName: 'analyticsOptions',
  };
}

/** Set B: set A with the demo adviser's Sunny Grove report (its option, a PDF) and a Sunny Grove contract. */
async function buildSetB(f: FormsTestApp, setA: IdSet): Promise<IdSet> {
  const db = f.t.db;
  const sunny = f.communityId.sunny;
  const adviser = await firstOf(
    db.select().from(schema.users).where(eq(schema.users.email, 'adviser@demo.test')),
    'adviser',
  );
  const forms = await db.select().from(schema.forms).where(eq(schema.forms.createdBy, adviser.id));
  const form = forms.find((x) => x.communityId === sunny);
  if (!form) throw new Error('world: no Sunny Grove report of the demo adviser');
  const village = await firstOf(
    db.select().from(schema.formVillages).where(eq(schema.formVillages.formId, form.id)),
    'Sunny option',
  );
  const [pdf] = await db
    .insert(schema.formPdfs)
    .values({ formId: form.id, kind: 'summary', status: 'done', bytes: Buffer.from('%PDF') })
    .returning();
  const contract = await firstOf(
    db.select().from(schema.contracts).where(eq(schema.contracts.communityId, sunny)),
    'Sunny contract',
  );
  return {
    ...setA,
    formId: form.id,
    villageId: village.id,
    modelId: village.modelId ?? MODEL_ID.internal,
    pdfId: pdf!.id,
    communityId: sunny,
    contractId: contract.id,
  };
}

/** A magic-link customer of a Harbour View report of the demo adviser: assigned, e-mailed, redeemed. */
export async function customerToken(f: FormsTestApp): Promise<{ jwt: string; formId: number }> {
  const { formId } = await post<{ formId: number }>(f, '/forms/create', f.jwt.adviser, {
    communityId: f.communityId.harbour,
    isMagic: true,
  });
  const email = 'matrix.customer@example.test';
  await post(f, `/form/${formId}/magic-assign`, f.jwt.adviser, {
    firstName: 'Mattie',
    lastName: 'Linkholder',
    email,
    phone: '0400 111 222',
  });
  const mails = await f.t.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email));
  const token = /\/magic\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text)?.[1];
  if (!token) throw new Error('world: no magic link e-mailed');
  const { jwt } = await post<{ jwt: string }>(f, '/magic-link/redeem', undefined, { token });
  return { jwt, formId };
}

/**
 * Customers' last names and e-mails of every report of the demo corporate `caller` may not see, by the scope
 * rules (another community unless corporate-wide, another adviser's report for a self-only adviser).
 */
async function hiddenCustomers(
  f: FormsTestApp,
  visible: (form: typeof schema.forms.$inferSelect) => boolean,
): Promise<string[]> {
  const rows = await f.t.db
    .select()
    .from(schema.forms)
    .innerJoin(schema.formConsumers, eq(schema.formConsumers.formId, schema.forms.id));
  // A surname shared with a visible report, a staff user or a recommended adviser is no evidence of a leak.
  const seen = JSON.stringify([
    rows.filter((r) => visible(r.forms)).map((r) => r.form_consumers.customer),
    await f.t.db.select().from(schema.users),
    await f.t.db.select().from(schema.recommendedAdvisers),
  ]);
  const out = new Set<string>();
  for (const r of rows) {
    if (visible(r.forms)) continue;
    const { lastName, email } = r.form_consumers.customer;
    if (lastName && lastName.length >= 4 && !seen.includes(lastName)) out.add(lastName);
    if (email) out.add(email);
  }
  return [...out];
}

async function userRow(f: FormsTestApp, email: string) {
  return firstOf(f.t.db.select().from(schema.users).where(eq(schema.users.email, email)), email);
}

export async function buildWorld(f: FormsTestApp): Promise<World> {
  const setA = await buildSetA(f);
  const setB = await buildSetB(f, setA);
  const customer = await customerToken(f);
  const login = (email: string) => f.t.login(email, DEMO_TEST_PASSWORD);
  const [manager, foreign, logoutUser] = await Promise.all([
    login('manager@demo.test'),
    login('admin@coastline.test'),
    login('admin@demo.test'),
  ]);
  const out = await f.t.app.inject({ method: 'GET', url: `${API}/logout`, headers: bearer(logoutUser) });
  if (out.statusCode !== 200) throw new Error(`logout: ${out.statusCode}`);
  // A corporate admin (every permission) who is then disabled: only the state stops them.
  const admin = await userRow(f, 'admin@demo.test');
  const disabled = await createUser(f.t.db, {
    corporateId: admin.corporateId,
    roleId: admin.roleId,
    email: 'disabled.admin@demo-target.test',
  });
  const disabledJwt = await staffToken(f, disabled.user.id);
  await f.t.db.update(schema.users).set({ state: 'disabled' }).where(eq(schema.users.id, disabled.user.id));

  const demoMarkers = ['Demo Retirement Living', '@demo.test', 'Sunny Grove', 'Banksia Terraces'];
  const ofUser = async (email: string) => {
    const u = await userRow(f, email);
    const communities = await f.t.db
      .select()
      .from(schema.userCommunities)
      .where(eq(schema.userCommunities.userId, u.id));
    return { id: u.id, communityIds: new Set(communities.map((c) => c.communityId)) };
  };
  type Form = typeof schema.forms.$inferSelect;
  /** A staff caller: its role's permissions, fresh sessions of its user, the customers of reports it cannot see. */
  const staff = async (
    name: CallerName,
    email: string,
    jwt: string,
    ids: IdSet,
    reaches: Caller['reaches'],
    visible: (form: Form, user: Awaited<ReturnType<typeof ofUser>>) => boolean,
    markers: string[] = [],
  ): Promise<Caller> => {
    const user = await ofUser(email);
    const hidden = await hiddenCustomers(f, (x) => visible(x, user));
    const fresh = () => staffToken(f, user.id);
    return {
      name,
      jwt,
      kind: 'staff',
      permissions: await permissionsOf(f, email),
      ids,
      reaches,
      fresh,
      markers: [...markers, ...hidden],
    };
  };
  const none = new Set<never>();
  const dead = { kind: 'dead', permissions: [], ids: setA, reaches: none, markers: demoMarkers } as const;
  const inTheirCommunities = (x: Form, u: { communityIds: Set<number> }) => u.communityIds.has(x.communityId);
  return {
    setA,
    setB,
    callers: [
      { name: 'noToken', kind: 'none', permissions: [], ids: setA, reaches: none, markers: demoMarkers },
      { name: 'loggedOut', jwt: logoutUser, ...dead },
      { name: 'disabledUser', jwt: disabledJwt, ...dead },
      {
        name: 'customer',
        jwt: customer.jwt,
        kind: 'customer',
        permissions: [],
        ids: setA,
        reaches: none,
        markers: await hiddenCustomers(f, (x) => x.id === customer.formId),
      },
      await staff(
        'otherCorporate',
        'admin@coastline.test',
        foreign,
        setA,
        none,
        (x) => x.corporateId !== admin.corporateId,
        demoMarkers,
      ),
      await staff(
        'communityManager',
        'manager@demo.test',
        manager,
        setA,
        new Set(['corporate']),
        inTheirCommunities,
      ),
      await staff(
        'adviser',
        'adviser@demo.test',
        f.jwt.adviser,
        setA,
        new Set(['corporate']),
        inTheirCommunities,
      ),
      // Sunny Grove is the self-only adviser's community; the report of set B is another adviser's.
      await staff(
        'selfOnlyAdviser',
        'self@demo.test',
        f.jwt.self,
        setB,
        new Set(['corporate', 'community']),
        (x, u) => x.createdBy === u.id,
      ),
      await staff(
        'corporateAdmin',
        'admin@demo.test',
        f.jwt.admin,
        setA,
        new Set(['form', 'community', 'corporate']),
        () => true,
      ),
    ],
  };
}

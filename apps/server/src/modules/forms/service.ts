/**
 * Report-form use cases (spec §7 "Forms"; issue 4): list, create, read, options, edits with optimistic
 * concurrency, client decision, delete and clone. Routes are thin wrappers around these functions.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { defaultParameters, getParameter } from '@rlc/engine';
import {
  can,
  clientFullName,
  CustomerRecord,
  DEFAULT_FORM_CONFIG,
  emptyCustomer,
  FORM_LIMIT_MESSAGES,
  MESSAGES,
  optionUid,
  partnerFullName,
  reportName,
  SIMPLIFIED_REPORT_GOTO,
  type ClientResponseResponse,
  type CreateVillageResponse,
  type CurrentDetailsPatch,
  type CustomerPatch,
  type ExternalVillageUpdate,
  type FormListItem,
  type FormRates,
  type FormResponse,
  type FormsListRequest,
  type InternalVillageUpdate,
  type Rating,
} from '@rlc/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/context.ts';
import { ApiError, forbidden, notFound } from '../../plugins/errors.ts';
import {
  communities,
  contracts,
  contractTypes,
  formConsumers,
  formPdfs,
  formRatings,
  forms,
  formSummaries,
  formVillages,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../audit/audit.ts';
import { findVisibleCommunity } from '../communities/index.ts';
import { buildChoices, decide, decisionFacts, decisionLabel } from './choices.ts';
import {
  formCommunity,
  formCorporate,
  isoDay,
  requireForm,
  storedCustomer,
  storedRatings,
  storedVillages,
} from './context.ts';
import { bumpVersion, visibleForms } from './repository.ts';
import {
  applyVillageUpdate,
  newExternalDetails,
  newInternalDetails,
  toExternalVillage,
  toInternalVillage,
  type InternalDetails,
} from './village-details.ts';

const validation = (message: string, path = '') =>
  new ApiError(400, 'VALIDATION', message, { issues: [{ path, message }] });

// ------------------------------------------------------------------------------------------------ list

export async function listForms(
  app: FastifyInstance,
  auth: AuthContext,
  req: FormsListRequest & { sort: string; desc: boolean },
) {
  const where = visibleForms(auth);
  const types = await app.db
    .select()
    .from(contractTypes)
    .where(eq(contractTypes.corporateId, auth.user.corporateId))
    .orderBy(asc(contractTypes.id));
  const contractTypeList = types.map((t) => ({
    id: t.id,
    name: t.name,
    noAutoAddMagicLink: t.noAutoAddMagicLink,
  }));
  if (!where) return { forms: [], contractTypes: contractTypeList };
  const rows = await app.db
    .select({
      form: forms,
      communityName: communities.name,
      communityState: communities.state,
      customer: formConsumers.customer,
      creatorFirst: users.firstName,
      creatorLast: users.lastName,
    })
    .from(forms)
    .innerJoin(communities, eq(communities.id, forms.communityId))
    .innerJoin(formConsumers, eq(formConsumers.formId, forms.id))
    .leftJoin(users, eq(users.id, forms.createdBy))
    .where(where)
    .orderBy(desc(forms.updatedAt), desc(forms.id));
  const ids = rows.map((r) => r.form.id);
  const villages = ids.length
    ? await app.db.select().from(formVillages).where(inArray(formVillages.formId, ids))
    : [];
  const now = app.clock();
  // Names of the contracts clients decided to buy, for the list's "Buying: …".
  const boughtIds = rows.flatMap((r) =>
    r.form.clientResponse === 'yes' && r.form.choiceId ? [Number(r.form.choiceId)] : [],
  );
  const bought = new Map(
    boughtIds.length
      ? (
          await app.db
            .select({ id: contracts.id, name: contracts.name })
            .from(contracts)
            .where(inArray(contracts.id, boughtIds))
        ).map((c) => [String(c.id), c.name])
      : [],
  );
  const items: FormListItem[] = rows.map((r) => {
    const c = CustomerRecord.parse(r.customer);
    const mine = villages.filter((v) => v.formId === r.form.id);
    const selectedContractIds = mine
      .filter((v) => v.modelId === 1)
      .flatMap((v) => (v.details as InternalDetails).selectedContracts?.map((s) => s.id) ?? []);
    const ext = mine.filter((v) => v.modelId === 2);
    return {
      id: r.form.id,
      communityId: r.form.communityId,
      communityName: r.communityName,
      communityState: r.communityState as FormListItem['communityState'],
      createdAt: r.form.createdAt.toISOString(),
      updatedAt: r.form.updatedAt.toISOString(),
      createdBy: r.form.createdBy
        ? { id: r.form.createdBy, name: [r.creatorFirst, r.creatorLast].filter(Boolean).join(' ') }
        : null,
      clientName: clientFullName(c),
      partnerName: c.relationship > 1 ? partnerFullName(c) : '',
      reportName: reportName(c),
      clientResponse: r.form.clientResponse ?? null,
      clientResponseSettable: true,
      status: r.form.status,
      selectedContractIds,
      selectedNonContractIds: ext.map((v) => optionUid.external(v.id)),
      hasExtProp: ext.length > 0,
      ...decisionFacts(r.form, now),
      decisionLabel: decisionLabel(
        r.form,
        new Map(
          selectedContracts(
            mine
              .filter((v) => v.modelId === 1)
              .map((v) => ({ name: v.name, ...(v.details as InternalDetails) })),
            [...bought].map(([cid, name]) => ({ id: Number(cid), name })),
          ).map((c) => [String(c.id), c.name]),
        ),
      ),
      archivedAt: null,
      isMagic: r.form.isMagic,
      magicUserId: null,
      magicUserEmail: null,
      magicCompletedAt: null,
      magicExpiresAt: null,
      magicIsConfigurable: false,
      magicIsReviewable: false,
      magicPdfsCount: 0,
      magicStatus: null,
      magicLastLoginAt: null,
    };
  });
  const q = req.search?.trim().toLowerCase();
  const filtered = q
    ? items.filter((f) =>
        [f.clientName, f.partnerName, f.reportName, f.communityName].some((s) => s.toLowerCase().includes(q)),
      )
    : items;
  const key = req.sort;
  const sign = req.desc ? -1 : 1;
  filtered.sort((a, b) => sign * a[key].localeCompare(b[key]) || b.id - a.id);
  return { forms: filtered, contractTypes: contractTypeList };
}

// ------------------------------------------------------------------------------------------------ create

export async function createForm(
  app: FastifyInstance,
  auth: AuthContext,
  communityId: number,
): Promise<number> {
  const community = await findVisibleCommunity(app.db, auth, communityId);
  if (!community) throw notFound('Community not found.');
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const [form] = await tx
      .insert(forms)
      .values({
        corporateId: auth.user.corporateId,
        communityId,
        createdBy: auth.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forms.id });
    await tx
      .insert(formConsumers)
      .values({ formId: form!.id, customer: emptyCustomer(), createdAt: now, updatedAt: now });
    return form!.id;
  });
}

// ------------------------------------------------------------------------------------------------ read

/** Support at Home classification 1–8 annual budgets (dollars) in force on `asAt` (spec §3.3 rates). */
export function supportAtHomeRates(asAt: string): FormRates {
  const level = (n: number): number | null => {
    try {
      return getParameter(
        defaultParameters,
        'au.health.support_at_home.classification_budget.annual',
        asAt,
        String(n),
      ).value;
    } catch {
      return null; // before Support at Home began (1 Nov 2025), or a data gap: the screen shows no amount
    }
  };
  return {
    asAt,
    supportAtHomeLevel1: level(1),
    supportAtHomeLevel2: level(2),
    supportAtHomeLevel3: level(3),
    supportAtHomeLevel4: level(4),
    supportAtHomeLevel5: level(5),
    supportAtHomeLevel6: level(6),
    supportAtHomeLevel7: level(7),
    supportAtHomeLevel8: level(8),
  };
}

export async function getForm(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
): Promise<FormResponse> {
  const form = await requireForm(app.db, auth, formId);
  const [
    community,
    corporate,
    { row: consumerRow, customer },
    villages,
    ratings,
    pdfs,
    summary,
    creator,
    types,
  ] = await Promise.all([
    formCommunity(app.db, form.communityId),
    formCorporate(app.db, form.corporateId),
    storedCustomer(app.db, formId),
    storedVillages(app.db, formId),
    storedRatings(app.db, formId),
    // The list columns only: the PDF bytes stay in the database until someone downloads them.
    app.db
      .select({
        id: formPdfs.id,
        kind: formPdfs.kind,
        status: formPdfs.status,
        progress: formPdfs.progress,
        createdAt: formPdfs.createdAt,
        finishedAt: formPdfs.finishedAt,
        error: formPdfs.error,
      })
      .from(formPdfs)
      .where(eq(formPdfs.formId, formId))
      .orderBy(desc(formPdfs.createdAt)),
    app.db
      .select({ table: formSummaries.summaryTable })
      .from(formSummaries)
      .where(eq(formSummaries.formId, formId)),
    form.createdBy
      ? app.db
          .select({ first: users.firstName, last: users.lastName })
          .from(users)
          .where(eq(users.id, form.createdBy))
      : Promise.resolve([]),
    app.db
      .select()
      .from(contractTypes)
      .where(eq(contractTypes.corporateId, form.corporateId))
      .orderBy(asc(contractTypes.id)),
  ]);
  const now = app.clock();
  const internal = villages.filter((v) => v.modelId === 1).map((v) => toInternalVillage(v.row));
  const external = villages.filter((v) => v.modelId === 2).map((v) => toExternalVillage(v.row));
  const choices = buildChoices(
    selectedContracts(internal, community.contractList),
    external.length > 0,
    form.status,
  );
  const facts = decisionFacts(form, now);
  const table = summary[0]?.table as { simple?: boolean; insufficientFunds?: boolean } | undefined;
  return {
    config: DEFAULT_FORM_CONFIG,
    main: {
      id: form.id,
      communityId: form.communityId,
      created_at: form.createdAt.toISOString(),
      updated_at: form.updatedAt.toISOString(),
      createdBy: form.createdBy
        ? { id: form.createdBy, name: creator[0] ? `${creator[0].first} ${creator[0].last}`.trim() : '' }
        : null,
      clientResponse: form.clientResponse ?? null,
      clientResponseSettable: true,
      status: form.status,
      summaryStale: form.summaryStale,
      hasSummary: summary.length > 0,
    },
    magic: {
      isMagic: form.isMagic,
      magicUserId: null,
      magicUserEmail: null,
      magicCompletedAt: null,
      magicContractIds: [],
      magicIsConfigurable: false,
      magicIsReviewable: false,
      magicCreatedAt: null,
      magicUpdatedAt: null,
      magicExpiresAt: null,
      magicExpiredAt: null,
      magicCancelledAt: null,
      magicReplacedAt: null,
      magicFirstLoginAt: null,
      magicLastLoginAt: null,
      magicPdfs: 0,
      magicStatus: null,
    },
    formConsumer: { id: consumerRow.id, customer, updated_at: consumerRow.updatedAt.toISOString() },
    corporate: {
      id: corporate.id,
      name: corporate.name,
      valuationTool: corporate.valuationTool,
      renameHomeSecurityDeposit: corporate.renameHomeSecurityDeposit,
      renameChargeFeesRent: corporate.renameChargeFeesRent,
    },
    choices: {
      choices,
      yesId: facts.yesId,
      noId: facts.noId,
      decisionDays: facts.decisionDays,
      decision_at: facts.decision_at,
    },
    rates: supportAtHomeRates(isoDay(now)),
    corporateCommunity: {
      id: community.id,
      name: community.name,
      state: community.state,
      rvOrLlc: community.rvOrLlc,
      ownerType: community.ownerType,
      amenities: community.amenities,
      inclusions: community.inclusions,
      chargeFees: community.feesConfig.chargeFees,
      fee: {
        feeBase: community.feesConfig.base,
        feeRuleBased: community.feeRuleBased,
        feeRuleFrequency: community.feesConfig.ruleFrequency,
        feeRuleMin: community.feesConfig.ruleMin,
        feeRuleMax: community.feesConfig.ruleMax,
      },
      feesConfig: community.feesConfig,
      additionalServices: community.additionalServices,
      contracts: community.contractList,
    },
    contractTypes: types.map((t) => ({ id: t.id, name: t.name, noAutoAddMagicLink: t.noAutoAddMagicLink })),
    villagesInternal: internal,
    villagesExternal: external,
    ratings,
    flags: {
      insufficientFunds: table?.insufficientFunds ?? false,
      simplifiedReport: table?.simple ?? false,
      simplifiedReportGotoText: SIMPLIFIED_REPORT_GOTO.text,
      simplifiedReportGotoRoute: SIMPLIFIED_REPORT_GOTO.route,
    },
    pdfs: pdfs.map((p) => ({
      id: p.id,
      kind: p.kind,
      status: p.status,
      progress: p.progress,
      created_at: p.createdAt.toISOString(),
      finished_at: p.finishedAt?.toISOString() ?? null,
      error: p.error,
    })),
    version: form.version,
  };
}

/** Selected contracts of the internal options, with their names (the buy choices). */
function selectedContracts(
  internal: readonly { name: string; selectedContracts: { id: number }[] }[],
  contractList: readonly { id: number; name: string }[],
) {
  const byId = new Map(contractList.map((c) => [c.id, c]));
  const seen = new Set<number>();
  const out: { id: number; name: string }[] = [];
  for (const v of internal) {
    for (const s of v.selectedContracts) {
      const c = byId.get(s.id);
      if (!c || seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ id: c.id, name: `${v.name} – ${c.name}` });
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ options

/** Options (columns) the villages give: selected contracts of internal villages + external villages. */
function optionCount(villages: readonly { modelId: 1 | 2; details: unknown }[]): number {
  return villages.reduce(
    (n, v) => n + (v.modelId === 1 ? (v.details as InternalDetails).selectedContracts.length : 1),
    0,
  );
}

export async function createVillage(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  modelId: 1 | 2,
  body: { name?: string | undefined; version?: number | undefined },
): Promise<CreateVillageResponse> {
  const form = await requireForm(app.db, auth, formId);
  const community = modelId === 1 ? await formCommunity(app.db, form.communityId) : null;
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    // Bump first: the row lock serialises concurrent creates on this form, so the limits below hold.
    const version = await bumpVersion(tx, formId, body.version, now, true);
    const existing = await storedVillages(tx, formId);
    const cfg = DEFAULT_FORM_CONFIG;
    if (existing.length >= cfg.maxVillagesTotal)
      throw validation(FORM_LIMIT_MESSAGES.total(cfg.maxVillagesTotal));
    const sameModel = existing.filter((v) => v.modelId === modelId).length;
    if (modelId === 1 && sameModel >= cfg.maxVillages)
      throw validation(FORM_LIMIT_MESSAGES.internal(cfg.maxVillages));
    if (modelId === 2 && sameModel >= cfg.maxExternal)
      throw validation(FORM_LIMIT_MESSAGES.external(cfg.maxExternal));
    // A second village of the community starts on another contract and a numbered name, so the two differ.
    const internal = existing.filter((v) => v.modelId === 1);
    const taken = new Set(
      internal.flatMap((v) => (v.details as InternalDetails).selectedContracts.map((c) => c.id)),
    );
    const details = community ? newInternalDetails(community, taken) : newExternalDetails();
    if (optionCount([...existing, { modelId, details }]) > cfg.maxOptions) {
      // Adding the village with its default contract would exceed the options: add it with none selected.
      if (modelId === 1) (details as InternalDetails).selectedContracts = [];
      else throw validation(FORM_LIMIT_MESSAGES.options(cfg.maxOptions));
    }
    const order = existing.reduce((m, v) => Math.max(m, v.order + 1), 0);
    const name =
      body.name?.trim() ||
      (community
        ? internal.length > 0
          ? `${community.name} (${internal.length + 1})`
          : community.name
        : 'External property');
    const [row] = await tx
      .insert(formVillages)
      .values({ formId, modelId, order, name, details, createdAt: now, updatedAt: now })
      .returning();
    return { village: modelId === 1 ? toInternalVillage(row!) : toExternalVillage(row!), version };
  });
}

async function requireVillage(
  app: FastifyInstance,
  tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0],
  formId: number,
  modelId: number,
  villageId: number,
) {
  const [row] = await tx
    .select()
    .from(formVillages)
    .where(
      and(
        eq(formVillages.id, villageId),
        eq(formVillages.formId, formId),
        eq(formVillages.modelId, modelId as 1 | 2),
      ),
    )
    .limit(1);
  void app;
  if (!row) throw notFound('Property not found.');
  return row;
}

export async function deleteVillage(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  modelId: number,
  villageId: number,
  expected: number | undefined,
) {
  await requireForm(app.db, auth, formId);
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    await requireVillage(app, tx, formId, modelId, villageId);
    const version = await bumpVersion(tx, formId, expected, now, true);
    await tx.delete(formVillages).where(eq(formVillages.id, villageId));
    return { deleted: true as const, version };
  });
}

export async function updateVillage(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  modelId: 1 | 2,
  villageId: number,
  patch: InternalVillageUpdate | ExternalVillageUpdate,
  expected: number,
) {
  const form = await requireForm(app.db, auth, formId);
  const now = app.clock();
  const community = modelId === 1 ? await formCommunity(app.db, form.communityId) : null;
  return app.db.transaction(async (tx) => {
    const row = await requireVillage(app, tx, formId, modelId, villageId);
    const version = await bumpVersion(tx, formId, expected, now, true);
    const { columns, details } = applyVillageUpdate(row, patch);
    if (community) {
      const d = details as InternalDetails;
      const known = new Set(community.contractList.map((c) => c.id));
      const bad = d.selectedContracts.find((s) => !known.has(s.id));
      if (bad)
        throw validation(
          `Contract ${bad.id} is not one of this community's contracts.`,
          'data.selectedContracts',
        );
      const services = new Set(community.additionalServices.map((s) => s.id));
      if (d.selectedAdditionalServices.some((s) => !services.has(s.id)))
        throw validation('Unknown additional service.', 'data.selectedAdditionalServices');
      if (d.chargeFeeId !== null && !community.feesConfig.chargeFees.some((f) => f.id === d.chargeFeeId)) {
        throw validation('Unknown charge fee.', 'data.chargeFeeId');
      }
    }
    const others = (await storedVillages(tx, formId)).filter((v) => v.id !== villageId);
    if (optionCount([...others, { modelId, details }]) > DEFAULT_FORM_CONFIG.maxOptions) {
      throw validation(FORM_LIMIT_MESSAGES.options(DEFAULT_FORM_CONFIG.maxOptions), 'data.selectedContracts');
    }
    const [updated] = await tx
      .update(formVillages)
      .set({ ...columns, details, updatedAt: now })
      .where(eq(formVillages.id, villageId))
      .returning();
    return { updated: modelId === 1 ? toInternalVillage(updated!) : toExternalVillage(updated!), version };
  });
}

// ------------------------------------------------------------------------------------------------ customer

export async function updateCustomer(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  patch: CustomerPatch | CurrentDetailsPatch,
  expected: number,
) {
  await requireForm(app.db, auth, formId);
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const version = await bumpVersion(tx, formId, expected, now, true);
    const { row, customer } = await storedCustomer(tx, formId);
    const merged = CustomerRecord.safeParse({ ...customer, ...patch });
    if (!merged.success) {
      const issues = merged.error.issues.map((i) => ({
        path: ['data', ...i.path].join('.'),
        message: i.message,
      }));
      throw new ApiError(400, 'VALIDATION', issues[0]?.message ?? 'Invalid customer', { issues });
    }
    await tx
      .update(formConsumers)
      .set({ customer: merged.data, updatedAt: now })
      .where(eq(formConsumers.id, row.id));
    return { updated: merged.data, version };
  });
}

// ------------------------------------------------------------------------------------------------ ratings

/** Spec §3.6: each score clamps to 0–5; an invalid value gives 0. */
export const clampScore = (v: number): number => (Number.isFinite(v) ? Math.min(5, Math.max(0, v)) : 0);

export function normaliseRatings(list: readonly Rating[], validUids: ReadonlySet<string>): Rating[] {
  const byUid = new Map<string, Rating>();
  for (const r of list) {
    if (!validUids.has(r.uid)) continue;
    byUid.set(r.uid, {
      uid: r.uid,
      location: clampScore(r.location),
      amenities: clampScore(r.amenities),
      careSupport: clampScore(r.careSupport),
      lifestyle: clampScore(r.lifestyle),
    });
  }
  return [...byUid.values()].sort((a, b) => a.uid.localeCompare(b.uid));
}

/** Option uids of the form (home, each selected contract, each external village). */
export function optionUids(
  villages: readonly { id: number; modelId: 1 | 2; details: unknown }[],
): Set<string> {
  const uids = new Set<string>([optionUid.home]);
  for (const v of villages) {
    if (v.modelId === 2) uids.add(optionUid.external(v.id));
    else
      for (const s of (v.details as InternalDetails).selectedContracts)
        uids.add(optionUid.internal(v.id, s.id));
  }
  return uids;
}

/** Replaces the stored ratings; `uid` 'int-<v>-<c>' / 'ext-<v>' rows reference their village. */
export async function saveRatings(
  tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0],
  formId: number,
  ratings: readonly Rating[],
) {
  await tx.delete(formRatings).where(eq(formRatings.formId, formId));
  if (ratings.length === 0) return;
  await tx.insert(formRatings).values(
    ratings.map((r) => {
      const m = /^(int|ext)-(\d+)(?:-(\d+))?$/.exec(r.uid);
      return {
        formId,
        uid: r.uid,
        villageId: m ? Number(m[2]) : null,
        contractId: m?.[3] ? Number(m[3]) : null,
        location: r.location,
        amenities: r.amenities,
        careSupport: r.careSupport,
        lifestyle: r.lifestyle,
      };
    }),
  );
}

export async function updateRatings(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  list: readonly Rating[],
  expected: number,
) {
  await requireForm(app.db, auth, formId);
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    // Ratings change the summary's ratings rows, not the comparison: the summary notices them by their hash.
    const version = await bumpVersion(tx, formId, expected, now, false);
    const ratings = normaliseRatings(list, optionUids(await storedVillages(tx, formId)));
    await saveRatings(tx, formId, ratings);
    return { updated: ratings, version };
  });
}

// ------------------------------------------------------------------------------------------------ decision

export async function setClientResponse(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  body: { clientResponse: 'yes' | 'no' | null; choiceId: string | null; version?: number | undefined },
): Promise<ClientResponseResponse> {
  const form = await requireForm(app.db, auth, formId);
  const community = await formCommunity(app.db, form.communityId);
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const villages = await storedVillages(tx, formId);
    const internal = villages.filter((v) => v.modelId === 1).map((v) => toInternalVillage(v.row));
    const hasExt = villages.some((v) => v.modelId === 2);
    const choices = buildChoices(selectedContracts(internal, community.contractList), hasExt, form.status);
    const [pdf] = await tx
      .select({ id: formPdfs.id })
      .from(formPdfs)
      .where(and(eq(formPdfs.formId, formId), eq(formPdfs.status, 'done')))
      .limit(1);
    const next = decide(choices, body.clientResponse, body.choiceId, Boolean(pdf));
    if (!next) throw validation(MESSAGES.form.decisionFailed, 'choiceId');
    const version = await bumpVersion(tx, formId, body.version, now, false);
    const decisionAt = next.clientResponse ? now : null;
    await tx
      .update(forms)
      .set({ status: next.status, clientResponse: next.clientResponse, choiceId: next.choiceId, decisionAt })
      .where(eq(forms.id, formId));
    await audit(tx, {
      action: next.clientResponse ? 'form.decision' : 'form.decision.unset',
      at: now,
      userId: auth.user.id,
      corporateId: auth.user.corporateId,
      details: { formId, clientResponse: next.clientResponse, choiceId: next.choiceId, status: next.status },
    });
    const facts = decisionFacts(
      { clientResponse: next.clientResponse, choiceId: next.choiceId, decisionAt, createdAt: form.createdAt },
      now,
    );
    return {
      updatedAt: now.toISOString(),
      clientResponse: next.clientResponse,
      decisionStatus: next.status,
      yesId: facts.yesId,
      noId: facts.noId,
      decisionDays: facts.decisionDays,
      choices: buildChoices(selectedContracts(internal, community.contractList), hasExt, next.status),
      version,
    };
  });
}

// ------------------------------------------------------------------------------------------------ delete, clone

export async function deleteForm(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  hard: boolean,
  ip: string,
) {
  if (!can(auth, hard ? 'deleteForm' : 'archiveForm')) throw forbidden();
  const form = await requireForm(app.db, auth, formId);
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    if (hard) await tx.delete(forms).where(eq(forms.id, formId));
    else await tx.update(forms).set({ archivedAt: now, updatedAt: now }).where(eq(forms.id, formId));
    await audit(tx, {
      action: hard ? 'form.delete' : 'form.archive',
      at: now,
      userId: auth.user.id,
      corporateId: auth.user.corporateId,
      ip,
      details: { formId, communityId: form.communityId },
    });
  });
  return { success: true as const, message: MESSAGES.form.deleted };
}

/** Copies the options, customer record (incl. current details) and ratings; not PDFs, summary or decision. */
export async function cloneForm(app: FastifyInstance, auth: AuthContext, formId: number): Promise<number> {
  const form = await requireForm(app.db, auth, formId);
  const now = app.clock();
  const [{ customer }, villages, ratings] = await Promise.all([
    storedCustomer(app.db, formId),
    storedVillages(app.db, formId),
    storedRatings(app.db, formId),
  ]);
  return app.db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(forms)
      .values({
        corporateId: form.corporateId,
        communityId: form.communityId,
        createdBy: auth.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forms.id });
    const newId = copy!.id;
    await tx.insert(formConsumers).values({ formId: newId, customer, createdAt: now, updatedAt: now });
    const idMap = new Map<number, number>();
    for (const v of villages) {
      const [row] = await tx
        .insert(formVillages)
        .values({
          formId: newId,
          modelId: v.modelId,
          order: v.order,
          compare: v.row.compare,
          report: v.row.report,
          name: v.name,
          details: v.details,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: formVillages.id });
      idMap.set(v.id, row!.id);
    }
    // Rating uids name village ids: rewrite them for the copies.
    const remapped = ratings.flatMap((r) => {
      const m = /^(int|ext)-(\d+)(-\d+)?$/.exec(r.uid);
      if (!m) return [r];
      const to = idMap.get(Number(m[2]));
      return to === undefined ? [] : [{ ...r, uid: `${m[1]}-${to}${m[3] ?? ''}` }];
    });
    await saveRatings(tx, newId, remapped);
    return newId;
  });
}

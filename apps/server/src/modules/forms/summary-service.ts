/**
 * POST form/:id/summary (spec §4 "Summary regeneration"): the stored summary is reused unless
 *   - none is stored,
 *   - the valuations sent differ from the stored ratings (they are saved first),
 *   - the form's monitor flag is set (customer / current-detail edits, option created, edited or deleted),
 *   - the comparison date asked for differs from the stored one, or `options.force`,
 *   - the stored one was made by another engine version (rules or outputs changed since),
 *   - or the community's contract terms were edited since (the contracts' newest update time): a safety net.
 * A new summary runs the engine (`compare`), builds the table, and stores both with the engine version, the
 * comparison date, the parameters' effective dates and the input hash, so a report can be reproduced later.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { compare, ENGINE_VERSION, EngineError, ratesStatus, type Comparison } from '@rlc/engine';
import { SIMPLIFIED_REPORT_GOTO, type Rating, type SummaryRequest, type SummaryResponse } from '@rlc/shared';
import type { FastifyInstance } from 'fastify';
import { contracts, formRatings, forms, formSummaries } from '../../db/schema/index.ts';
import { visibleForms } from './repository.ts';
import type { AuthContext } from '../../plugins/context.ts';
import {
  engineCommunity,
  formCorporate,
  isoDay,
  formNotFound,
  storedCustomer,
  storedVillages,
} from './context.ts';
import { normaliseRatings, optionUids, saveRatings } from './service.ts';
import { buildSummaryTable, type SummaryTable } from './summary-table.ts';
import { toEngineInput } from './to-engine-input.ts';
import { cacheSummary, cachedSummary } from './summary-cache.ts';
import { engineInputError } from './engine-issues.ts';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Newest effective date read per program (first three path segments, e.g. `au.dss.age_pension`). */
export function parametersEffective(comparison: Comparison): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of comparison.trace) {
    const program = t.path.split('[')[0]!.split('.').slice(0, 3).join('.');
    if (!out[program] || t.effectiveDate > out[program]) out[program] = t.effectiveDate;
  }
  return out;
}

type Parsed = {
  options?: { asAt?: string | undefined; force?: boolean | undefined } | undefined;
  valuations?: Rating[] | undefined;
};

/**
 * The form's summary as the JSON text of a `SummaryResponse` (spec §4 reuse rules above). Reused summaries come from
 * `summary-cache.ts` when the stored row is unchanged, without reading the stored comparison back.
 * Throws 404 when the form is not visible to `auth`, 400 VALIDATION when the engine rejects the form's input.
 */
export async function summary(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  body: Parsed & SummaryRequest,
): Promise<string> {
  const probe = await summaryProbe(app, auth, formId);
  if (!probe) throw formNotFound();
  const { form, stored: previous, ratings: storedList, contractsStamp } = probe;
  const asAt = body.options?.asAt ?? isoDay(app.clock());
  let ratings = storedList;
  let valuationsChanged = false;
  let villages: Awaited<ReturnType<typeof storedVillages>> | null = null;
  if (body.valuations) {
    villages = await storedVillages(app.db, formId);
    const sent = normaliseRatings(body.valuations, optionUids(villages));
    if (sha256(sent) !== sha256(ratings)) {
      valuationsChanged = true;
      await app.db.transaction((tx) => saveRatings(tx, formId, sent));
      ratings = sent;
    }
  }
  const valuationsHash = sha256(ratings);
  // Spec §4: reuse unless missing, valuations changed or the monitor flag is set (plus: another date, forced,
  // or the community's contract terms edited since).
  if (
    previous &&
    !form.summaryStale &&
    !valuationsChanged &&
    !body.options?.force &&
    previous.asAt === asAt &&
    previous.engineVersion === ENGINE_VERSION &&
    previous.valuationsHash === valuationsHash &&
    previous.contractsStamp === contractsStamp
  ) {
    return (
      cachedSummary(app.db, formId, previous.createdAt, valuationsHash) ??
      (await reuseStored(app, formId, ratings, valuationsHash))
    );
  }

  const [community, corporate, { customer }, allVillages] = await Promise.all([
    engineCommunity(app.db, form.communityId),
    formCorporate(app.db, form.corporateId),
    storedCustomer(app.db, formId),
    villages ? Promise.resolve(villages) : storedVillages(app.db, formId),
  ]);
  const { input, columns } = toEngineInput({ asAt, customer, community, villages: allVillages });
  const inputHash = sha256(input);
  let comparison: Comparison;
  try {
    comparison = compare(input);
  } catch (err) {
    if (err instanceof EngineError) throw engineInputError(err, columns);
    throw err;
  }
  const table = buildSummaryTable(comparison, columns, ratings, {
    valuationTool: corporate.valuationTool,
    labels: {
      renameChargeFeesRent: corporate.renameChargeFeesRent,
      renameHomeSecurityDeposit: corporate.renameHomeSecurityDeposit,
    },
  });
  const effective = parametersEffective(comparison);
  const now = app.clock();
  const values = {
    formId,
    comparison: comparison as unknown as Record<string, unknown>,
    summaryTable: table as unknown as Record<string, unknown>,
    engineVersion: comparison.engineVersion,
    asAt,
    parametersEffective: effective,
    inputHash,
    contractsStamp,
    valuationsHash,
    createdAt: now,
  };
  await app.db.transaction(async (tx) => {
    await tx
      .insert(formSummaries)
      .values(values)
      .onConflictDoUpdate({ target: formSummaries.formId, set: values });
    // Not a user edit: the version stays, so an adviser's next save does not conflict with a summary refresh.
    await tx.update(forms).set({ summaryStale: false }).where(eq(forms.id, formId));
  });
  const response = respond(table, comparison, ratings, asAt, effective, now, true);
  cacheSummary(app.db, formId, now, valuationsHash, JSON.stringify({ ...response, regenerated: false }));
  return JSON.stringify(response);
}

/**
 * Everything the reuse decision needs in one query (the hot path: on the embedded database each round trip costs
 * about a millisecond): the visible form (null when absent), the stored summary's identity and the contract stamp
 * now, and the ratings in `storedRatings` order and shape.
 */
async function summaryProbe(app: FastifyInstance, scope: AuthContext, formId: number) {
  const where = visibleForms(scope);
  if (!where) return null;
  const [row] = await app.db
    .select({
      form: forms,
      asAt: formSummaries.asAt,
      engineVersion: formSummaries.engineVersion,
      valuationsHash: formSummaries.valuationsHash,
      contractsStamp: formSummaries.contractsStamp,
      createdAt: formSummaries.createdAt,
      currentStamp: contractsStampSql(app, forms.communityId),
      ratings: sql<Rating[]>`coalesce((select json_agg(json_build_object('uid', r.uid, 'location', r.location,
        'amenities', r.amenities, 'careSupport', r.care_support, 'lifestyle', r.lifestyle) order by r.uid)
        from ${formRatings} r where r.form_id = ${forms.id}), '[]'::json)`,
    })
    .from(forms)
    .leftJoin(formSummaries, eq(formSummaries.formId, forms.id))
    .where(and(where, eq(forms.id, formId)))
    .limit(1);
  if (!row) return null;
  const stored =
    row.asAt !== null && row.valuationsHash !== null && row.contractsStamp !== null && row.createdAt !== null
      ? {
          asAt: row.asAt,
          engineVersion: row.engineVersion ?? '',
          valuationsHash: row.valuationsHash,
          contractsStamp: row.contractsStamp,
          createdAt: row.createdAt,
        }
      : undefined;
  return { form: row.form, stored, ratings: row.ratings, contractsStamp: row.currentStamp ?? '' };
}

/** A reuse whose response is not cached: reads the stored comparison and table back and caches the result. */
async function reuseStored(
  app: FastifyInstance,
  formId: number,
  ratings: Rating[],
  valuationsHash: string,
): Promise<string> {
  const [row] = await app.db.select().from(formSummaries).where(eq(formSummaries.formId, formId)).limit(1);
  if (!row) throw new Error(`summary of form ${formId} vanished`);
  const json = JSON.stringify(
    respond(
      row.summaryTable as unknown as SummaryTable,
      row.comparison as unknown as Comparison,
      ratings,
      row.asAt,
      row.parametersEffective,
      row.createdAt,
      false,
    ),
  );
  cacheSummary(app.db, formId, row.createdAt, valuationsHash, json);
  return json;
}

/**
 * Newest update time of the contracts a summary of the community uses (its own and their types' default
 * contracts), from the database clock; '' (or null from the subquery) when none. A different stamp means contract
 * terms were edited.
 */
function contractsStampSql(app: FastifyInstance, communityId: typeof forms.communityId) {
  const own = app.db
    .select({ t: contracts.contractTypeId })
    .from(contracts)
    .where(eq(contracts.communityId, communityId));
  const newest = app.db
    .select({ stamp: sql<string | null>`max(${contracts.updatedAt})::text` })
    .from(contracts)
    .where(
      or(
        eq(contracts.communityId, communityId),
        and(isNull(contracts.communityId), inArray(contracts.contractTypeId, own)),
      ),
    );
  return sql<string | null>`(${newest})`;
}

function respond(
  table: SummaryTable,
  comparison: Comparison,
  ratings: Rating[],
  asAt: string,
  effective: Record<string, string>,
  generatedAt: Date,
  regenerated: boolean,
): SummaryResponse {
  return {
    rowIds: table.rowIds,
    rows: table.rows,
    columns: table.columns,
    simple: table.simple,
    valuations: ratings,
    missing: comparison.missing,
    simplifiedReportGotoText: SIMPLIFIED_REPORT_GOTO.text,
    simplifiedReportGotoRoute: SIMPLIFIED_REPORT_GOTO.route,
    insufficientFunds: table.insufficientFunds,
    comparison: comparison as unknown as SummaryResponse['comparison'],
    ratesStatus: ratesStatus({ asAt }),
    engineVersion: comparison.engineVersion,
    asAt: comparison.asAt,
    parametersEffective: effective,
    generatedAt: generatedAt.toISOString(),
    regenerated,
  };
}

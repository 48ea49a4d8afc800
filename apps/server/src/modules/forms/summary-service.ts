/**
 * POST form/:id/summary (spec §4 "Summary regeneration"): the stored summary is reused unless
 *   - none is stored,
 *   - the valuations sent differ from the stored ratings (they are saved first),
 *   - the form's monitor flag is set (customer / current-detail edits, option created, edited or deleted),
 *   - the comparison date asked for differs from the stored one, or `options.force`,
 *   - or the engine input differs from the stored one's (e.g. the community's contract terms changed): a safety
 *     net, found by hashing the input.
 * A new summary runs the engine (`compare`), builds the table, and stores both with the engine version, the
 * comparison date, the parameters' effective dates and the input hash, so a report can be reproduced later.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { compare, EngineError, ratesStatus, type Comparison } from '@rlc/engine';
import { SIMPLIFIED_REPORT_GOTO, type Rating, type SummaryRequest, type SummaryResponse } from '@rlc/shared';
import type { FastifyInstance } from 'fastify';
import { contracts, forms, formSummaries } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import {
  engineCommunity,
  formCorporate,
  isoDay,
  requireForm,
  storedCustomer,
  storedRatings,
  storedVillages,
} from './context.ts';
import { normaliseRatings, optionUids, saveRatings } from './service.ts';
import { buildSummaryTable, type SummaryTable } from './summary-table.ts';
import { toEngineInput } from './to-engine-input.ts';

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

export async function summary(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  body: Parsed & SummaryRequest,
): Promise<SummaryResponse> {
  const form = await requireForm(app.db, auth, formId);
  const asAt = body.options?.asAt ?? isoDay(app.clock());
  const [stored, storedList] = await Promise.all([
    app.db.select().from(formSummaries).where(eq(formSummaries.formId, formId)).limit(1),
    storedRatings(app.db, formId),
  ]);
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
  const previous = stored[0];
  const status = ratesStatus({ asAt });
  // Spec §4: reuse unless missing, valuations changed or the monitor flag is set (plus: another date, forced,
  // or the community's contract terms edited since; one cheap query instead of rebuilding the engine input).
  const reusable =
    previous &&
    !form.summaryStale &&
    !valuationsChanged &&
    !body.options?.force &&
    previous.asAt === asAt &&
    previous.valuationsHash === sha256(ratings) &&
    previous.contractsStamp === (await contractsStamp(app, form.communityId));
  if (reusable) {
    const table = previous.summaryTable as unknown as SummaryTable;
    return respond(
      table,
      previous.comparison as unknown as Comparison,
      ratings,
      status,
      previous.parametersEffective,
      previous.createdAt,
      false,
    );
  }

  const [community, corporate, { customer }, allVillages, stamp] = await Promise.all([
    engineCommunity(app.db, form.communityId),
    formCorporate(app.db, form.corporateId),
    storedCustomer(app.db, formId),
    villages ? Promise.resolve(villages) : storedVillages(app.db, formId),
    contractsStamp(app, form.communityId),
  ]);
  const { input, columns } = toEngineInput({ asAt, customer, community, villages: allVillages });
  const inputHash = sha256(input);
  const valuationsHash = sha256(ratings);
  let comparison: Comparison;
  try {
    comparison = compare(input);
  } catch (err) {
    if (err instanceof EngineError) {
      const issues = err.issues.map((i) => ({ path: i.path, message: i.message }));
      throw new ApiError(400, 'VALIDATION', issues[0]?.message ?? err.message, { issues });
    }
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
    contractsStamp: stamp,
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
  return respond(table, comparison, ratings, status, effective, now, true);
}

/**
 * Newest update time of the contracts a summary of the community uses (its own and their types' default
 * contracts), from the database clock; '' when none. A different stamp means contract terms were edited.
 */
async function contractsStamp(app: FastifyInstance, communityId: number): Promise<string> {
  const own = app.db
    .select({ t: contracts.contractTypeId })
    .from(contracts)
    .where(eq(contracts.communityId, communityId));
  const [row] = await app.db
    .select({ stamp: sql<string | null>`max(${contracts.updatedAt})::text` })
    .from(contracts)
    .where(
      or(
        eq(contracts.communityId, communityId),
        and(isNull(contracts.communityId), inArray(contracts.contractTypeId, own)),
      ),
    );
  return row?.stamp ?? '';
}

function respond(
  table: SummaryTable,
  comparison: Comparison,
  ratings: Rating[],
  status: ReturnType<typeof ratesStatus>,
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
    ratesStatus: status,
    engineVersion: comparison.engineVersion,
    asAt: comparison.asAt,
    parametersEffective: effective,
    generatedAt: generatedAt.toISOString(),
    regenerated,
  };
}

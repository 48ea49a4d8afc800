/**
 * POST form/:id/summary (spec §4 "Summary regeneration"): the stored summary is reused unless
 *   - none is stored,
 *   - the valuations sent differ from the stored ratings (saved first, under the `version` check and the magic
 *     customer's lock, as POST form/:id/ratings),
 *   - the form's monitor flag is set (customer / current-detail edits, option created, edited or deleted),
 *   - a comparison date is asked for (`options.asAt`) and differs from the stored one, or `options.force`
 *     (the adviser re-runs the report on today's rates),
 *   - the stored one was made by another engine version (rules or outputs changed since),
 *   - or the community's contract terms were edited since (the contracts' newest update time): a safety net.
 * A new summary runs the engine (`compare`), builds the table, and stores both with the engine version, the
 * comparison date, the parameters' effective dates and the input hash, so a report can be reproduced later.
 * A reused summary keeps the date it was calculated on (and so its rates): the figures a client was given do not
 * change by themselves overnight. When the rates in force today differ, the rates-change view says so
 * (rates-change.ts) and the adviser re-runs it with `options.force`. A new summary is made as at today.
 */
import { createHash } from 'node:crypto';
import { ENGINE_VERSION, ratesStatus, type Comparison } from '@rlc/engine';
import {
  customisedReportDetailNames,
  SIMPLIFIED_REPORT_GOTO,
  type Rating,
  type SummaryRequest,
  type SummaryResponse,
} from '@rlc/shared';
import { isoDay, storedVillages } from './context.ts';
import type { FormDeps } from './deps.ts';
import { formEngineInput, runComparison } from './engine-input.ts';
import { formNotFound } from './errors.ts';
import { assertMayWrite } from './magic.ts';
import { normaliseRatings, optionUids } from './ratings.ts';
import {
  bumpVersion,
  corporateRow,
  saveRatings,
  saveSummary,
  storedSummaryRow,
  summaryProbe,
  type FormScope,
} from './repository.ts';
import { cacheSummary, cachedSummary } from './summary-cache.ts';
import {
  buildSummaryTable,
  relabelSummaryTable,
  type SummaryTable,
  type TableLabels,
} from './summary-table.ts';

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
 * Throws 404 when the form is not visible to `caller`, 400 VALIDATION when the engine rejects the form's input.
 */
export async function requestSummary(
  deps: FormDeps,
  caller: FormScope,
  formId: number,
  body: Parsed & SummaryRequest,
): Promise<string> {
  const { db } = deps;
  const probe = await summaryProbe(db, caller, formId);
  if (!probe) throw formNotFound();
  const { form, stored: previous, ratings: storedList, contractsStamp, labels } = probe;
  const asAt = body.options?.asAt ?? isoDay(deps.clock());
  let ratings = storedList;
  let valuationsChanged = false;
  let villages: Awaited<ReturnType<typeof storedVillages>> | null = null;
  if (body.valuations) {
    villages = await storedVillages(db, formId);
    const sent = normaliseRatings(body.valuations, optionUids(villages));
    if (sha256(sent) !== sha256(ratings)) {
      // The same write rules as POST form/:id/ratings: the magic customer's lock, then the version check.
      const now = deps.clock();
      assertMayWrite(form, caller, now);
      await db.transaction(async (tx) => {
        await bumpVersion(tx, formId, body.version, now, false);
        await saveRatings(tx, formId, sent);
      });
      valuationsChanged = true;
      ratings = sent;
    }
  }
  const valuationsHash = sha256(ratings);
  // A cached answer is one built with these ratings and the corporate's labels as they are now.
  const cacheKey = `${valuationsHash}\n${labels.renameChargeFeesRent ?? ''}\n${labels.renameHomeSecurityDeposit ?? ''}`;
  // Spec §4: reuse unless missing, valuations changed or the monitor flag is set (plus: another date, forced,
  // or the community's contract terms edited since).
  if (
    previous &&
    !form.summaryStale &&
    !valuationsChanged &&
    !body.options?.force &&
    (body.options?.asAt === undefined || previous.asAt === asAt) &&
    previous.engineVersion === ENGINE_VERSION &&
    previous.valuationsHash === valuationsHash &&
    previous.contractsStamp === contractsStamp
  ) {
    return (
      cachedSummary(db, formId, previous.createdAt, cacheKey) ??
      (await reuseStored(deps, formId, ratings, cacheKey, labels))
    );
  }

  const [corporate, engineInput] = await Promise.all([
    corporateRow(db, form.corporateId),
    formEngineInput(db, form, asAt, villages ?? undefined),
  ]);
  const { input, columns } = engineInput;
  const inputHash = sha256(input);
  const comparison = runComparison(engineInput);
  const table = buildSummaryTable(comparison, columns, ratings, {
    valuationTool: corporate.valuationTool,
    labels: {
      renameChargeFeesRent: corporate.renameChargeFeesRent,
      renameHomeSecurityDeposit: corporate.renameHomeSecurityDeposit,
    },
  });
  const effective = parametersEffective(comparison);
  const now = deps.clock();
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
    ratesKeptSince: null,
    createdAt: now,
  };
  await saveSummary(db, values);
  const contractsChanged =
    previous !== null && previous !== undefined && previous.contractsStamp !== contractsStamp;
  const response = respond(table, comparison, ratings, asAt, effective, now, true, contractsChanged);
  cacheSummary(
    db,
    formId,
    now,
    cacheKey,
    JSON.stringify({ ...response, regenerated: false, contractsChanged: false }),
  );
  return JSON.stringify(response);
}

/** A reuse whose response is not cached: reads the stored comparison and table back and caches the result. */
async function reuseStored(
  deps: FormDeps,
  formId: number,
  ratings: Rating[],
  cacheKey: string,
  labels: TableLabels,
): Promise<string> {
  const row = await storedSummaryRow(deps.db, formId);
  if (!row) throw new Error(`summary of form ${formId} vanished`);
  const json = JSON.stringify(
    respond(
      relabelSummaryTable(row.summaryTable as unknown as SummaryTable, labels),
      row.comparison as unknown as Comparison,
      ratings,
      row.asAt,
      row.parametersEffective,
      row.createdAt,
      false,
      false,
    ),
  );
  cacheSummary(deps.db, formId, row.createdAt, cacheKey, json);
  return json;
}

function respond(
  table: SummaryTable,
  comparison: Comparison,
  ratings: Rating[],
  asAt: string,
  effective: Record<string, string>,
  generatedAt: Date,
  regenerated: boolean,
  contractsChanged: boolean,
): SummaryResponse {
  return {
    rowIds: table.rowIds,
    rows: table.rows,
    columns: table.columns,
    simple: table.simple,
    valuations: ratings,
    missing: customisedReportDetailNames(comparison.missingDetails),
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
    contractsChanged,
  };
}

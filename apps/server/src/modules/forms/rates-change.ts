/**
 * A rates change, seen by the adviser (answer shape RatesChangeResponse in @rlc/shared
 * api/rates-change.ts):
 * - GET form/:formId/ratesChange: whether a rate the stored summary's first year used has another value in force
 *   today, and per scenario the headline figures (year-1 Age Pension, Rent Assistance, net cost; dollars a year)
 *   as stored and as a re-run today would give them; plus rates loaded for a later date ("announced": DSS
 *   publishes September's figures in August) with the figures on them. Nothing is stored.
 * - POST form/:formId/ratesChange/keep: the adviser keeps the stored figures (a report already given to the
 *   client); the notice stays quiet until the rates change again. Audited.
 * Both 404 when the form is not the caller's, 400 VALIDATION when the engine refuses the form's input today.
 */
import { ratesChangedSince, ratesInForceAt, type Comparison } from '@rlc/engine';
import { headlineChanges, type RatesChangeResponse } from '@rlc/shared';
import type { FormRow } from '../../db/schema/index.ts';
import { audit } from '../audit/index.ts';
import { isoDay, requireForm } from './context.ts';
import type { FormDeps } from './deps.ts';
import { formComparison } from './engine-input.ts';
import { keepSummaryRates, storedSummaryRow, type FormScope, type StaffFormScope } from './repository.ts';

/** The earliest effective date after the comparison date among the values a comparison read, or null. */
export function announcedFrom(comparison: Pick<Comparison, 'asAt' | 'trace'>): string | null {
  let first: string | null = null;
  for (const t of comparison.trace)
    if (t.effectiveDate > comparison.asAt && (first === null || t.effectiveDate < first))
      first = t.effectiveDate;
  return first;
}

/** The newest effective date among trace entries, or null when there are none. */
const newest = (entries: Iterable<{ effectiveDate: string }>): string | null => {
  let max: string | null = null;
  for (const { effectiveDate: d } of entries) if (max === null || d > max) max = d;
  return max;
};

/**
 * The rates-change view of a form already known to be visible (used by the admin re-run screen too, which passes
 * `announced: false`: its answer then has `announced: null`).
 */
export async function ratesChangeOf(
  deps: FormDeps,
  form: Pick<FormRow, 'id' | 'communityId'>,
  options: { announced?: boolean } = {},
): Promise<RatesChangeResponse> {
  const row = await storedSummaryRow(deps.db, form.id);
  if (!row) {
    return {
      calculatedAsAt: null,
      ratesFrom: null,
      changed: false,
      todayRatesFrom: null,
      kept: false,
      scenarios: [],
      announced: null,
    };
  }
  const stored = row.comparison as unknown as Comparison;
  const today = isoDay(deps.clock());
  const fresh = row.asAt === today ? stored : await formComparison(deps.db, form, today);
  const storedRates = ratesInForceAt(stored.asAt, stored.trace);
  const todayRates = ratesInForceAt(fresh.asAt, fresh.trace);
  // Only a different value counts (a new dated entry repeating the same amount changes no figure).
  const { changed } = ratesChangedSince({ asAt: stored.asAt, trace: stored.trace, newAsAt: today });
  const todayRatesFrom = newest(todayRates.values());
  // `announced: false` (the admin's list) skips the second engine run on rates loaded for a later date.
  const from = options.announced === false ? null : announcedFrom(fresh);
  const announced = from
    ? { from, scenarios: headlineChanges(fresh, await formComparison(deps.db, form, from)) }
    : null;
  return {
    calculatedAsAt: row.asAt,
    ratesFrom: newest(storedRates.values()),
    changed,
    todayRatesFrom,
    kept: changed && row.ratesKeptSince !== null && row.ratesKeptSince === todayRatesFrom,
    scenarios: changed ? headlineChanges(stored, fresh) : [],
    announced,
  };
}

/** GET form/:formId/ratesChange. */
export async function getRatesChange(
  deps: FormDeps,
  caller: FormScope,
  formId: number,
): Promise<RatesChangeResponse> {
  const form = await requireForm(deps.db, caller, formId);
  return ratesChangeOf(deps, form);
}

/** POST form/:formId/ratesChange/keep: remembers today's rates date on the stored summary (no-op without a change). */
export async function keepRates(
  deps: FormDeps,
  caller: StaffFormScope,
  formId: number,
): Promise<RatesChangeResponse> {
  const form = await requireForm(deps.db, caller, formId);
  const view = await ratesChangeOf(deps, form);
  if (!view.changed || view.kept || !view.todayRatesFrom) return view;
  const keptSince = view.todayRatesFrom;
  await deps.db.transaction(async (tx) => {
    await keepSummaryRates(tx, formId, keptSince);
    await audit(tx, {
      action: 'form.rates.kept',
      at: deps.clock(),
      userId: caller.user.id,
      corporateId: caller.user.corporateId,
      details: { formId, calculatedAsAt: view.calculatedAsAt, ratesFrom: view.ratesFrom, keptSince },
    });
  });
  return { ...view, kept: true };
}

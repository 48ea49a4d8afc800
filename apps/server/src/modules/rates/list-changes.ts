/**
 * GET rates/changes (admin Report Settings): the caller's corporate's open reports (status not
 * BUY/NOTBUY, not deleted) whose stored summary used rates that changed since and whose headline figures differ
 * on today's rates, largest change first (`RatesChangesResponse` in @rlc/shared api/rates-rerun.ts).
 *
 * Work: one query for the open forms; then per form calculated before today the forms module's rates-change
 * view (`ratesChangeOf`: the stored summary read back and one engine run on today's rates, ~1 ms). A form calculated today cannot have changed and costs nothing.
 * Reports the adviser kept on their old figures are counted, not listed: they were given to the client as they
 * are, and re-running them is the adviser's call.
 */
import {
  calendarDayIn,
  headlinesDiffer,
  largestHeadlineChange,
  type RatesChangedReport,
  type RatesChangesResponse,
} from '@rlc/shared';
import { ratesChangeOf } from '../forms/index.ts';
import type { RatesCaller, RatesDeps } from './deps.ts';
import { activeRun, openFormsWithSummary, type OpenFormWithSummary } from './repository.ts';
import { toRatesRerun } from './to-rates-rerun.ts';

/** "Client Name & Partner Name", or the one entered, or ''. */
const customerOf = (f: OpenFormWithSummary) =>
  [f.clientName, f.partnerName].filter((n): n is string => !!n && n.trim() !== '').join(' & ');

/** The changed reports of a corporate and the counts (shared by the list and the start of a re-run). */
export async function changedReports(
  deps: RatesDeps,
  corporateId: number,
): Promise<{ checked: number; kept: number; reports: RatesChangedReport[] }> {
  const open = await openFormsWithSummary(deps.db, corporateId);
  const today = calendarDayIn(deps.clock());
  const reports: RatesChangedReport[] = [];
  let kept = 0;
  // One at a time: the engine runs on this thread and PGlite has one connection anyway.
  for (const form of open) {
    if (form.asAt === today) continue;
    let view;
    try {
      // The list compares stored with today's rates only: no run on announced rates.
      view = await ratesChangeOf(deps, form, { announced: false });
    } catch {
      // The engine refuses this form's input today (a detail missing since): its own Summary says why; it cannot
      // be compared or re-run here.
      continue;
    }
    if (!view.changed || !view.calculatedAsAt || !headlinesDiffer(view.scenarios)) continue;
    if (view.kept) {
      kept++;
      continue;
    }
    const customer = customerOf(form);
    reports.push({
      formId: form.id,
      name: form.reportName?.trim() || customer,
      customer,
      calculatedAsAt: view.calculatedAsAt,
      ratesFrom: view.ratesFrom,
      largestChange: largestHeadlineChange(view.scenarios),
      scenarios: view.scenarios,
    });
  }
  // Largest first; equal changes by form id, so the order is stable.
  reports.sort((a, b) => b.largestChange - a.largestChange || a.formId - b.formId);
  return { checked: open.length, kept, reports };
}

export async function listRatesChanges(deps: RatesDeps, caller: RatesCaller): Promise<RatesChangesResponse> {
  const corporateId = caller.user.corporateId;
  const [found, running] = [await changedReports(deps, corporateId), await activeRun(deps.db, corporateId)];
  return { ...found, running: running ? toRatesRerun(running) : null };
}

/**
 * Rates changes across the corporate, for the admin (Report Settings, ability
 * `adminReports`): the open reports whose headline figures change on today's rates, and a background re-run of
 * them all.
 *
 * | Call                     | Body | Answer                 |
 * | ------------------------ | ---- | ---------------------- |
 * | GET  rates/changes       | –    | RatesChangesResponse   |
 * | POST rates/rerun         | –    | RatesRerunResponse     | 409 CONFLICT when a re-run is already going
 * | GET  rates/rerun/:runId  | –    | RatesRerunResponse     | 404 when not the caller's corporate's run
 *
 * Amounts are dollars per year (the projection's first year, as in rates-change.ts); dates ISO YYYY-MM-DD,
 * times ISO date-times.
 */
import { z } from 'zod';
import { ScenarioHeadlineChange } from './rates-change.ts';

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One open report whose headline figures differ on today's rates. */
export const RatesChangedReport = z.object({
  formId: z.number().int(),
  /** Report name (spec §3.4), or the client's name when the report has none; '' when neither is set. */
  name: z.string(),
  /** Client (and partner) full names, '' when not entered. */
  customer: z.string(),
  /** Comparison date of the stored summary. */
  calculatedAsAt: IsoDay,
  /** Newest effective date of the rates the stored summary's first year used. */
  ratesFrom: IsoDay.nullable(),
  /** The largest absolute change of any headline figure of any scenario, dollars a year (the sort key). */
  largestChange: z.number(),
  /** Per scenario, in the comparison's order: headline figures on the stored and on today's rates. */
  scenarios: z.array(ScenarioHeadlineChange),
});
export type RatesChangedReport = z.infer<typeof RatesChangedReport>;

export const RATES_RERUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A re-run of reports on today's rates (one background job), with its progress. */
export const RatesRerun = z.object({
  id: z.number().int(),
  status: z.enum(RATES_RERUN_STATUSES),
  /** Reports to re-run; `done` of them re-ran, `failed` could not (their stored summary is unchanged). */
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** Why the run stopped (status failed), or null. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RatesRerun = z.infer<typeof RatesRerun>;

export const RatesChangesResponse = z.object({
  /** Open reports (status not BUY/NOTBUY, not deleted) with a stored summary that were looked at. */
  checked: z.number().int(),
  /** Reports whose adviser kept the old figures (given to the client): not listed and not re-run. */
  kept: z.number().int(),
  /** The reports whose headline figures change, largest change first. */
  reports: z.array(RatesChangedReport),
  /** The corporate's re-run still queued or running, if any (the screen resumes its progress). */
  running: RatesRerun.nullable(),
});
export type RatesChangesResponse = z.infer<typeof RatesChangesResponse>;

export const RatesRerunResponse = z.object({ run: RatesRerun });
export type RatesRerunResponse = z.infer<typeof RatesRerunResponse>;

/** The 409 message when a re-run is started while another is going. */
export const RERUN_ALREADY_RUNNING =
  'A re-run of reports on today’s rates is already in progress. Wait for it to finish.';
/** Why a re-run stopped when the server stopped under it (set when a server starts). */
export const LOST_RERUN_ERROR =
  'The server stopped or restarted before the re-run finished. Reports already re-run keep their new figures; start it again for the rest.';

/**
 * When an exit entitlement's present value is counted from: the engine discounts it to the day it is expected to be
 * paid (`payoutAfterMonths` after leaving, outgoing.ts), not the day of leaving, so "discounted at 3% a year" alone
 * does not let a reader re-derive the figure. One wait shared by every option is said once; otherwise per option.
 */
import type { ReportModel } from './report-model.ts';
import { optionLabel } from './labels.ts';

const wait = (months: number): string =>
  months === 0 ? 'on leaving' : `${months} month${months === 1 ? '' : 's'} after leaving`;

/** The sentence, or null when no option has a wait to tell (none known, or every one paid on leaving). */
export function payoutNote(model: ReportModel): string | null {
  const known = model.exitEntitlements.filter(
    (e): e is typeof e & { payoutAfterMonths: number } => e.payoutAfterMonths !== null,
  );
  if (known.every((e) => e.payoutAfterMonths === 0)) return null;
  const lead = 'An exit entitlement is discounted from when it is expected to be paid:';
  const months = new Set(known.map((e) => e.payoutAfterMonths));
  if (months.size === 1) return `${lead} ${wait(known[0]!.payoutAfterMonths)}.`;
  return `${lead} ${known.map((e) => `${optionLabel(model, e.optionId)} ${wait(e.payoutAfterMonths)}`).join('; ')}.`;
}

/**
 * Key figures "in words a retiree understands" (issue §3 Results), derived from the model's series:
 * what each option leaves at a horizon, and its first-year net cash flow. Pure: the document only prints it.
 */
import { formatAud, HOME_OPTION_NAME } from '@rlc/shared';
import { optionLabel } from './labels.ts';
import type { AgePensionExplanation, ReportModel } from './report-model.ts';

export interface KeyFigure {
  optionId: string;
  optionName: string;
  /** Estate position at `horizon`, dollars (nominal). */
  estate: number | null;
  /** The same in today's dollars (present value at the model's discount rate), or null when not known. */
  estatePresentValue: number | null;
  /** Net cash flow in year 1, dollars per year. */
  firstYearCashFlow: number | null;
  /** Exit entitlement at 5 years, dollars; for staying at home, the home's net sale value then. */
  exitAt5: number | null;
  /** The exit entitlement at 5 years in today's dollars; null for staying at home (the engine gives none). */
  exitAt5PresentValue: number | null;
  /** Staying at home: there is no exit entitlement, only what the home would sell for. */
  isHome: boolean;
}

/** The horizon the sentences use: 10 years, or the longest projected year if shorter. */
export function keyHorizon(model: ReportModel): number {
  const years = model.charts.estatePosition.flatMap((s) => s.points.map((p) => p.year));
  return years.length ? Math.min(10, Math.max(...years)) : 10;
}

export function keyFigures(model: ReportModel): KeyFigure[] {
  const horizon = keyHorizon(model);
  return model.options.map((o) => {
    const estate = model.charts.estatePosition
      .find((s) => s.optionId === o.id)
      ?.points.find((p) => p.year === horizon);
    const cash = model.charts.netCashFlow.find((s) => s.optionId === o.id)?.points.find((p) => p.year === 1);
    const exit = model.exitEntitlements.find((e) => e.optionId === o.id)?.horizons.find((h) => h.years === 5);
    return {
      optionId: o.id,
      optionName: optionLabel(model, o.id),
      estate: estate?.value ?? null,
      estatePresentValue: estate?.presentValue ?? null,
      firstYearCashFlow: cash?.value ?? null,
      exitAt5: exit?.entitlement ?? null,
      exitAt5PresentValue: exit?.presentValue ?? null,
      isHome: o.kind === 'home',
    };
  });
}

/**
 * One sentence per option: "Staying at home leaves you an estimated $1,234,567 after 10 years ($918,000 in
 * today's dollars)." plus the first year's cash flow, and its Age Pension and Rent Assistance a fortnight and a
 * year (when the report worked them out).
 */
export function keySentences(model: ReportModel): string[] {
  const horizon = keyHorizon(model);
  return keyFigures(model)
    .filter((k) => k.estate !== null)
    .map((k) => {
      const subject =
        model.options.find((o) => o.id === k.optionId)?.kind === 'home' ? HOME_OPTION_NAME : k.optionName;
      const cash =
        k.firstYearCashFlow === null
          ? ''
          : k.firstYearCashFlow >= 0
            ? ` In the first year your income exceeds your costs by ${formatAud(k.firstYearCashFlow, { whole: true })}.`
            : ` In the first year your costs exceed your income by ${formatAud(-k.firstYearCashFlow, { whole: true })}.`;
      const e = model.explanations.find((x) => x.optionId === k.optionId);
      const ra = e?.rentAssistance.rentAssistancePerFortnight ?? 0;
      // A fortnight first, the figure a retiree knows, then the year.
      const support =
        !e || model.simplified
          ? ''
          : e.agePension.agePensionPerFortnight <= 0
            ? ` ${noPensionSentence(e.agePension, model.couple)}`
            : ` The Age Pension pays ${model.couple ? 'the two of you ' : ''}${formatAud(e.agePension.agePensionPerFortnight)} a fortnight${model.couple ? ' between you' : ''} (${formatAud(
                e.agePension.agePensionPerYear,
                { whole: true },
              )} a year)${
                ra > 0
                  ? ` and Rent Assistance ${formatAud(ra)} a fortnight (${formatAud(e.rentAssistance.rentAssistancePerYear, { whole: true })} a year)`
                  : ''
              }.`;
      const today =
        k.estatePresentValue === null
          ? ''
          : ` (${formatAud(k.estatePresentValue, { whole: true })} in today's dollars)`;
      return `${subject} leaves you an estimated ${formatAud(k.estate ?? 0, { whole: true })} after ${horizon} years${today}.${cash}${support}`;
    });
}

/**
 * Why an option pays no Age Pension, in words ("You would not receive the Age Pension here, because …"): the test
 * that takes the rate to nil (the lower of the income-test and assets-test rates, Social Security Act 1991 s 1064;
 * DSS Social Security Guide 4.9 / 4.10) and what it counts. A "$0.00 a fortnight" figure alone reads as an error.
 */
export function noPensionSentence(
  p: Pick<
    AgePensionExplanation,
    'bindingTest' | 'assessableAssets' | 'deemedIncomePerYear' | 'otherIncomePerYear'
  >,
  couple: boolean,
): string {
  const who = couple ? 'the two of you' : 'you';
  const your = couple ? 'your combined' : 'your';
  const lead = couple
    ? 'Neither of you would receive the Age Pension here, because'
    : 'You would not receive the Age Pension here, because';
  if (p.bindingTest === 'income') {
    const income = p.deemedIncomePerYear + p.otherIncomePerYear;
    return `${lead} the income test counts ${your} income at ${formatAud(income, { whole: true })} a year, which is above the limit at which a part pension stops for ${who}.`;
  }
  return `${lead} the assets test counts ${your} assets at ${formatAud(p.assessableAssets, { whole: true })}, which is above the limit at which a part pension stops for ${who}.`;
}

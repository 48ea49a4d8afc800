/**
 * Key figures in plain words (issue 4 Results, "staying at home leaves you $X at year 10; option A leaves $Y"),
 * read from the stored comparison (`SummaryResponse.comparison`, the engine's `compare()` output, dollars):
 * - the headline: what staying at home and each option leave at a horizon (the estate position);
 * - per scenario, short sentences a retiree can follow: what it costs to get in, what living there costs in the
 *   first year after the Age Pension and Rent Assistance (care contributions included), what comes back on
 *   leaving after 5 and 10 years, and the estate at the horizon, with its value in today's dollars.
 * The figures are the engine's; this module only picks them and subtracts the year-1 support from the year-1
 * costs (both engine figures) to say what is left to pay.
 */
import { formatAud, type ComparisonResult } from '@rlc/shared';

type Comparison = Pick<ComparisonResult, 'scenarios'>;
type Scenario = ComparisonResult['scenarios'][number];

export interface KeyFigure {
  id: string;
  name: string;
  /** Estate position at `years`, dollars. */
  total: number;
}

/** The horizon to talk about: 10 years when the comparison reaches it, else the longest it has. */
export function keyHorizon(comparison: Comparison): number | null {
  const years = comparison.scenarios.flatMap((s) => s.estate.map((e) => e.years));
  if (years.length === 0) return null;
  return years.includes(10) ? 10 : Math.max(...years);
}

export function keyFigures(comparison: Comparison, years: number): KeyFigure[] {
  return comparison.scenarios.flatMap((s) => {
    const e = s.estate.find((x) => x.years === years);
    return e ? [{ id: s.id, name: s.kind === 'stay' ? 'Staying at home' : s.name, total: e.total }] : [];
  });
}

const money = (n: number) => formatAud(Math.round(n), { whole: true });

/** "Staying at home leaves you $1,020,000 at year 10; Sunny Grove leaves $880,000." */
export function keyFiguresSentence(figures: readonly KeyFigure[], years: number): string {
  const [first, ...rest] = figures;
  if (!first) return '';
  const head =
    first.id === 'stay'
      ? `Staying at home leaves you ${money(first.total)} at year ${years}`
      : `${first.name} leaves you ${money(first.total)} at year ${years}`;
  const tail = rest.map((f) => `${f.name} leaves ${money(f.total)}`);
  return [head, ...tail].join('; ') + '.';
}

// ---------------------------------------------------------------------------------------------------------------
// Per-scenario figures and sentences
// ---------------------------------------------------------------------------------------------------------------

/** The horizons, in years, at which the sentences say what comes back on leaving. */
export const EXIT_YEARS = [5, 10] as const;

export interface ScenarioKeyFigures {
  id: string;
  name: string;
  isHome: boolean;
  /** Staying at home in a home the household owns (false for every option and for renters). */
  ownsHome: boolean;
  /** Getting in, dollars; null when the stored comparison lacks the figures (older engine output). */
  entry: {
    /** Entry price + stamp duty + upfront, establishment fees + security deposit (0 for staying at home). */
    cost: number;
    /** Left to invest after the move; negative when the funds fall short. */
    leftToInvest: number;
    /** True when the home is sold to pay for the move. */
    homeSold: boolean;
  } | null;
  /** Year 1, dollars per year; null when the projection has no year 1. */
  firstYear: {
    /** Every outgoing, care contributions included. */
    costs: number;
    care: number;
    /** Age Pension + Rent Assistance. */
    support: number;
    agePension: number;
    rentAssistance: number;
    /** costs − support: what the household pays itself (negative = the support leaves money over). */
    netCost: number;
  } | null;
  /**
   * What comes back on leaving at each of EXIT_YEARS that the engine worked out: the exit entitlement for an
   * option (with its present value), the home's net sale value for staying at home (present value null: the
   * engine gives none). Empty for staying at home in a rented home.
   */
  exits: { years: number; amount: number; presentValue: number | null }[];
  /** Estate position at the horizon, nominal and in today's dollars. */
  estate: { years: number; total: number; presentValue: number } | null;
}

const numberAt = (o: Record<string, unknown>, key: string): number | null => {
  const v = o[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

function entryOf(s: Scenario): ScenarioKeyFigures['entry'] {
  // `totalCost` and `homeSalePrice` are engine fields the shared schema passes through untyped (looseObject).
  const cost = numberAt(s.ingoing, 'totalCost');
  if (cost === null) return null;
  return {
    cost,
    leftToInvest: s.ingoing.fundsLeftToInvest,
    homeSold: (numberAt(s.ingoing, 'homeSalePrice') ?? 0) > 0,
  };
}

/** Picks each scenario's key figures; `horizon` as keyHorizon gives it (null: no estate sentence). */
export function scenarioKeyFigures(comparison: Comparison, horizon: number | null): ScenarioKeyFigures[] {
  return comparison.scenarios.map((s) => {
    const isHome = s.kind === 'stay';
    const y1 = s.ongoing.find((r) => r.year === 1);
    const support = y1 ? y1.agePension + y1.rentAssistance : 0;
    const exits = EXIT_YEARS.flatMap((years): ScenarioKeyFigures['exits'] => {
      if (isHome) {
        const e = s.homeowner === true ? s.estate.find((x) => x.years === years) : undefined;
        return e ? [{ years, amount: e.property, presentValue: null }] : [];
      }
      const o = s.outgoing.find((x) => x.years === years);
      return o ? [{ years, amount: o.exitEntitlement, presentValue: o.exitEntitlementPresentValue }] : [];
    });
    const estate = horizon === null ? undefined : s.estate.find((e) => e.years === horizon);
    return {
      id: s.id,
      name: isHome ? 'Staying at home' : s.name,
      isHome,
      ownsHome: isHome && s.homeowner === true,
      entry: entryOf(s),
      firstYear: y1
        ? {
            costs: y1.totalOutgoings,
            care: y1.careContributions,
            support,
            agePension: y1.agePension,
            rentAssistance: y1.rentAssistance,
            netCost: y1.totalOutgoings - support,
          }
        : null,
      exits,
      estate: estate
        ? { years: estate.years, total: estate.total, presentValue: estate.totalPresentValue }
        : null,
    };
  });
}

/** Sentences under a short label ("First year"); the screen shows them as a description list. */
export interface KeySentence {
  lead: string;
  text: string;
}

const today = (n: number) => `${money(n)} in today's dollars`;
const yearsWord = (n: number) => (n === 1 ? '1 year' : `${n} years`);

const FORTNIGHTS = 26;
/** A yearly amount a fortnight (÷ 26), with cents: the figure a retiree knows from Centrelink letters. */
const fortnightly = (perYear: number) => formatAud(perYear / FORTNIGHTS);

/**
 * "$1,200.90 a fortnight ($31,223 a year); Rent Assistance $219.40 a fortnight ($5,704 a year)." — the year-1
 * Age Pension (and Rent Assistance when paid) a fortnight beside the year.
 */
function supportSentence(f: NonNullable<ScenarioKeyFigures['firstYear']>): string {
  const ra =
    f.rentAssistance > 0
      ? `; Rent Assistance ${fortnightly(f.rentAssistance)} a fortnight (${money(f.rentAssistance)} a year)`
      : '';
  return `${fortnightly(f.agePension)} a fortnight (${money(f.agePension)} a year)${ra}.`;
}

/**
 * The sentences for one scenario, short and in whole dollars. `simplified`: the comparison has no Age Pension,
 * Rent Assistance or care contributions (customer details missing), so the first-year sentence says so.
 */
export function keySentences(k: ScenarioKeyFigures, simplified: boolean): KeySentence[] {
  const out: KeySentence[] = [];

  if (k.entry) {
    const { cost, leftToInvest, homeSold } = k.entry;
    if (k.isHome) {
      out.push({
        lead: 'Getting in',
        text: `Nothing to pay. You keep ${k.ownsHome ? 'your home and ' : ''}${money(leftToInvest)} in savings.`,
      });
    } else if (leftToInvest < 0) {
      out.push({
        lead: 'Getting in',
        text: `Moving in costs ${money(cost)}. That is ${money(-leftToInvest)} more than you have${homeSold ? ', even after selling your home' : ''}.`,
      });
    } else {
      out.push({
        lead: 'Getting in',
        text: `Moving in costs ${money(cost)}. ${homeSold ? 'After selling your home, you' : 'You'} have ${money(leftToInvest)} left to invest.`,
      });
    }
  }

  const f = k.firstYear;
  if (f) {
    const where = k.isHome ? 'Staying at home' : 'Living there';
    const care = f.care > 0 ? `, including ${money(f.care)} for care` : '';
    const head = `${where} costs ${money(f.costs)}${care}.`;
    const both = f.rentAssistance > 0;
    const payers = both ? 'The Age Pension and Rent Assistance' : 'The Age Pension';
    let rest: string;
    if (simplified) rest = 'Age Pension and Rent Assistance are not counted yet.';
    else if (f.support <= 0) rest = 'You pay all of it yourself.';
    else if (f.netCost <= 0)
      rest = `${payers} (${money(f.support)}) ${both ? 'cover' : 'covers'} it${f.netCost < 0 ? `, with ${money(-f.netCost)} to spare` : ''}.`;
    else
      rest = `${payers} ${both ? 'pay' : 'pays'} ${money(f.support)}, so you pay ${money(f.netCost)} yourself.`;
    out.push({ lead: 'First year', text: `${head} ${rest}` });
    if (!simplified && f.support > 0) out.push({ lead: 'Age Pension', text: supportSentence(f) });
  }

  if (k.exits.length > 0) {
    const parts = k.exits.map((x, i) => {
      const pv = x.presentValue === null ? '' : ` (${today(x.presentValue)})`;
      const amount = `${money(x.amount)}${pv}`;
      if (i > 0) return `after ${yearsWord(x.years)}, ${amount}`;
      return k.isHome
        ? `Sell after ${yearsWord(x.years)} and it brings ${amount} after selling costs`
        : `Leave after ${yearsWord(x.years)} and you get back ${amount}`;
    });
    out.push({ lead: k.isHome ? 'Selling the home' : 'On leaving', text: `${parts.join('; ')}.` });
  }

  if (k.estate) {
    const what = k.isHome
      ? k.ownsHome
        ? 'your home and savings'
        : 'your savings'
      : 'what you get back and your savings';
    out.push({
      lead: `After ${yearsWord(k.estate.years)}`,
      text: `You would have ${money(k.estate.total)} in all, counting ${what}. That is ${today(k.estate.presentValue)}.`,
    });
  }
  return out;
}

/**
 * Builds the `ReportModel` a PDF renders from a form's STORED data: the customer, community, adviser, the stored
 * comparison and its summary table (form_summaries), ratings, amenities (≤ 18), report content blocks (community
 * overrides over corporate defaults), the rates' as-at date and sources (from the comparison trace) and the
 * rates-status notice. The caller makes sure the stored summary is fresh first (service.ts calls the forms
 * summary service, which regenerates it when stale or made by another engine version); this module does no engine
 * maths: the "how we worked it out" figures are the comparison's own year-1 working (`ScenarioResult.explanation`).
 *
 * Units: everything dollars (the engine and the table are already in dollars), rates fractions, ISO dates.
 */
import {
  ratesStatus,
  type CareWorking,
  type Comparison,
  type ScenarioResult,
  type TraceEntry,
} from '@rlc/engine';
import {
  CustomerRecord,
  customisedReportDetailNames,
  HOME_OPTION_NAME,
  isCouple,
  MEANS_CATEGORY_LABELS,
  pensionAgeNotes,
  RATES_PROGRAM_LABELS,
  reportName,
  type SummaryColumn,
} from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { reportContentRows } from '../communities/index.ts';
import { relabelSummaryTable, type SummaryTable } from '../forms/index.ts';
import { effectiveContentBlocks } from './content-blocks.ts';
import {
  disclaimerText,
  LEGAL_LIMITATIONS,
  parseReportModel,
  type ReportModel,
  type ReportModelInput,
} from './pdf/index.ts';
import type { CareExplanation } from './pdf/report-model.ts';
import { amenityNamesOf, ratingRowsOf, reportFormRow, storedSummaryOf } from './repository.ts';

/** Spec §9: the report shows at most 18 amenity icons. */
export const MAX_REPORT_AMENITIES = 18;
/** Rate sources listed on the report: the newest value per parameter, at most this many. */
const MAX_RATE_SOURCES = 24;

const STATE_NAMES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

const TENURE_LABELS: Record<string, string> = {
  home: 'Own home',
  leasehold: 'Leasehold',
  licence: 'Licence',
  strata: 'Strata title',
  rental: 'Rental',
  'land-lease': 'Own home, rent site',
};

const SECTION_TITLES = {
  ingoing: 'Moving in',
  ongoing: 'Ongoing costs (first year, per year)',
  income: 'Income (first year, per year)',
  netCashFlow: 'Net cash flow (first year)',
  exitEntitlement: 'Exit entitlement',
  estate: 'Estate position',
} as const;
type SectionKey = keyof typeof SECTION_TITLES;
const GROUP_TO_SECTION: Record<string, SectionKey | undefined> = {
  ingoing: 'ingoing',
  ongoing: 'ongoing',
  income: 'income',
  net: 'netCashFlow',
  outgoing: 'exitEntitlement',
  estate: 'estate',
};

/** Thrown when a form has no stored summary yet (the caller must run the summary first). */
export class NoSummaryError extends Error {
  constructor(formId: number) {
    super(`form ${formId} has no stored summary`);
  }
}

/** Age in whole years on `asAt` (ISO dates). */
export function ageOn(dob: string, asAt: string): number {
  const [y1, m1, d1] = dob.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = asAt.split('-').map(Number) as [number, number, number];
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

/** 'Single homeowner, aged 78, Queensland' (only the parts that are known). */
export function householdLine(
  c: CustomerRecord,
  homeowner: boolean | null,
  asAt: string,
): string | undefined {
  const couple = c.relationship > 1;
  const who = `${couple ? 'Couple' : 'Single'}${homeowner === false ? '' : ' homeowner'}${couple ? 's' : ''}`;
  const ages = [c.dob, couple ? c.partnerDob : null]
    .filter((d): d is string => !!d)
    .map((d) => ageOn(d, asAt));
  const parts = [who];
  if (ages.length) parts.push(`aged ${ages.join(' and ')}`);
  if (c.state) parts.push(STATE_NAMES[c.state] ?? c.state);
  return parts.join(', ');
}

const optionKind = (k: SummaryColumn['kind']) =>
  k === 'stay' ? 'home' : k === 'rv' ? 'village' : 'land-lease';
const round2 = (n: number) => Math.round(n * 100) / 100;
const FORTNIGHTS = 26;

/** Parameter path without breakdown keys, e.g. `au.dss.age_pension.assets_test.free_area`. */
const basePath = (p: string) => p.split('[')[0]!;

const PROGRAM_NAMES: Record<string, string> = {
  age_pension: 'Age Pension',
  rent_assistance: 'Rent Assistance',
  support_at_home: 'Support at Home',
};

/** Breakdown keys of the parameter files as a client reads them (any other key: its underscores as spaces). */
const BREAKDOWN_WORDS: Record<string, string> = {
  couple_combined: 'couple combined',
  couple_each: 'each member of a couple',
  non_homeowner: 'non-homeowner',
};

/**
 * Human label of a parameter path: 'au.dss.age_pension.assets_test.free_area[single][homeowner]' →
 * 'Age Pension: assets test free area (single, homeowner)'.
 */
export function parameterLabel(path: string): string {
  const segs = basePath(path).split('.').slice(2);
  const program = segs[0] ?? '';
  const name = PROGRAM_NAMES[program] ?? program.replace(/_/g, ' ');
  const rest = segs.slice(1).join(' ').replace(/_/g, ' ');
  const label = rest ? `${name}: ${rest}` : name;
  const breakdown = [...path.slice(basePath(path).length).matchAll(/\[([^\]]*)\]/g)]
    .map(([, key]) => BREAKDOWN_WORDS[key!] ?? key!.replace(/_/g, ' '))
    .join(', ');
  const text = breakdown ? `${label} (${breakdown})` : label;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatValue(t: TraceEntry): string {
  const period = t.period && !['none', 'once', 'point'].includes(t.period) ? ` per ${t.period}` : '';
  if (t.unit === 'fraction' || t.unit === 'rate') return `${round2(t.value * 100)} %${period}`;
  if (t.unit === 'dollars' || t.unit === 'AUD' || t.unit === 'aud')
    return `$${t.value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${period}`;
  return `${t.value} ${t.unit}${period}`.trim();
}

const isUrl = (s: string) => {
  try {
    return /^https?:$/.test(new URL(s).protocol);
  } catch {
    return false;
  }
};

/**
 * Rates the figures rest on: per parameter (breakdown included) the value in force at `asAt`, newest first by
 * path order; and the as-at date = the newest effective date among them (falls back to the comparison date).
 */
export function rateSources(comparison: Comparison): {
  asAt: string;
  sources: ReportModel['rates']['sources'];
} {
  const byPath = new Map<string, TraceEntry>();
  for (const t of comparison.trace) {
    if (t.effectiveDate > comparison.asAt || !isUrl(t.source)) continue;
    const prev = byPath.get(t.path);
    if (!prev || t.effectiveDate > prev.effectiveDate) byPath.set(t.path, t);
  }
  const list = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)).slice(0, MAX_RATE_SOURCES);
  const asAt = list.reduce((m, t) => (t.effectiveDate > m ? t.effectiveDate : m), '');
  return {
    asAt: asAt || comparison.asAt,
    sources: list.map((t) => ({
      parameter: parameterLabel(t.path),
      value: formatValue(t),
      effectiveDate: t.effectiveDate,
      status: t.status,
      url: t.source,
    })),
  };
}

/**
 * When each program's rates in use took effect: per program (Age Pension, Rent Assistance, Support at Home) the
 * newest effective date among its parameters in force on the comparison date, in the order of PROGRAM_NAMES.
 */
export function programDates(comparison: Comparison): ReportModel['rates']['programDates'] {
  const newest = new Map<string, string>();
  for (const t of comparison.trace) {
    const program = t.path.split('.')[2] ?? '';
    if (!(program in PROGRAM_NAMES) || t.effectiveDate > comparison.asAt) continue;
    if (t.effectiveDate > (newest.get(program) ?? '')) newest.set(program, t.effectiveDate);
  }
  return Object.entries(PROGRAM_NAMES).flatMap(([key, program]) => {
    const effectiveDate = newest.get(key);
    return effectiveDate ? [{ program, effectiveDate }] : [];
  });
}

/** The community's street address on one line, e.g. '12 Banksia Drive, Carindale QLD 4152' (parts that are known). */
export function communityAddress(c: {
  streetAddress: string | null;
  suburb: string | null;
  state: string;
  postcode: string | null;
}): string | undefined {
  const place = [c.suburb, c.state, c.postcode].filter((p) => !!p?.trim()).join(' ');
  const line = [c.streetAddress?.trim(), c.suburb?.trim() || c.postcode?.trim() ? place : '']
    .filter(Boolean)
    .join(', ');
  return line || undefined;
}

/** The out-of-date notice when a scheduled revision passed without new values (engine rates status). */
export function outOfDateNotice(asAt: string): string | null {
  const status = ratesStatus({ asAt });
  if (!status.anyOutOfDate) return null;
  const names = status.programs
    .filter((p) => p.outOfDate)
    .map((p) => RATES_PROGRAM_LABELS[p.program] ?? p.program.replace(/_/g, ' '));
  return `Rates may be out of date: a scheduled revision has passed without new values for ${names.join(', ')}. Figures use the newest rates loaded.`;
}

/** The engine scenario of a summary column (staying at home is the scenario 'stay'). */
const scenarioFor = (comparison: Comparison, col: SummaryColumn): ScenarioResult | undefined =>
  comparison.scenarios.find((s) => s.id === (col.type === 'home' ? 'stay' : col.uid));

/**
 * The engine's present value (today's dollars) of a summary row's cell, for the rows that have one: the year-1
 * net cash flow (`net.netCashFlow`), exit entitlements (`outgoing.exitEntitlement.<years>`) and estate positions
 * (`estate.total.<years>`) (uids of forms/summary-table.ts). Undefined for any other row: it has no present value.
 */
export function presentValueOf(rowUid: string, s: ScenarioResult | undefined): number | null | undefined {
  if (rowUid === 'net.netCashFlow') return s?.ongoing[0]?.netCashFlowPresentValue ?? null;
  const exit = /^outgoing\.exitEntitlement\.(\d+)$/.exec(rowUid);
  if (exit) {
    if (!s || s.kind === 'stay') return null;
    return s.outgoing.find((o) => o.years === Number(exit[1]))?.exitEntitlementPresentValue ?? null;
  }
  const estate = /^estate\.total\.(\d+)$/.exec(rowUid);
  if (estate) return s?.estate.find((e) => e.years === Number(estate[1]))?.totalPresentValue ?? null;
  return undefined;
}

/** Rows a retiree knows by the fortnight: the report shows them a fortnight beside the year. */
const FORTNIGHTLY_ROWS = new Set(['income.agePension', 'income.rentAssistance']);

/**
 * Summary sections from the stored table (ratings go to `ratings`; text/rating rows are not money), with the
 * comparison's present values on the rows that have them (`presentValueOf`).
 */
export function summarySections(table: SummaryTable, comparison: Comparison): ReportModelInput['summary'] {
  const sections = new Map<SectionKey, NonNullable<ReportModelInput['summary']>[number]>();
  const scenarios = table.columns.map((c) => scenarioFor(comparison, c));
  for (const row of table.rows) {
    const key = GROUP_TO_SECTION[row.group];
    if (!key || row.format !== 'currency') continue;
    let section = sections.get(key);
    if (!section) sections.set(key, (section = { key, title: SECTION_TITLES[key], rows: [] }));
    const nominal = table.columns.map((c) => {
      const v = row.values[c.uid];
      return typeof v === 'number' ? round2(v) : null;
    });
    const pvs = scenarios.map((s) => presentValueOf(row.uid, s));
    section.rows.push({
      label: row.label,
      nominal,
      // Only where the cell has a nominal figure too (a dash stays a dash).
      presentValue: pvs.every((v) => v === undefined)
        ? null
        : pvs.map((v, i) => (nominal[i] === null || v === undefined ? null : v)),
      perFortnight: FORTNIGHTLY_ROWS.has(row.uid)
        ? nominal.map((v) => (v === null ? null : round2(v / FORTNIGHTS)))
        : null,
      total: row.total,
    });
  }
  return [...sections.values()];
}

/** One sentence on how estimated contribution rates were set (engine rules/support-at-home.ts). */
function careMethod(c: CareWorking): string {
  if (c.noWorseOff)
    return `The "no worse off" rates for people approved for a Home Care Package by 12 September 2024 are not published for this category, so we used the ordinary rates of the means category "${MEANS_CATEGORY_LABELS[c.meansCategory]}".`;
  if (c.rateBasis === 'no-means')
    return 'Without an income and assets assessment the maximum rates apply (50 % independence, 80 % everyday living).';
  return 'The Schedule of Contributions of 1 July 2026 is the first we hold, so its thresholds were used for this earlier date.';
}

const pct = (x: number): string => `${Math.round(x * 1e4) / 100} %`;
const audWhole = (x: number): string =>
  `$${x.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Why the client's rates are what they are, one sentence: the letter, the published rates of the category, or
 * the Support at Home means test's working (Schedule of Contributions, 1 Jul 2026,
 * https://www.health.gov.au/resources/publications/schedule-of-contributions-for-support-at-home-services).
 */
function ratesReason(c: CareWorking): string | undefined {
  const m = c.meansTest;
  switch (c.rateBasis) {
    case 'letter':
      return "Rates from the client's Services Australia letter.";
    case 'published':
      return c.meansCategory === 'full-pensioner'
        ? 'Full pensioners pay the published rates: 0 % clinical care, 5 % independence, 17.5 % everyday living.'
        : 'Self-funded retirees without a Commonwealth Seniors Health Card pay the published maximum rates: 50 % independence, 80 % everyday living.';
    case 'means-test':
      if (!m) return undefined;
      return (
        `Rates from the Support at Home means test (Schedule of Contributions, 1 July 2026): the income part ` +
        `(50 % of income above the free area) is ${audWhole(m.incomePart)} and the asset part (7.8 % of assets ` +
        `above the free area) is ${audWhole(m.assetPart)}; the higher, ${audWhole(m.meansTestedAmount)}, is ` +
        `${pct(m.meansTestedAmount / m.ceiling)} of the ceiling of ${audWhole(m.ceiling)}, so each rate is that ` +
        `far from its minimum (5 % / 17.5 %) to its maximum (50 % / 80 %).`
      );
    default:
      return undefined;
  }
}

/**
 * How year 1's Support at Home contribution of one scenario was worked out, for the client (a couple's partner is
 * not explained): the engine's own year-1 working (`ScenarioResult.explanation.care`). Null when the client has no
 * classification, or when the lifetime cap cut a year-1 contribution (the table then shows less than the working).
 */
export function explainCare(care: readonly CareWorking[]): CareExplanation | null {
  const client = care.find((c) => c.person === 'person');
  if (!client || care.some((c) => Math.abs(c.contributionPerYear - c.paidPerYear) > 1)) return null;
  return {
    classification: client.classification,
    // The classification budget a year plus any supplements, of which care management is set aside.
    budgetPerYear: client.budgetPerYear,
    careManagementPerYear: client.careManagementPerYear,
    servicesBudgetPerYear: client.servicesBudgetPerYear,
    split: { ...client.split },
    rates: { ...client.contributionRates },
    pricePerYear: { ...client.servicePricePerYear },
    contributionByTypePerYear: { ...client.contributionByTypePerYear },
    meansCategory: MEANS_CATEGORY_LABELS[client.meansCategory],
    contributionPerYear: client.contributionPerYear,
    estimated: client.estimated,
    ...(client.estimated ? { method: careMethod(client) } : {}),
    ...(ratesReason(client) ? { ratesReason: ratesReason(client)! } : {}),
  };
}

/** Why the household is (not) a homeowner in this scenario, for the Age Pension explanation. */
function homeownerReason(s: ScenarioResult): string {
  if (s.kind === 'stay') return 'You own the home you live in, so it is not counted by the assets test.';
  if (s.kind === 'llc') return 'A land-lease home owner is a homeowner; the site fees count as rent.';
  return s.homeowner
    ? 'The entry contribution is more than the extra allowable amount, so you are treated as a homeowner and it is not counted.'
    : 'The entry contribution is not more than the extra allowable amount: you are not a homeowner, the contribution is counted as an asset and the fees count as rent.';
}

/** Why Rent Assistance is (not) paid in this scenario. */
function rentAssistanceReason(s: ScenarioResult, rentPerFortnight: number): string {
  if (rentPerFortnight > 0)
    return s.kind === 'llc' ? 'Site fees count as rent' : 'The village fees count as rent';
  if (s.kind === 'stay') return 'Homeowners paying no rent cannot receive Rent Assistance';
  return s.kind === 'rv' && s.homeowner
    ? 'The entry contribution is more than the extra allowable amount, so you are a homeowner and the village fees do not count as rent'
    : 'No fees that count as rent are paid';
}

/**
 * How year 1's Age Pension, Rent Assistance and the client's Support at Home contribution of one scenario were
 * worked out: the engine's own year-1 working (`ScenarioResult.explanation`, engine 0.3.0 on), worded for the
 * client. Null when there is none (a comparison stored by an older engine, which the summary regenerates first) or
 * when the rate is shared out by Age Pension age (a partner, or the client, under age): the report then shows the
 * table figures without a breakdown, as it always has.
 */
export function explainYearOne(
  s: ScenarioResult,
  optionId: string,
): NonNullable<ReportModelInput['explanations']>[number] | null {
  const y = s.ongoing[0];
  const p = s.explanation?.agePension;
  if (!y || !p || s.homeowner === null || p.shareOfRatePaid !== 1) return null;
  const ra = p.rentAssistance;
  return {
    optionId,
    agePension: {
      homeowner: p.homeowner,
      homeownerReason: homeownerReason(s),
      maximumRatePerFortnight: p.maximumRatePerFortnight,
      assessableAssets: p.assetsTest.assessableAssets,
      assetsFreeArea: p.assetsTest.freeArea,
      deemedIncomePerYear: p.incomeTest.deemedIncomePerYear,
      otherIncomePerYear: p.incomeTest.otherIncomePerYear,
      incomeFreeAreaPerYear: p.incomeTest.freeAreaPerYear,
      incomeTestRatePerFortnight: p.incomeTest.ratePerFortnight,
      assetsTestRatePerFortnight: p.assetsTest.ratePerFortnight,
      bindingTest: p.bindingTest,
      ratePerFortnight: p.ratePerFortnight,
      agePensionPerFortnight: round2(y.agePension / FORTNIGHTS),
      agePensionPerYear: round2(y.agePension),
    },
    rentAssistance: {
      eligible: ra.rentPerFortnight > 0,
      reason: rentAssistanceReason(s, ra.rentPerFortnight),
      rentPerFortnight: ra.rentPerFortnight,
      thresholdPerFortnight: ra.thresholdPerFortnight,
      maximumPerFortnight: ra.maximumPerFortnight,
      inMaximumRatePerFortnight: ra.inMaximumRatePerFortnight,
      rentAssistancePerFortnight: round2(y.rentAssistance / FORTNIGHTS),
      rentAssistancePerYear: round2(y.rentAssistance),
    },
    care: explainCare(s.explanation.care),
  };
}

/**
 * Builds and validates the model of a form's report.
 * @throws NoSummaryError when the form has no stored summary; ZodError when the mapping is wrong.
 */
export async function modelFromForm(
  db: Db,
  formId: number,
  kind: 'summary' | 'results',
  preparedOn: string,
): Promise<ReportModel> {
  const row = await reportFormRow(db, formId);
  if (!row) throw new Error(`form ${formId} not found`);
  const stored = await storedSummaryOf(db, formId);
  if (!stored) throw new NoSummaryError(formId);
  const comparison = stored.comparison as unknown as Comparison;
  const customer = CustomerRecord.parse(row.customer);
  const { form, community, corporate, logo } = row;
  // The corporate's labels as they are today (a stored table keeps those of the day it was built).
  const table = relabelSummaryTable(stored.summaryTable as unknown as SummaryTable, corporate);

  const [ratingRows, amenityNames, contentRows] = await Promise.all([
    ratingRowsOf(db, formId),
    amenityNamesOf(db, community.id),
    reportContentRows(db, form.corporateId, community.id),
  ]);

  const columns = table.columns;
  const stay = comparison.scenarios.find((s) => s.kind === 'stay');
  const options: ReportModelInput['options'] = columns.map((col) => {
    const s = scenarioFor(comparison, col);
    return {
      id: col.uid,
      name: col.type === 'home' ? HOME_OPTION_NAME : col.name.trim() || 'Unnamed option',
      kind: optionKind(col.kind),
      tenure: TENURE_LABELS[s?.tenure ?? 'home'] ?? s?.tenure ?? 'Own home',
      entryPrice: col.type === 'home' ? null : (s?.ingoing.entryPrice ?? null),
      internal: col.type === 'internal',
      insufficientFunds: col.insufficientFunds,
    };
  });
  const withScenario = columns
    .map((col) => ({ col, s: scenarioFor(comparison, col) }))
    .filter((x): x is { col: SummaryColumn; s: ScenarioResult } => !!x.s);

  const rates = rateSources(comparison);
  const adviser = row.adviser;
  const input: ReportModelInput = {
    kind,
    simplified: comparison.simplified,
    couple: isCouple(customer),
    missingDetails: customisedReportDetailNames(comparison.missingDetails),
    cover: {
      reportName: reportName(customer) || 'Unnamed client',
      household: householdLine(customer, stay?.homeowner ?? null, comparison.asAt),
      communityName: community.name,
      communityState: community.state as ReportModel['cover']['communityState'],
      communityAddress: communityAddress(community),
      operatorName: corporate.name,
      operatorLogo: logo
        ? {
            format: logo.contentType === 'image/png' ? 'png' : 'jpg',
            base64: Buffer.from(logo.bytes).toString('base64'),
          }
        : null,
      adviserName: adviser
        ? `${adviser.firstName} ${adviser.lastName}`.trim() || adviser.email
        : corporate.name,
      ...(adviser?.phone?.trim() ? { adviserPhone: adviser.phone.trim() } : {}),
      adviserEmail: adviser?.email ?? 'noreply@example.com',
      preparedOn,
    },
    options,
    discountRate: comparison.assumptions.discountRate,
    summary: summarySections(table, comparison),
    charts: {
      netCashFlow: withScenario.map(({ col, s }) => ({
        optionId: col.uid,
        points: s.ongoing.map((y) => ({
          year: y.year,
          value: round2(y.netCashFlow),
          presentValue: y.netCashFlowPresentValue,
        })),
      })),
      estatePosition: withScenario.map(({ col, s }) => ({
        optionId: col.uid,
        // Every year (engine 0.2.0 on); the horizons for a comparison stored by an older engine.
        points: (s.estateByYear ?? s.estate).map((e) => ({
          year: e.years,
          value: round2(e.total),
          presentValue: e.totalPresentValue,
        })),
      })),
    },
    exitEntitlements: withScenario.map(({ col, s }) => ({
      optionId: col.uid,
      payoutAfterMonths: s.kind === 'stay' ? null : (s.outgoing[0]?.payoutAfterMonths ?? null),
      horizons:
        s.kind === 'stay'
          ? s.estate.map((e) => ({ years: e.years, entitlement: round2(e.property) }))
          : s.outgoing.map((o) => ({
              years: o.years,
              resalePrice: round2(o.resalePrice),
              exitFee: round2(o.dmf + o.ltmf),
              otherCosts: round2(o.residentCosts),
              // Absent from comparisons stored before the upfront fee's amortisation reached the engine.
              upfrontFeeRefund: round2(o.upfrontFeeRefund ?? 0),
              entitlement: round2(o.exitEntitlement),
              presentValue: o.exitEntitlementPresentValue,
            })),
    })),
    pensionAgeNotes: comparison.simplified ? [] : pensionAgeNotes(comparison).map((n) => n.text),
    explanations: comparison.simplified
      ? []
      : withScenario
          .map(({ col, s }) => explainYearOne(s, col.uid))
          .filter((e): e is NonNullable<typeof e> => e !== null),
    ratings: corporate.valuationTool
      ? ratingRows
          .filter((r) => columns.some((c) => c.uid === r.uid))
          .map((r) => ({
            optionId: r.uid,
            location: r.location,
            amenities: r.amenities,
            careSupport: r.careSupport,
            lifestyle: r.lifestyle,
          }))
      : [],
    amenities: amenityNames.slice(0, MAX_REPORT_AMENITIES),
    contentBlocks: effectiveContentBlocks(contentRows),
    rates: {
      asAt: rates.asAt,
      programDates: programDates(comparison),
      sources: rates.sources,
      outOfDateNotice: outOfDateNotice(comparison.asAt),
    },
    legal: { limitations: [...LEGAL_LIMITATIONS], disclaimer: disclaimerText(corporate.name) },
  };
  return parseReportModel(input);
}

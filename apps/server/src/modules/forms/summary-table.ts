/**
 * Turns the engine's comparison into the summary table of spec §3.5 "Summary" (design §4.5):
 * `columns` (home first, then each option: uid, _id, type, contractTypeId), `rows` (each with a uid, a label, a
 * group and `values[columnUid]`), `rowIds` (the rows' uids in order) and `simple`.
 *
 * Groups: ingoing (day one), ongoing and income (dollars per year, year 1), net (year-1 net cash flow), outgoing
 * (exit entitlement at each horizon: RV 1/2/5/10, land lease also 15), estate (estate position at each horizon),
 * ratings (spec §3.6, when the corporate has the valuation tool). The simplified variant (customer details missing)
 * leaves out Age Pension, Rent Assistance and care contributions, which the engine does not work out then.
 */
import type { Comparison, ScenarioResult } from '@rlc/engine';
import { HOME_OPTION_NAME, optionUid, type Rating, type SummaryColumn, type SummaryRow } from '@rlc/shared';
import type { OptionColumn } from './to-engine-input.ts';

export interface SummaryTable {
  rowIds: string[];
  rows: SummaryRow[];
  columns: SummaryColumn[];
  simple: boolean;
  insufficientFunds: boolean;
}

export interface TableLabels {
  /** Corporate rename of "charge fees / rent" (spec §3.2), or null for the default label. */
  renameChargeFeesRent: string | null;
  renameHomeSecurityDeposit: string | null;
}

/** The summary rows (by uid) whose label the corporate may rename (spec §3.2), with their standard labels. */
const RENAMED_ROWS = {
  'ingoing.securityDeposit': { rename: 'renameHomeSecurityDeposit', standard: 'Security deposit' },
  'ongoing.fees': { rename: 'renameChargeFeesRent', standard: 'Recurrent charges / site fees' },
} as const satisfies Record<string, { rename: keyof TableLabels; standard: string }>;

const rowLabel = (uid: keyof typeof RENAMED_ROWS, labels: TableLabels): string =>
  labels[RENAMED_ROWS[uid].rename]?.trim() || RENAMED_ROWS[uid].standard;

/**
 * The table with the renamable rows labelled as the corporate names them now: a stored table keeps the labels of
 * the day it was built, and a PDF made after an admin renamed them should use the new words.
 */
export function relabelSummaryTable(table: SummaryTable, labels: TableLabels): SummaryTable {
  return {
    ...table,
    rows: table.rows.map((r) =>
      Object.hasOwn(RENAMED_ROWS, r.uid)
        ? { ...r, label: rowLabel(r.uid as keyof typeof RENAMED_ROWS, labels) }
        : r,
    ),
  };
}

type Cell = number | string | null;
type YearKey = keyof ScenarioResult['ongoing'][number];
type IngoingKey = keyof ScenarioResult['ingoing'];

const HORIZONS = [1, 2, 5, 10, 15] as const;

export function buildSummaryTable(
  comparison: Comparison,
  optionColumns: readonly OptionColumn[],
  ratings: readonly Rating[],
  opts: { valuationTool: boolean; labels: TableLabels },
): SummaryTable {
  const home: SummaryColumn = {
    uid: optionUid.home,
    _id: null,
    type: 'home',
    contractTypeId: null,
    contractId: null,
    name: HOME_OPTION_NAME,
    kind: 'stay',
    insufficientFunds: false,
  };
  const byId = new Map(comparison.scenarios.map((s) => [s.id, s]));
  const columns: SummaryColumn[] = [
    home,
    ...optionColumns.map((c) => ({
      ...c,
      insufficientFunds: byId.get(c.uid)?.ingoing.insufficientFunds ?? false,
    })),
  ];
  const scenarioOf = (col: SummaryColumn) => byId.get(col.type === 'home' ? 'stay' : col.uid);
  const rows: SummaryRow[] = [];
  const add = (
    uid: string,
    label: string,
    group: SummaryRow['group'],
    cell: (s: ScenarioResult, col: SummaryColumn) => Cell,
    format: SummaryRow['format'] = 'currency',
    total = false,
  ) => {
    const values: Record<string, Cell> = {};
    for (const col of columns) {
      const s = scenarioOf(col);
      values[col.uid] = s ? cell(s, col) : null;
    }
    rows.push({ uid, label, group, format, values, total });
  };
  const ingoing = (uid: IngoingKey, label: string, total = false, homeToo = false) =>
    add(
      `ingoing.${uid}`,
      label,
      'ingoing',
      (s) => (s.kind === 'stay' && !homeToo ? null : (s.ingoing[uid] as number)),
      'currency',
      total,
    );
  const year1 = (uid: YearKey, label: string, group: SummaryRow['group'], total = false) =>
    add(
      `${group}.${uid}`,
      label,
      group,
      (s) => (s.ongoing[0]?.[uid] as number | undefined) ?? null,
      'currency',
      total,
    );

  ingoing('netHomeSaleProceeds', 'Net home sale proceeds');
  ingoing('investmentAssets', 'Investment assets', false, true);
  ingoing('fundsAvailable', 'Funds available (after selling fees)', true, true);
  ingoing('entryPrice', 'Entry price (ingoing contribution)');
  ingoing('stampDuty', 'Stamp duty');
  ingoing('upfrontFee', 'Upfront fee');
  ingoing('establishmentFee', 'Establishment fee');
  ingoing('securityDeposit', rowLabel('ingoing.securityDeposit', opts.labels));
  ingoing('additionalContribution', 'Additional contribution');
  ingoing('preparationFee', 'Preparation fee');
  ingoing('totalCost', 'Total cost of moving', true);
  ingoing('fundsLeftToInvest', 'Funds left to invest', true, true);

  year1('fees', rowLabel('ongoing.fees', opts.labels), 'ongoing');
  year1('additionalServices', 'Additional services', 'ongoing');
  year1('livingExpenses', 'Living expenses', 'ongoing');
  year1('homeExpenses', 'Home expenses', 'ongoing');
  year1('travelEntertainmentExpenses', 'Travel and entertainment', 'ongoing');
  year1('healthWellnessExpenses', 'Health and wellness', 'ongoing');
  if (!comparison.simplified) year1('careContributions', 'Care contributions (Support at Home)', 'ongoing');
  year1('totalOutgoings', 'Total outgoings per year', 'ongoing', true);
  if (!comparison.simplified) {
    year1('agePension', 'Age Pension', 'income');
    year1('rentAssistance', 'Rent Assistance', 'income');
  }
  year1('investmentIncome', 'Investment income', 'income');
  year1('otherIncome', 'Other income', 'income');
  year1('totalIncome', 'Total income per year', 'income', true);
  year1('netCashFlow', 'Net cash flow per year', 'net', true);

  for (const h of HORIZONS) {
    if (h > comparison.projectionYears) continue;
    add(
      `outgoing.exitEntitlement.${h}`,
      `Exit entitlement after ${h} year${h > 1 ? 's' : ''}`,
      'outgoing',
      (s) => (s.kind === 'stay' ? null : (s.outgoing.find((o) => o.years === h)?.exitEntitlement ?? null)),
    );
  }
  for (const h of HORIZONS) {
    if (h > comparison.projectionYears) continue;
    add(
      `estate.total.${h}`,
      `Estate position after ${h} year${h > 1 ? 's' : ''}`,
      'estate',
      (s) => s.estate.find((e) => e.years === h)?.total ?? null,
      'currency',
      true,
    );
  }

  if (opts.valuationTool) {
    const byUid = new Map(ratings.map((r) => [r.uid, r]));
    const score = (key: 'location' | 'amenities' | 'careSupport' | 'lifestyle', label: string) =>
      add(`ratings.${key}`, label, 'ratings', (_s, col) => byUid.get(col.uid)?.[key] ?? 0, 'rating');
    score('location', 'Location');
    score('amenities', 'Amenities');
    score('careSupport', 'Care & support');
    score('lifestyle', 'Lifestyle');
  }

  return {
    rowIds: rows.map((r) => r.uid),
    rows,
    columns,
    simple: comparison.simplified,
    insufficientFunds: columns.some((c) => c.insufficientFunds),
  };
}

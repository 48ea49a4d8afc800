/**
 * A fast path for validating a compare form. zod (input.ts) is the definition and the only source of error
 * messages, but parsing a full form with it costs more than the whole projection; this hand-written check
 * accepts the plainly valid forms the clients send and builds exactly zod's output for them (defaults filled in,
 * keys in the schema's order, fresh objects and arrays).
 *
 * It is sound, not complete: whenever a value is not plainly valid — an unknown key, an explicit `undefined`,
 * a non-plain object, any failed check — it returns `undefined` and `compare` lets zod parse the form and
 * report the issues. The unknown-key lists are read from the zod shapes, so a new field is refused here (and
 * handled by zod) until it is added below; `test/fast-input.test.ts` checks that both paths agree.
 */
import { isIsoDate } from '../iso-date.ts';
import { DmfSchedule } from '../rules/dmf-schedule.ts';
import { Tenure } from '../rules/exit-entitlement.ts';
import { MeansCategory, ServiceSplit } from '../rules/support-at-home.ts';
import {
  Assumptions,
  CareSettings,
  CompareInput,
  CompareOption,
  CurrentSituation,
  Customer,
  ExpenseGroups,
  ExpenseLine,
  Frequency,
  OptionContract,
  PeriodicAmount,
  Person,
  type ParsedCompareInput,
} from './input.ts';

type Obj = Record<string, unknown>;
type Output<T> = T | undefined;

const keysOf = (schema: { shape: object }): ReadonlySet<string> => new Set(Object.keys(schema.shape));
const KEYS = {
  input: keysOf(CompareInput),
  customer: keysOf(Customer),
  person: keysOf(Person),
  care: keysOf(CareSettings),
  split: keysOf(ServiceSplit),
  letterRates: keysOf(CareSettings.shape.contributionRates.unwrap()),
  supplements: keysOf(CareSettings.shape.supplements.unwrap()),
  situation: keysOf(CurrentSituation),
  groups: keysOf(ExpenseGroups),
  amount: keysOf(PeriodicAmount),
  line: keysOf(ExpenseLine),
  option: keysOf(CompareOption),
  contract: keysOf(OptionContract),
  fees: keysOf(CompareOption.shape.fees.unwrap()),
  dmf: keysOf(DmfSchedule),
  assumptions: keysOf(Assumptions),
};
const TENURES: ReadonlySet<unknown> = new Set(Tenure.options);
const MEANS: ReadonlySet<unknown> = new Set(MeansCategory.options);
const STATES: ReadonlySet<unknown> = new Set(Customer.shape.state.unwrap().options);
const FREQUENCIES: ReadonlySet<unknown> = new Set(Frequency.options.map((o) => o.value));
const ENTERAL: ReadonlySet<unknown> = new Set([true, false, 'bolus', 'non-bolus']);

/**
 * `v` as a plain object (`{}` literal, JSON, or null-prototype) whose every own key is one of `keys` with a defined value
 * (zod would keep an explicit `undefined`, which this path does not reproduce), else undefined.
 */
function plain(v: unknown, keys: ReadonlySet<string>): Obj | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const o = v as Obj;
  for (const k in o) if (!keys.has(k) || o[k] === undefined) return undefined;
  return o;
}

const isNum = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const isInt = (v: unknown, min: number, max: number): v is number =>
  isNum(v, min, max) && Number.isSafeInteger(v);
const isStr = (v: unknown, min: number, max: number): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max;
const isDate = (v: unknown): v is string => typeof v === 'string' && isIsoDate(v);
const isMoney = (v: unknown): v is number => isNum(v, 0, Infinity);
const isFraction = (v: unknown): v is number => isNum(v, 0, 1);
const isRate = (v: unknown): v is number => isNum(v, -0.5, 1);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isName = (v: unknown): v is string => isStr(v, 0, 100);
const isFrequency = (v: unknown): boolean => FREQUENCIES.has(v);
const isLineName = (v: unknown): v is string => isStr(v, 0, 200);
const isClassification = (v: unknown): v is number => isInt(v, 0, 8);
const isMeans = (v: unknown): boolean => MEANS.has(v);
const isEnteral = (v: unknown): boolean => ENTERAL.has(v);
const isState = (v: unknown): boolean => STATES.has(v);
const isRelationship = (v: unknown): boolean => v === 'single' || v === 'couple';
const isTimeframe = (v: unknown): v is number => isInt(v, 0, 120);
const isSaleMonths = (v: unknown): v is number => isInt(v, 0, 60);

/** Copies the optional entries of `o` that pass `check` into `out`; false when one is present but fails. */
function optional(o: Obj, out: Obj, key: string, check: (v: unknown) => boolean): boolean {
  const v = o[key];
  if (v === undefined) return true;
  out[key] = v;
  return check(v);
}

/** Copies `o[key]` (or `fallback` when absent) into `out`; false when present but failing `check`. */
function withDefault(
  o: Obj,
  out: Obj,
  key: string,
  check: (v: unknown) => boolean,
  fallback: unknown,
): boolean {
  const v = o[key];
  out[key] = v === undefined ? fallback : v;
  return v === undefined || check(v);
}

function periodicAmount(v: unknown, keys = KEYS.amount): Output<Obj> {
  const o = plain(v, keys);
  if (!o || !isMoney(o.amount)) return undefined;
  const out: Obj = { amount: o.amount };
  return withDefault(o, out, 'frequency', isFrequency, 26) ? out : undefined;
}

function expenseLine(v: unknown): Output<Obj> {
  const out = periodicAmount(v, KEYS.line);
  if (!out) return undefined;
  return withDefault(v as Obj, out, 'name', isLineName, '') ? out : undefined;
}

/** An array of at most `max` items, each mapped by `item`, or undefined when any item fails. */
function list(v: unknown, max: number, item: (x: unknown) => Output<Obj>): Output<Obj[]> {
  if (!Array.isArray(v) || v.length > max) return undefined;
  const out: Obj[] = [];
  for (let i = 0; i < v.length; i++) {
    const parsed = item(v[i]);
    if (!parsed) return undefined;
    out.push(parsed);
  }
  return out;
}

function expenseGroups(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.groups);
  if (!o) return undefined;
  const out: Obj = {};
  for (const key of ['living', 'travelEntertainment', 'healthWellness']) {
    if (o[key] === undefined) continue;
    const amount = periodicAmount(o[key]);
    if (!amount) return undefined;
    out[key] = amount;
  }
  if (o.homeExpenses !== undefined) {
    const lines = list(o.homeExpenses, 50, expenseLine);
    if (!lines) return undefined;
    out.homeExpenses = lines;
  }
  return out;
}

function split(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.split);
  if (!o) return undefined;
  const { clinical, independence, everydayLiving } = o;
  if (!isFraction(clinical) || !isFraction(independence) || !isFraction(everydayLiving)) return undefined;
  if (!(Math.abs(clinical + independence + everydayLiving - 1) <= 1e-6)) return undefined;
  return { clinical, independence, everydayLiving };
}

function care(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.care);
  if (!o) return undefined;
  const out: Obj = {};
  if (!withDefault(o, out, 'classification', isClassification, 0)) return undefined;
  if (o.split !== undefined && !(out.split = split(o.split))) return undefined;
  if (!optional(o, out, 'means', isMeans)) return undefined;
  if (o.contributionRates !== undefined) {
    const r = plain(o.contributionRates, KEYS.letterRates);
    if (!r || !isFraction(r.independence) || !isFraction(r.everydayLiving)) return undefined;
    out.contributionRates = { independence: r.independence, everydayLiving: r.everydayLiving };
  }
  if (!withDefault(o, out, 'noWorseOff', isBool, false)) return undefined;
  if (o.supplements !== undefined) {
    const s = plain(o.supplements, KEYS.supplements);
    const sup: Obj = {};
    if (!s) return undefined;
    if (!optional(s, sup, 'dementia', isBool) || !optional(s, sup, 'oxygen', isBool)) return undefined;
    if (!optional(s, sup, 'enteralFeeding', isEnteral)) return undefined;
    out.supplements = sup;
  }
  // The schema's refinements: a split with a classification; dementia only with noWorseOff.
  if (out.classification !== 0 && out.split === undefined) return undefined;
  if ((out.supplements as Obj | undefined)?.dementia === true && out.noWorseOff !== true) return undefined;
  return out;
}

function person(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.person);
  if (!o) return undefined;
  const out: Obj = {};
  if (!optional(o, out, 'firstName', isName) || !optional(o, out, 'lastName', isName)) return undefined;
  if (!optional(o, out, 'dob', isDate)) return undefined;
  if (o.care !== undefined && !(out.care = care(o.care))) return undefined;
  return out;
}

function customer(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.customer);
  if (!o) return undefined;
  const out: Obj = {};
  if (!withDefault(o, out, 'relationship', isRelationship, 'single')) return undefined;
  const self = o.person === undefined ? {} : person(o.person);
  if (!self) return undefined;
  out.person = self;
  if (o.partner !== undefined && !(out.partner = person(o.partner))) return undefined;
  const ok =
    optional(o, out, 'state', isState) &&
    optional(o, out, 'propertyValue', isMoney) &&
    optional(o, out, 'propertyGrowth', isRate) &&
    withDefault(o, out, 'sellingFees', isMoney, 0) &&
    optional(o, out, 'personalAssets', isMoney) &&
    optional(o, out, 'investmentAssets', isMoney) &&
    optional(o, out, 'investmentInterest', isRate) &&
    withDefault(o, out, 'otherIncome', isMoney, 0);
  if (!ok) return undefined;
  const expenses = o.expenses === undefined ? {} : expenseGroups(o.expenses);
  if (!expenses) return undefined;
  out.expenses = expenses;
  // The schema's refinement: a couple needs a partner.
  return out.relationship === 'single' || out.partner !== undefined ? out : undefined;
}

function situation(v: unknown): Output<Obj> {
  if (v === undefined) return { homeowner: true };
  const o = plain(v, KEYS.situation);
  if (!o) return undefined;
  const out: Obj = {};
  if (!withDefault(o, out, 'homeowner', isBool, true)) return undefined;
  if (o.rent !== undefined && !(out.rent = periodicAmount(o.rent))) return undefined;
  return out;
}

function dmf(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.dmf);
  if (!o || (o.basis !== 'entry' && o.basis !== 'resale')) return undefined;
  const s = o.schedule;
  if (!Array.isArray(s) || s.length !== 11) return undefined;
  const schedule: number[] = [];
  for (let i = 0; i < 11; i++) {
    const x: unknown = s[i];
    // Each a fraction, never below the year before (the schema's refinement).
    if (!isFraction(x) || (i > 0 && x < (schedule[i - 1] as number))) return undefined;
    schedule.push(x);
  }
  return { basis: o.basis, schedule };
}

/** Money fields of a contract that default to 0, in the schema's order (after `costsSharedInGainProportion`). */
const CONTRACT_COSTS = [
  'refurbishmentCost',
  'reinstatementCost',
  'adminFee',
  'otherExitCosts',
  'upfrontFee',
  'establishmentFee',
  'securityDeposit',
  'stampDuty',
] as const;

function contract(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.contract);
  if (!o || !isMoney(o.entryPrice) || !isRate(o.capitalGrowthRate)) return undefined;
  const out: Obj = { entryPrice: o.entryPrice, capitalGrowthRate: o.capitalGrowthRate };
  if (!(out.dmf = dmf(o.dmf))) return undefined;
  if (o.ltmf !== undefined && !(out.ltmf = dmf(o.ltmf))) return undefined;
  let ok =
    withDefault(o, out, 'capitalGainShare', isFraction, 0) &&
    withDefault(o, out, 'shareCapitalLoss', isBool, false) &&
    withDefault(o, out, 'salesFeeRate', isFraction, 0) &&
    withDefault(o, out, 'costsSharedInGainProportion', isBool, false);
  for (const key of CONTRACT_COSTS) ok = ok && withDefault(o, out, key, isMoney, 0);
  ok =
    ok &&
    withDefault(o, out, 'repaymentTimeframeMonths', isTimeframe, 0) &&
    optional(o, out, 'entryContributionPaidOn', isDate);
  return ok ? out : undefined;
}

function fees(v: unknown): Output<Obj> {
  if (v === undefined) return { recurrent: [], additionalServices: [] };
  const o = plain(v, KEYS.fees);
  if (!o) return undefined;
  const recurrent = o.recurrent === undefined ? [] : list(o.recurrent, 20, expenseLine);
  const additionalServices =
    o.additionalServices === undefined ? [] : list(o.additionalServices, 50, expenseLine);
  return recurrent && additionalServices ? { recurrent, additionalServices } : undefined;
}

function option(v: unknown): Output<Obj> {
  const o = plain(v, KEYS.option);
  if (!o || !isStr(o.id, 1, 100) || !isStr(o.name, 1, 200)) return undefined;
  if ((o.rvOrLlc !== 'rv' && o.rvOrLlc !== 'llc') || !TENURES.has(o.tenure)) return undefined;
  // The schema's refinement: a land-lease community has tenure land-lease, and only it.
  if ((o.rvOrLlc === 'llc') !== (o.tenure === 'land-lease')) return undefined;
  const terms = contract(o.contract);
  const charges = fees(o.fees);
  const expenses = o.expenses === undefined ? {} : expenseGroups(o.expenses);
  if (!terms || !charges || !expenses) return undefined;
  return {
    id: o.id,
    name: o.name,
    rvOrLlc: o.rvOrLlc,
    tenure: o.tenure,
    contract: terms,
    fees: charges,
    expenses,
  };
}

function assumptions(v: unknown): Output<Obj> {
  if (v === undefined) return {};
  const o = plain(v, KEYS.assumptions);
  if (!o) return undefined;
  const out: Obj = {};
  for (const key of KEYS.assumptions) {
    const ok = optional(o, out, key, key === 'expectedSaleMonths' ? isSaleMonths : isRate);
    if (!ok) return undefined;
  }
  return out;
}

/** `form` as zod would parse it with `CompareInput`, or undefined when zod must decide (see the module comment). */
export function parseCompareInputFast(form: unknown): ParsedCompareInput | undefined {
  const o = plain(form, KEYS.input);
  if (!o || !isDate(o.asAt)) return undefined;
  const parsedCustomer = customer(o.customer);
  const currentSituation = situation(o.currentSituation);
  const options = o.options === undefined ? [] : list(o.options, 3, option);
  const parsedAssumptions = assumptions(o.assumptions);
  if (!parsedCustomer || !currentSituation || !options || !parsedAssumptions) return undefined;
  return {
    asAt: o.asAt,
    customer: parsedCustomer,
    currentSituation,
    options,
    assumptions: parsedAssumptions,
  } as ParsedCompareInput;
}

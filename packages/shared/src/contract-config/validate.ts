/**
 * Checks contract values against their config items, with one message per field for
 * the editor to show beside it and for the server's 400 (`issues: [{ path: 'data.<key>', message }]`).
 *
 *   validateContractValues({ dmf: [...], capitalGainShare: 1.5 }, CONTRACT_CONFIG)
 *     → { capitalGainShare: 'Must be 100% or less.' }
 *
 * Values are in the stored unit (fractions for percent, dollars for currency). Rules: the value's type; a number
 * at least `min` (0 unless `allowNegative`) and at most `max` (a percent without `max` at most 1 = 100 %); an
 * int a whole number; an option one of `options` ('' stands for null); text at most 200 characters; a year list
 * exactly 11 `{ year, value }` for years 1–10 and 15, each value checked as its `yearValueType`, and, when
 * `cumulative`, never lower than the year before. A key without an item in `items` is refused.
 */
import { YEARS_LIST } from '../constants.ts';
import { formatAud } from '../format.ts';
import type { ContractConfigItem } from './types.ts';

/** Error text per settings key; empty when every value passes. */
export type ContractFieldErrors = Record<string, string>;

const TEXT_MAX = 200;

const percentText = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

type Scalar = 'percent' | 'currency' | 'number' | 'int';

/** The bound words of a number of `kind` (percent in %, currency in dollars). */
function bound(kind: Scalar, value: number): string {
  if (kind === 'percent') return percentText(value);
  if (kind === 'currency') return formatAud(value);
  return String(value);
}

function numberError(kind: Scalar, item: ContractConfigItem, value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Must be a number.';
  if (kind === 'int' && !Number.isInteger(value)) return 'Must be a whole number.';
  const min = item.allowNegative ? (item.min ?? -Infinity) : 0;
  const max = item.max ?? (kind === 'percent' ? 1 : Infinity);
  if (value < min) return min === 0 ? 'Must not be negative.' : `Must be ${bound(kind, min)} or more.`;
  if (value > max) return `Must be ${bound(kind, max)} or less.`;
  return undefined;
}

function yearListError(item: ContractConfigItem, value: unknown): string | undefined {
  const shapeOk =
    Array.isArray(value) &&
    value.length === YEARS_LIST.length &&
    value.every(
      (entry, i) =>
        typeof entry === 'object' && entry !== null && (entry as { year?: unknown }).year === YEARS_LIST[i],
    );
  if (!shapeOk) return `Needs ${YEARS_LIST.length} values, for years 1–10 and 15.`;
  const values = (value as { value: unknown }[]).map((entry) => entry.value);
  const kind = item.yearValueType ?? 'percent';
  for (let i = 0; i < values.length; i++) {
    const error = numberError(kind, item, values[i]);
    if (error) return `Year ${YEARS_LIST[i]}: ${error}`;
  }
  if (item.cumulative) {
    for (let i = 1; i < values.length; i++) {
      if ((values[i] as number) < (values[i - 1] as number)) {
        return `Year ${YEARS_LIST[i]} is lower than year ${YEARS_LIST[i - 1]}: a cumulative schedule never goes down.`;
      }
    }
  }
  return undefined;
}

/** The message for one value against its item, or undefined when it passes. */
export function contractValueError(item: ContractConfigItem, value: unknown): string | undefined {
  switch (item.valueType) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Must be yes or no.';
    case 'text':
      if (typeof value !== 'string') return 'Must be text.';
      return value.length > TEXT_MAX ? `At most ${TEXT_MAX} characters.` : undefined;
    case 'option': {
      const choice = value === null ? '' : value;
      return item.options?.some((o) => o.value === choice) ? undefined : 'Choose one of the options.';
    }
    case 'yearlist':
      return yearListError(item, value);
    default:
      return numberError(item.valueType, item, value);
  }
}

/**
 * Errors of each key of `values` against `items` (e.g. CONTRACT_CONFIG, or COMMUNITY_CONTRACT_CONFIG for a
 * community contract, which refuses the default-only keys). Keys absent from `values` are not checked.
 */
export function validateContractValues(
  values: Readonly<Record<string, unknown>>,
  items: readonly ContractConfigItem[],
): ContractFieldErrors {
  const byId = new Map(items.map((item) => [item.id, item]));
  const errors: ContractFieldErrors = {};
  for (const [key, value] of Object.entries(values)) {
    const item = byId.get(key);
    if (!item) {
      errors[key] = 'This term cannot be set here.';
      continue;
    }
    const error = contractValueError(item, value);
    if (error) errors[key] = error;
  }
  return errors;
}

/**
 * Small builders for the group files (entry.ts, ongoing.ts, exit.ts), so each definition reads as one line of
 * what matters: id, name, tip, and the few rules that differ from the value type's usual ones.
 */
import type { ContractConfigSource, ContractSettingKey, ContractUseIf } from './types.ts';

type Extra = Partial<Omit<ContractConfigSource, 'id' | 'name' | 'valueType' | 'dataModel'>>;

const one =
  (valueType: ContractConfigSource['valueType']) =>
  (id: ContractSettingKey, name: string, tip: string, extra: Extra = {}): ContractConfigSource => ({
    id,
    name,
    valueType,
    dataModel: 'one',
    tip,
    ...extra,
  });

export const yesNo = one('boolean');
export const percent = one('percent');
export const currency = one('currency');
export const option = one('option');
export const int = one('int');
export const number = one('number');
export const text = one('text');

/** An 11-value year list (years 1–10 and 15) of fractions or dollars. */
export function yearList(
  id: ContractSettingKey,
  name: string,
  yearValueType: 'percent' | 'currency',
  tip: string,
  extra: Extra = {},
): ContractConfigSource {
  return { id, name, valueType: 'yearlist', dataModel: 'many', yearValueType, tip, ...extra };
}

/** use-if: the item applies while `column` is ticked. */
export const whenOn = (column: ContractSettingKey): ContractUseIf => ({ column, value: true });
/** use-if: the item applies while `column` holds `value`. */
export const whenIs = (column: ContractSettingKey, value: string): ContractUseIf => ({ column, value });
/** use-if: the item applies while `column` is above zero. */
export const whenPositive = (column: ContractSettingKey): ContractUseIf => ({
  column,
  greaterThanZero: true,
});

/** Options for a price basis (PRICE_BASES). */
export const PRICE_BASIS_OPTIONS = [
  { value: 'purchasePrice', label: 'Ingoing contribution (purchase price)' },
  { value: 'resalePrice', label: 'Resale price' },
];

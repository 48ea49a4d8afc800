/**
 * The shape of one contract config item (spec §3.9 "Contract config item"): what the config-driven contract
 * editor shows for one `ContractSettings` field and what the validator checks it against. Sent by
 * `GET contracts/configs` and `GET communities/configs` (key `config`).
 *
 * Units: `max` and `min` are in the stored unit of the field (fractions for percent: 1 = 100 %; dollars for
 * currency; the plain number for number/int); `default` is the stored value (`ContractSettings.parse({})`).
 */
import { z } from 'zod';
import type { ContractSettings } from '../api/contracts.ts';

export const CONTRACT_VALUE_TYPES = [
  'percent',
  'currency',
  'boolean',
  'option',
  'number',
  'int',
  'yearlist',
  'text',
] as const;
export type ContractValueType = (typeof CONTRACT_VALUE_TYPES)[number];

/** The groups of the editor, as advisers know the terms: what is paid on entry, while living there, on exit. */
export const CONTRACT_CONFIG_GROUPS = ['entry', 'ongoing', 'exit'] as const;
export type ContractConfigGroup = (typeof CONTRACT_CONFIG_GROUPS)[number];
export const CONTRACT_CONFIG_GROUP_NAMES: Record<ContractConfigGroup, string> = {
  entry: 'Entry',
  ongoing: 'Ongoing',
  exit: 'Exit',
};

export type ContractSettingKey = keyof ContractSettings;

/** Spec §3.9 use-if: the item applies when `column` holds `value`, or (greaterThanZero) when it is above 0. */
export const ContractUseIf = z.union([
  z.object({ column: z.string(), value: z.union([z.string(), z.number(), z.boolean(), z.null()]) }),
  z.object({ column: z.string(), greaterThanZero: z.literal(true) }),
]);
export type ContractUseIf = z.infer<typeof ContractUseIf>;

export const ContractConfigOption = z.object({ value: z.string(), label: z.string() });
export type ContractConfigOption = z.infer<typeof ContractConfigOption>;

export const ContractConfigItem = z.object({
  /** The `ContractSettings` key. */
  id: z.string(),
  /** Label in the editor, in advisers' words. */
  name: z.string(),
  group: z.enum(CONTRACT_CONFIG_GROUPS),
  /** The neutral stored value of a new default contract. */
  default: z.unknown(),
  valueType: z.enum(CONTRACT_VALUE_TYPES),
  /** 'one' a single value; 'many' a year list of 11 values (years 1–10 and 15). */
  dataModel: z.enum(['one', 'many']),
  /** Year lists: what each of the 11 values is (percent fractions or dollars). */
  yearValueType: z.enum(['percent', 'currency']).optional(),
  /** Year lists: a cumulative schedule, so the 11 values may never decrease. */
  cumulative: z.boolean().optional(),
  /** valueType 'option': the choices (a nullable option stores '' as null). */
  options: z.array(ContractConfigOption).optional(),
  /** Upper bound in the stored unit (percent: fraction; a percent without one is capped at 1 = 100 %). */
  max: z.number().optional(),
  /** Lower bound when negative values are allowed (stored unit); without `allowNegative` the bound is 0. */
  min: z.number().optional(),
  /** Unit word shown after a number, e.g. 'months'. */
  unit: z.string().optional(),
  /** One line under the field. */
  tip: z.string().optional(),
  /** A longer explanation (how the comparison uses the value), shown on request. */
  detail: z.string().optional(),
  allowNegative: z.boolean().optional(),
  /** Kept and validated but not shown in the editor. */
  hidden: z.boolean().optional(),
  /** Shown to developers only. */
  devOnly: z.boolean().optional(),
  useIf: ContractUseIf.optional(),
  /** True when a community contract may override it (spec §3.9 "Shared fields"). */
  overridable: z.boolean(),
});
export type ContractConfigItem = z.infer<typeof ContractConfigItem>;

/** What a group file writes per item; `default` and `overridable` are derived from the storage schema. */
export type ContractConfigSource = Omit<ContractConfigItem, 'default' | 'overridable' | 'group' | 'id'> & {
  id: ContractSettingKey;
};

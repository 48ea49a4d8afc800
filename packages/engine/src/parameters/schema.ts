/**
 * Strict schema of one parameter file (`packages/engine/parameters/<agency>/<program>/<item>.yaml`).
 * Unknown keys fail at every level, so a typo in a rates update cannot be silently ignored.
 */
import { z } from 'zod';
import { IsoDate } from '../iso-date.ts';

export const PARAMETER_STATUSES = ['official', 'secondary', 'derived'] as const;
export const PARAMETER_UNITS = ['AUD', 'fraction', 'years'] as const;
export const PARAMETER_PERIODS = ['fortnight', 'year', 'quarter', 'day', 'point'] as const;

const Amount = z.number().finite();
/** A breakdown table: one or two levels of keys (e.g. relationship → homeowner) down to numbers. */
const Table = z.record(z.string().min(1), z.union([Amount, z.record(z.string().min(1), Amount)]));

const ValueEntry = z
  .strictObject({
    /** First day the value is in force. */
    effective: IsoDate,
    /** Last day the value is in force (only when the program or value ends without a successor). */
    until: IsoDate.optional(),
    value: Amount.optional(),
    table: Table.optional(),
    status: z.enum(PARAMETER_STATUSES),
    /** The page or document the figure was read from. */
    source: z.url(),
    /** Date the figure was last checked against its source. */
    verified: IsoDate,
    note: z.string().min(1).optional(),
  })
  .refine((e) => (e.value === undefined) !== (e.table === undefined), {
    message: 'Each value needs exactly one of `value` or `table`',
  })
  .refine((e) => e.until === undefined || e.until >= e.effective, {
    message: '`until` must not be before `effective`',
    path: ['until'],
  });

export const ParameterFileSchema = z
  .strictObject({
    description: z.string().min(1),
    unit: z.enum(PARAMETER_UNITS),
    period: z.enum(PARAMETER_PERIODS),
    /** Names of the table levels (e.g. `[relationship, homeowner]`); absent for a scalar parameter. */
    breakdown: z.array(z.string().min(1)).min(1).max(2).optional(),
    references: z.array(z.strictObject({ title: z.string().min(1), url: z.url() })).min(1),
    values: z.array(ValueEntry).min(1),
  })
  .superRefine((file, ctx) => {
    file.values.forEach((entry, i) => {
      const prev = file.values[i - 1];
      if (prev && prev.effective >= entry.effective)
        ctx.addIssue({
          code: 'custom',
          message: 'Values must be in strictly ascending effective-date order',
          path: ['values', i, 'effective'],
        });
      if (prev?.until !== undefined && prev.until >= entry.effective)
        ctx.addIssue({
          code: 'custom',
          message: '`until` overlaps the next value',
          path: ['values', i - 1, 'until'],
        });
      const depth = entry.table === undefined ? 0 : tableDepth(entry.table);
      if (depth !== (file.breakdown?.length ?? 0))
        ctx.addIssue({
          code: 'custom',
          message: `Table depth ${depth} does not match breakdown [${(file.breakdown ?? []).join(', ')}]`,
          path: ['values', i],
        });
    });
  });

function tableDepth(table: z.infer<typeof Table>): number {
  const depths = new Set(Object.values(table).map((v) => (typeof v === 'number' ? 1 : 2)));
  return depths.size === 1 ? [...depths][0]! : -1;
}

export type ParameterFile = z.infer<typeof ParameterFileSchema>;
export type ParameterValueEntry = ParameterFile['values'][number];

/**
 * Commonwealth Rent Assistance paid with the Age Pension (no dependent children).
 *
 * Rule (Services Australia, A guide to Australian Government payments, co029-2601, "Rent Assistance"):
 * "Rent Assistance is calculated at 75 cents for each dollar of rent above the rent threshold, up to the maximum
 * rate." For a couple the threshold and maximum are combined amounts; the result is split equally.
 * https://www.servicesaustralia.gov.au/sites/default/files/2025-12/co029-2601.pdf
 *
 * Rounding: 75% of the excess rent is rounded to the nearest cent (half up) before the maximum applies.
 */
import { z } from 'zod';
import { IsoDate } from '../iso-date.ts';
import { type Cents, multiply, toCents, toDollars } from '../money.ts';
import {
  defaultParameters,
  parameterReader,
  type ParameterReader,
  type ParameterSet,
} from '../parameters/index.ts';
import { parseInput } from '../parse-input.ts';
import { Trace, type TraceEntry } from '../trace.ts';

export const Relationship = z.enum(['single', 'couple']);
export type Relationship = z.infer<typeof Relationship>;

/** Input: `rentPerFortnight` in dollars (combined for a couple); `asAt` ISO date. */
export const RentAssistanceInput = z.strictObject({
  asAt: IsoDate,
  relationship: Relationship,
  rentPerFortnight: z.number().finite().nonnegative(),
});
export type RentAssistanceInput = z.infer<typeof RentAssistanceInput>;
export const RentAssistanceInputSchema = RentAssistanceInput;

export interface RentAssistanceResult {
  /** Rent Assistance in dollars a fortnight (combined for a couple). */
  perFortnight: number;
  trace: TraceEntry[];
}

export const RA_PATHS = {
  threshold: 'au.dss.rent_assistance.threshold',
  maximum: 'au.dss.rent_assistance.maximum',
  rate: 'au.dss.rent_assistance.rate',
} as const;

/** Rent Assistance in cents a fortnight (household) for rent in cents a fortnight; reads through `read`. */
export function rentAssistanceCents(
  read: ParameterReader,
  relationship: Relationship,
  rentCents: Cents,
): Cents {
  // Read every parameter even for zero rent, so an out-of-range date always fails loudly.
  const key = relationship === 'single' ? 'single' : 'couple_combined';
  const threshold = toCents(read(RA_PATHS.threshold, key));
  const maximum = toCents(read(RA_PATHS.maximum, key));
  const rate = read(RA_PATHS.rate);
  if (rentCents <= threshold) return 0;
  return Math.min(maximum, multiply(rentCents - threshold, rate));
}

/**
 * Rent Assistance a fortnight.
 * @throws EngineError('INVALID_INPUT') for an invalid input; ParameterNotInForceError when no rates are in force at asAt.
 */
export function rentAssistance(
  input: RentAssistanceInput,
  params: ParameterSet = defaultParameters,
): RentAssistanceResult {
  const valid = parseInput(RentAssistanceInput, input, 'rent-assistance');
  const trace = new Trace();
  const cents = rentAssistanceCents(
    parameterReader(params, valid.asAt, trace),
    valid.relationship,
    toCents(valid.rentPerFortnight),
  );
  return { perFortnight: toDollars(cents), trace: trace.list() };
}

/**
 * The engine and `@rlc/shared` each hold a copy of a few rules, because the engine imports nothing of ours and the
 * web may not import the engine. The server may import both: this file keeps each pair equal.
 * - value limits: the yearly-rate bound and the option count (engine ENGINE_LIMITS, shared limits.ts / constants.ts);
 * - the codes of the customer details a customised report needs (engine MISSING_DETAILS, shared
 *   CUSTOMISED_REPORT_DETAILS; the wording is shared's alone, CUSTOMISED_REPORT_FIELD_NAMES);
 * - the comparison's type: the engine's `Comparison` must fit the shared `ComparisonResult` the web reads (checked
 *   by the compiler: `npm run typecheck -w apps/server`), and a real comparison must parse with it.
 */
import { describe, expect, it } from 'vitest';
import { compare, ENGINE_LIMITS, MISSING_DETAILS, MeansCategory, type Comparison } from '@rlc/engine';
import {
  ComparisonResult,
  CUSTOMISED_REPORT_DETAILS,
  MEANS_CATEGORIES,
  VILLAGE_LIMITS,
  YEARLY_RATE_LIMITS,
} from '@rlc/shared';
import { workedHousehold } from './engine-forms.ts';

/**
 * The shared type with its open index signatures (`z.looseObject`: the web tolerates extra keys) removed, deeply,
 * so the check compares the named fields: each must exist in the engine's type with a compatible type.
 */
type Named<T> = T extends readonly (infer U)[]
  ? Named<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Named<T[K]> }
    : T;

/** Compile-time check: fails `tsc` when the engine's output no longer fits the shared copy. */
export const engineComparisonFitsShared = (c: Comparison): Named<ComparisonResult> => c;

describe('engine and shared limits are equal', () => {
  it('the yearly rate bound (−50 % … 100 %)', () => {
    expect(ENGINE_LIMITS.yearlyRate).toEqual(YEARLY_RATE_LIMITS);
  });
  it('the number of options compared (3)', () => {
    expect(ENGINE_LIMITS.maxOptions).toBe(VILLAGE_LIMITS.maxOptions);
  });
});

describe('the customer details a customised report needs', () => {
  it('are the same codes in the same order', () => {
    expect([...MISSING_DETAILS]).toEqual([...CUSTOMISED_REPORT_DETAILS]);
  });
});

describe('means categories', () => {
  it('the engine and the shared labels name the same categories', () => {
    expect([...MeansCategory.options].sort()).toEqual([...MEANS_CATEGORIES].sort());
  });
});

describe("the engine's comparison and the shared copy", () => {
  it('a comparison parses with the shared schema, keeping every field', () => {
    const c = compare(workedHousehold());
    const parsed = ComparisonResult.parse(JSON.parse(JSON.stringify(c)));
    expect(parsed).toEqual(JSON.parse(JSON.stringify(c)));
    expect(engineComparisonFitsShared(c).scenarios).toHaveLength(4);
  });
});

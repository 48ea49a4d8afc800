/**
 * The engine's own value limits. `packages/shared/src/limits.ts` holds the product's copy for the forms and the
 * API (the engine imports nothing of ours); a server test (apps/server/test/engine-shared-limits.test.ts) checks the
 * two are equal, so an adviser can never save a value the engine refuses.
 */
export const ENGINE_LIMITS = {
  /** A yearly growth or earnings rate, fraction: −50 % … 100 % a year. */
  yearlyRate: { min: -0.5, max: 1 },
  /** Options compared beside staying at home (spec §9: at most 3). */
  maxOptions: 3,
} as const;

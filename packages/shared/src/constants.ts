/** Business constants and limits of product spec §9. */
export const APP_VERSION = '1.5';

export const SESSION = {
  maxIdleMin: 30,
  idleBufferMin: 5,
  checkEveryMs: 300_000,
  /** Spec §4: a stored token shorter than this is not a session. */
  minTokenLength: 12,
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const TEXT_DEBOUNCE_MS = 500;
export const REFRESH_EVERY_MS = 60_000;
export const FORM_DELETE_DELAY_MS = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * Magic-link tokens: 32 random bytes as base64url without padding (43 characters). Here, not beside the
 * magic schemas (api/magic.ts), so the customer's link page checks a token without loading zod (ADR 0015).
 */
export const MAGIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Spec §2.4: maintenance notice shows once after login while the time is before this instant (AEST). */
export const MAINTENANCE_CUTOFF = '2022-08-19T14:30:00+10:00';
export const MAINTENANCE_TEXT = 'Maintenance occurs Friday 19 August, 2pm to 3pm AEST.';

export const VILLAGE_LIMITS = { maxVillagesTotal: 3, maxVillages: 2, maxExternal: 1, maxOptions: 3 } as const;
export const MODEL_ID = { internal: 1, external: 2 } as const;
export const DEFAULT_CONTRACT_TYPE_ID = 7;
export const DEFAULT_EXPENSE_FREQUENCY = 26;
export const YEARS_LIST = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15] as const;
export const HORIZONS = { rv: [1, 2, 5, 10], llc: [1, 2, 5, 10, 15] } as const;

/** Payment frequencies of spec §3.5: value = times per year. */
export const FREQUENCIES = [
  { value: 0, label: 'None', adverb: 'none' },
  { value: 1, label: 'Year', adverb: 'Yearly' },
  { value: 12, label: 'Month', adverb: 'Monthly' },
  { value: 26, label: 'Fortnight', adverb: 'Fortnightly' },
  { value: 52, label: 'Week', adverb: 'Weekly' },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]['value'];

export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof STATES)[number];

export const OWNER_TYPES = ['Leasehold', 'Licence', 'Strata', 'Rental'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const RATING_LABELS = ['', 'Very Poor', 'Poor', 'Good', 'Very Good', 'Excellent'] as const;
export const MAX_AMENITY_ICONS = 18;

export const FORM_STATUS = {
  NO_PDF: 'No PDF Generated',
  WAIT: 'Awaiting Decision',
  BUY: 'Decided To Buy',
  NOTBUY: 'Decided Not To Buy',
  MISSING: 'Unknown',
} as const;
export type FormStatus = keyof typeof FORM_STATUS;

export const MAGIC_STATUS = {
  MAGIC_NO_CUST: 'Awaiting Details',
  MAGIC_ACTIVE: 'Live',
  MAGIC_COMPLETED: 'Completed',
  MAGIC_EXPIRED: 'Expired',
  MAGIC_CANCELLED: 'Cancelled',
  MAGIC_DELETED: 'Deleted',
  MAGIC_REPLACED: 'Replaced',
} as const;
export type MagicStatus = keyof typeof MAGIC_STATUS;

/** Spec §9 care: rounded annual amounts providers quote, shown as labels only; the engine computes. */
export const CARE_LEVEL_LABEL_AMOUNTS = [0, 11000, 16000, 22000, 30000, 40000, 48000, 58000, 78000] as const;
export const PENSION_TYPES = [{ value: 2, label: 'Age Pension' }] as const;

/** Plain names of the engine's rates-status programs, for the "rates may be out of date" notice. */
export const RATES_PROGRAM_LABELS: Record<string, string> = {
  age_pension_rates: 'Age Pension rates',
  deeming_rates: 'deeming rates',
  age_pension_thresholds: 'Age Pension free areas and deeming thresholds',
  rent_assistance: 'Rent Assistance',
  support_at_home_budgets: 'Support at Home budgets',
  support_at_home_lifetime_cap: 'Support at Home lifetime cap',
  cshc_income_limits: 'Commonwealth Seniors Health Card income limits',
  home_care_packages_legacy: 'Home Care Packages (legacy)',
};

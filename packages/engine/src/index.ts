/**
 * `@rlc/engine`: the one public entry of the calculation engine (design §4). Pure functions, no I/O at
 * calculation time; every function takes an explicit `asAt` and an optional parameter set (default: the rates
 * loaded from `packages/engine/parameters`). Money in dollars, rates as fractions, dates ISO `YYYY-MM-DD`.
 */
export { ENGINE_VERSION } from './version.ts';
export { ENGINE_LIMITS } from './limits.ts';
export { EngineError, ParameterNotInForceError, type EngineErrorCode, type InputIssue } from './errors.ts';
export type { TraceEntry, ParameterStatus } from './trace.ts';
export { IsoDate, isIsoDate } from './iso-date.ts';

export {
  defaultParameters,
  buildParameterSet,
  getParameter,
  type ParameterSet,
  type ParameterReading,
} from './parameters/index.ts';

export {
  agePension,
  AgePensionInput,
  isFullRate,
  pensionStatus,
  type AgePensionResult,
} from './rules/age-pension.ts';
export {
  rentAssistance,
  RentAssistanceInput,
  Relationship,
  type RentAssistanceResult,
} from './rules/rent-assistance.ts';
export {
  assessHomeowner,
  HomeownerInput,
  AccommodationType,
  type HomeownerAssessment,
} from './rules/homeowner.ts';
export {
  supportAtHome,
  SupportAtHomeInput,
  MeansCategory,
  ServiceSplit,
  applyLifetimeCap,
  type SupportAtHomeResult,
} from './rules/support-at-home.ts';
export { ratesStatus, RatesStatusInput, type RatesStatusResult, type ProgramStatus } from './rates-status.ts';
export {
  ratesChangedSince,
  ratesInForceAt,
  RatesChangeInput,
  type RatesChangeResult,
  type ParameterChange,
} from './rates-change.ts';

export {
  DmfSchedule,
  cumulativeFraction,
  flatRateSchedule,
  scheduledCharge,
  SCHEDULE_YEARS,
} from './rules/dmf-schedule.ts';
export {
  exitEntitlement,
  ExitEntitlementInput,
  ExitContractTerms,
  DEFAULT_CAPITAL_GAIN_SHARE,
  Tenure,
  yearValueAt,
  type YearValues,
  type ExitEntitlementResult,
  type ExitHorizon,
} from './rules/exit-entitlement.ts';

export {
  compare,
  RV_HORIZONS,
  LLC_HORIZONS,
  type Comparison,
  type ScenarioResult,
} from './comparison/compare.ts';
export {
  CompareInput,
  CompareOption,
  Customer,
  CareSettings,
  ExpenseGroups,
  ExpenseLine,
  Frequency,
} from './comparison/input.ts';
export { DEFAULT_ASSUMPTIONS, type ResolvedAssumptions } from './comparison/assumptions.ts';
export {
  missingCustomerDetails,
  MISSING_DETAILS,
  type MissingDetail,
} from './comparison/customer-details.ts';
export type { YearOneExplanation, AgePensionWorking, CareWorking } from './comparison/explanation.ts';
export type { Ingoing } from './comparison/ingoing.ts';
export type { YearRow } from './comparison/projection.ts';
export type { OutgoingHorizon, EstateHorizon } from './comparison/outgoing.ts';
export { runCli, COMMANDS, type CliOutcome } from './cli-run.ts';
export {
  type AuState,
  type PayoutDeadline,
  type PayoutDeadlineQuery,
  payoutMonthUnderLaw,
  SA_BUSINESS_DAY_PERIOD_MONTHS,
  statutoryPayoutDeadline,
} from './rules/payout-deadline.ts';
export { feesAfterLeaving, type FeesAfterLeavingQuery } from './rules/fees-after-leaving.ts';

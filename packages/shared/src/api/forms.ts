/**
 * Report forms API (product spec §3.3–§3.7, §3.10, §4, §7 "Forms"): THE contract between
 * the server (apps/server/src/modules/forms) and the form screens. Every call is under `/api/app/v1`, answers
 * `{ data: <Response> }`, and fails with `{ error: { code, message, issues? } }`.
 *
 * | Call                                              | Body                         | data                       |
 * |---------------------------------------------------|------------------------------|----------------------------|
 * | POST forms                                        | FormsListRequest             | FormsListResponse          |
 * | POST forms/create                                 | CreateFormRequest            | CreateFormResponse         |
 * | GET  form/:formId                                 | –                            | FormResponse               |
 * | POST form/:formId/createVillage/:modelId          | CreateVillageRequest         | CreateVillageResponse      |
 * | POST form/:formId/village/:modelId/:villageId/delete | DeleteVillageRequest      | DeleteVillageResponse      |
 * | POST form/:formId/summary                         | SummaryRequest               | SummaryResponse            |
 * | POST form/:formId/customer                        | UpdateCustomerRequest        | UpdateCustomerResponse     |
 * | POST form/:formId/current                         | UpdateCurrentRequest         | UpdateCustomerResponse     |
 * | POST form/:formId/village/1/:villageId            | UpdateInternalVillageRequest | UpdateInternalVillageResponse |
 * | POST form/:formId/village/2/:villageId            | UpdateExternalVillageRequest | UpdateExternalVillageResponse |
 * | POST form/:formId/ratings                         | UpdateRatingsRequest         | UpdateRatingsResponse      |
 * | POST form/:formId/clientResponse                  | ClientResponseRequest        | ClientResponseResponse     |
 * | POST form/:formId/delete                          | DeleteFormRequest            | DeleteFormResponse         |
 * | POST form/:formId/clone                           | –                            | CloneFormResponse          |
 *
 * Errors: 401 no session; 403 missing permission (e.g. hard delete without `deleteForm`); 404 unknown or foreign
 * form / village / community (never 403: no existence oracle); 400 `VALIDATION` with `issues: [{ path, message }]`
 * (village limits and option limits are 400 too, with the message to show); 409 `CONFLICT` when the `version`
 * sent is not the form's current version (nothing is saved: reload, keep what was typed).
 *
 * Optimistic concurrency: every form carries `version` (GET form). Every write that changes the form
 * (updates, createVillage, village delete, ratings, clientResponse) bumps it and answers the new `version`;
 * send it with the next write. Updates REQUIRE `version`; createVillage / village delete accept it optionally
 * (when given and stale → 409).
 *
 * Units: money in dollars; rates, shares and DMF/LTMF schedules as FRACTIONS (0.06 = 6 %; screens show ×100);
 * frequencies are times per year (0 none, 1, 12, 26, 52); dates ISO `YYYY-MM-DD`; timestamps ISO date-times.
 *
 * Ids of the option columns ("uids") used by ratings and the summary:
 * - `home` staying at home;
 * - `int-<villageId>-<contractId>` an internal village's selected contract;
 * - `ext-<villageId>` an external village.
 *
 * Changes (document every change to a shape here with the date):
 * - 2026-11-26: client decision notes: `ClientResponseRequest.notes`, `ClientResponseResponse.notes`,
 *   `FormChoices.decisionNotes`; the "no" choices read NO_CHOICE_TEXT ('Staying at home', 'Another property',
 *   'Undecided / unknown reason').
 * - 2026-11-25: magic links (./magic.ts): `magic` and the list's magic fields carry real values; forms/create takes
 *   `isMagic`.
 * - 2026-11-25: POST forms pages in the database: request `page`/`pageSize` (25/50/100), sort keys `reportName` and
 *   `undecisionDays`, `status` sorts by label; response `total`, `page`, `pageSize`.
 * - 2026-11-21: `FormListItem.createdBy` and `FormMain.createdBy` are nullable (the creator's account was deleted).
 */
import { z } from 'zod';
import { FORM_STATUS, MAGIC_STATUS, OWNER_TYPES, STATES, VILLAGE_LIMITS, YEARS_LIST } from '../constants.ts';
import { AssignableItem, FeesConfig, PricedItem } from './communities.ts';
import { CommunityContract, ContractType, PRICE_BASES } from './contracts.ts';
import { CUSTOMISED_REPORT_DETAILS, CustomerRecord, FrequencyValue, IsoDate } from './customer.ts';
import { Dollars, NOTES_MAX, NOTES_MAX_MESSAGE, PG_INT_MAX, PgIdValue, YearlyRate } from '../limits.ts';
import { AustralianPhone, BirthDate, PastDate } from './input-bounds.ts';
import { FORM_PAGE_SIZES } from './form-texts.ts';

export { FORM_PAGE_SIZES, NO_CHOICE_IDS, NO_CHOICE_TEXT, UNSET_CHOICE_ID } from './form-texts.ts';

const id = PgIdValue;
const isoDateTime = z.string();
/** Dollars, 0 … MONEY_MAX. */
const money = Dollars;
/** The form's version a save was based on (optimistic concurrency). */
const baseVersion = z.number().int().min(0).max(PG_INT_MAX);
const fraction01 = z.number().finite().min(0).max(1);

// ---------------------------------------------------------------------------------------------------------------
// Codes and small shapes
// ---------------------------------------------------------------------------------------------------------------

/** Form status codes of spec §4 (labels: FORM_STATUS). */
export const FormStatusCode = z.enum(
  Object.keys(FORM_STATUS) as [keyof typeof FORM_STATUS, ...(keyof typeof FORM_STATUS)[]],
);
export type FormStatusCode = z.infer<typeof FormStatusCode>;

/**
 * Magic statuses of spec §4 (labels: MAGIC_STATUS). A magic form's status: MAGIC_DELETED once archived,
 * MAGIC_NO_CUST until a customer is assigned, MAGIC_COMPLETED once they completed, else its current link's
 * state: MAGIC_CANCELLED, MAGIC_EXPIRED (expired now, or past its expiry) or MAGIC_ACTIVE. MAGIC_REPLACED is the
 * state of a link a newer one replaced (magic-link peek): the form's current link is never replaced. Null on a
 * form that is not magic.
 */
export const MagicStatusCode = z.enum(
  Object.keys(MAGIC_STATUS) as [keyof typeof MAGIC_STATUS, ...(keyof typeof MAGIC_STATUS)[]],
);

/** Spec §3.10: the client's answer, 'yes' (buy), 'no', or null (undecided / unset). */
export const ClientResponseValue = z.enum(['yes', 'no']).nullable();
export type ClientResponseValue = z.infer<typeof ClientResponseValue>;

/** Model ids of spec §3.5 / §9: 1 internal (a village of the form's community), 2 external. */
export const VillageModelId = z.union([z.literal(1), z.literal(2)]);
export type VillageModelId = z.infer<typeof VillageModelId>;

/** Spec §3.5 expense item: `amount` dollars per `frequency` (times per year, default 26 = fortnightly). */
export const ExpenseItem = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200).default(''),
  amount: money.default(0),
  frequency: FrequencyValue.default(26),
});
export type ExpenseItem = z.infer<typeof ExpenseItem>;

/** A community's additional service chosen (or not) on an internal option (spec §3.5). */
export const SelectedAdditionalService = z.object({ id, selected: z.boolean() });

/** A chosen contract of an internal village: one option column each; `report` = include in the PDF. */
export const SelectedContract = z.object({ id, report: z.boolean().default(true) });

/** Spec §3.3 config: village limits and model ids (spec §5 defaults 3 / 2 / 1, 3 options). */
export const FormConfig = z.object({
  maxVillagesTotal: z.number().int(),
  maxVillages: z.number().int(),
  maxExternal: z.number().int(),
  maxOptions: z.number().int(),
  formVillageModelId: z.literal(1),
  formExternalVillageModelId: z.literal(2),
});
export type FormConfig = z.infer<typeof FormConfig>;
export const DEFAULT_FORM_CONFIG: FormConfig = {
  ...VILLAGE_LIMITS,
  formVillageModelId: 1,
  formExternalVillageModelId: 2,
};

/** Messages of the village and option limits (spec §5; ours, the spec only says "a clear message"). */
export const FORM_LIMIT_MESSAGES = {
  total: (max: number) => `A report can compare at most ${max} properties. Delete one to add another.`,
  internal: (max: number) => `A report can include at most ${max} villages of this community.`,
  external: (max: number) => `A report can include at most ${max} external property.`,
  options: (max: number) =>
    `At most ${max} options can be compared. Unselect a contract or delete a property first.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Villages (spec §3.5)
// ---------------------------------------------------------------------------------------------------------------

const villageBase = {
  id,
  /** Position among the form's options (0-based, ascending). */
  order: z.number().int().min(0).max(1000),
  /** Include this option in the comparison. */
  compare: z.boolean(),
  /** Include this option in the PDF reports. */
  report: z.boolean(),
  name: z.string(),
  /** 'rv' retirement village (default), 'llc' land-lease community. */
  rvOrLlc: z.enum(['rv', 'llc']),
  propertyType: z.string(),
  /** Entry price / purchase price, dollars (internal: informational, the contract's ingoingContribution wins). */
  propertyValue: money,
  /** Owner type (spec: Leasehold, Licence, Strata, Rental); null for a land-lease home. */
  ownerType: z.enum(OWNER_TYPES).nullable(),
  /** Recurrent charges (RV) / site fees (land lease): `chargeFeesAmount` dollars per `chargeFeesFreq`. */
  chargeFeesFreq: FrequencyValue,
  chargeFeesAmount: money,
  /** Expenses living there; null = the same as at home (the customer's). Home expenses: none when empty. */
  livingExpenses: ExpenseItem.nullable(),
  homeExpenses: z.array(ExpenseItem).max(50),
  travelEntertainmentExpenses: ExpenseItem.nullable(),
  healthWellnessExpenses: ExpenseItem.nullable(),
  /** Stamp duty paid on entry (strata units), dollars: entered, not computed. */
  stampDutyExpense: money,
  created_at: isoDateTime,
  updated_at: isoDateTime,
};

/** Model 1: a village of the form's community, priced by its contracts. */
export const InternalVillage = z.object({
  ...villageBase,
  modelId: z.literal(1),
  communityId: id,
  selectedContracts: z.array(SelectedContract),
  /** The community charge line the fee came from (null: typed in, or the community's rule-based fee). */
  chargeFeeId: id.nullable(),
  selectedAdditionalServices: z.array(SelectedAdditionalService),
  /** Present (true) when the magic-link customer added the option themselves: the only ones they may delete. */
  addedByCustomer: z.literal(true).optional(),
});
export type InternalVillage = z.infer<typeof InternalVillage>;

/** 11 fractions, years 1–10 and 15 (YEARS_LIST), cumulative: e.g. 6 %/yr to 36 % = [0.06, 0.12, …, 0.36, 0.36]. */
export const ElevenFractions = z.array(fraction01).length(YEARS_LIST.length);

/** Model 2: a property outside the community, every field of spec §3.5 "External village adds". */
export const ExternalVillage = z.object({
  ...villageBase,
  modelId: z.literal(2),
  /** What DMF/LTMF percentages apply to: purchasePrice (default) or resalePrice. */
  calculationBase: z.enum(PRICE_BASES),
  datePurchased: IsoDate.nullable(),
  /** Expected resale price growth per year, fraction (YEARLY_RATE_LIMITS). */
  capitalGrowth: YearlyRate,
  /** Resident's share of the capital gain, fraction (land lease usually 1). */
  capitalGain: fraction01,
  /**
   * True (the default, as the law of most states: villages.md §3 — NSW sale costs, Qld reinstatement, WA
   * renovation) when the selling fees and refurbishment are shared with the operator in the capital-gain
   * proportion, so the resident pays `capitalGain` of them; false when the resident pays all of them.
   * Options saved before the term existed read as the default.
   */
  costsSharedInGainProportion: z.boolean().default(true),
  /** Refurbishment cost on exit, dollars. */
  refurbCost: money,
  /** Selling fees on resale (agent commission), fraction of the resale price. */
  sellingFees: fraction01,
  /** Additional services: `additionalServicesAmount` dollars per `additionalServicesFreq`. */
  additionalServicesFreq: FrequencyValue,
  additionalServicesAmount: money,
  /** Months after leaving until the exit entitlement is paid; 0 = 'When sold'. */
  repaymentTimeframe: z.number().int().min(0).max(120),
  dmf: ElevenFractions,
  ltmf: ElevenFractions,
});
export type ExternalVillage = z.infer<typeof ExternalVillage>;

// Editable fields of a village (what a POST form/:id/village/:modelId/:villageId may send; any subset).
const editableBase = {
  order: villageBase.order,
  compare: villageBase.compare,
  report: villageBase.report,
  name: z.string().max(200),
  propertyType: z.string().max(200),
  propertyValue: money,
  chargeFeesFreq: FrequencyValue,
  chargeFeesAmount: money,
  livingExpenses: ExpenseItem.nullable(),
  homeExpenses: z.array(ExpenseItem).max(50),
  travelEntertainmentExpenses: ExpenseItem.nullable(),
  healthWellnessExpenses: ExpenseItem.nullable(),
  stampDutyExpense: money,
};

export const InternalVillageUpdate = z
  .object({
    ...editableBase,
    selectedContracts: z.array(SelectedContract).max(VILLAGE_LIMITS.maxOptions),
    chargeFeeId: id.nullable(),
    selectedAdditionalServices: z.array(SelectedAdditionalService).max(100),
  })
  .partial()
  .strict();
export type InternalVillageUpdate = z.infer<typeof InternalVillageUpdate>;

export const ExternalVillageUpdate = z
  .object({
    ...editableBase,
    rvOrLlc: villageBase.rvOrLlc,
    ownerType: villageBase.ownerType,
    calculationBase: ExternalVillage.shape.calculationBase,
    /** Not in the future (input-bounds.ts PastDate). */
    datePurchased: PastDate.nullable(),
    capitalGrowth: ExternalVillage.shape.capitalGrowth,
    capitalGain: ExternalVillage.shape.capitalGain,
    costsSharedInGainProportion: z.boolean(),
    refurbCost: money,
    sellingFees: ExternalVillage.shape.sellingFees,
    additionalServicesFreq: FrequencyValue,
    additionalServicesAmount: money,
    repaymentTimeframe: ExternalVillage.shape.repaymentTimeframe,
    dmf: ElevenFractions,
    ltmf: ElevenFractions,
  })
  .partial()
  .strict();
export type ExternalVillageUpdate = z.infer<typeof ExternalVillageUpdate>;

// ---------------------------------------------------------------------------------------------------------------
// Ratings (spec §3.6; design §9: the API's "valuations" are these ratings)
// ---------------------------------------------------------------------------------------------------------------

/** A score 0–5; the server clamps out-of-range numbers (spec: "an invalid value gives 0", "clamp to 0 to 5"). */
const score = z.number().finite().default(0);

/** Ratings of one option column (`uid`: 'home', 'int-<villageId>-<contractId>' or 'ext-<villageId>'). */
export const Rating = z.object({
  uid: z.string().min(1).max(64),
  location: score,
  amenities: score,
  careSupport: score,
  lifestyle: score,
});
export type Rating = z.infer<typeof Rating>;

// ---------------------------------------------------------------------------------------------------------------
// Choices and decisions (spec §3.7, §3.10, §4)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A decision option. `type` 'yes': buy (id = the contract id as a string); 'no': 'home', 'ext' (only with an
 * external option), 'unk'; 'unset': clears the decision (only offered once decided).
 */
export const Choice = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(['yes', 'no', 'unset']),
});
export type Choice = z.infer<typeof Choice>;

export const FormChoices = z.object({
  choices: z.array(Choice),
  /** The chosen buy option (contract id as a string) when clientResponse is 'yes', else null. */
  yesId: z.string().nullable(),
  /** The chosen no option ('home' | 'ext' | 'unk') when clientResponse is 'no', else null. */
  noId: z.string().nullable(),
  /** Whole days from the form's creation to the decision; null while undecided. */
  decisionDays: z.number().int().nullable(),
  decision_at: isoDateTime.nullable(),
  /** The adviser's notes on the decision ('' none); cleared when the decision is unset. */
  decisionNotes: z.string(),
});
export type FormChoices = z.infer<typeof FormChoices>;

// ---------------------------------------------------------------------------------------------------------------
// POST forms (list) and POST forms/create
// ---------------------------------------------------------------------------------------------------------------

/**
 * Sort keys of POST forms: dates; `clientName` the client's full name; `reportName` the report name (spec §3.4, the
 * list's "Client" column); `communityName`; `status` by its label (FORM_STATUS, as shown); `undecisionDays` whole
 * days since creation while undecided (decided forms count as -1). Ties: the newer id first.
 */
export const FORM_SORT_KEYS = [
  'updatedAt',
  'createdAt',
  'clientName',
  'reportName',
  'communityName',
  'status',
  'undecisionDays',
] as const;
export type FormSortKey = (typeof FORM_SORT_KEYS)[number];

/** Body of POST forms (spec: "not shown"): all optional. Search, sort and paging run in the database. */
export const FormsListRequest = z.object({
  /**
   * Case-insensitive substring of the client, partner, report or community name, the status label or the form id
   * (e.g. 'đức' finds 'Đức Nguyễn'). Blank: every form.
   */
  search: z.string().max(200).optional(),
  sort: z.enum(FORM_SORT_KEYS).default('updatedAt'),
  /** Descending (newest first for dates). Default true. */
  desc: z.boolean().default(true),
  /** 0-based page; a page past the end answers the last page (see `FormsListResponse.page`). Default 0. */
  page: z.number().int().min(0).max(1_000_000).default(0),
  /** Rows per page: 25, 50 or 100. Default 25. */
  pageSize: z.literal(FORM_PAGE_SIZES).default(FORM_PAGE_SIZES[0]),
});
export type FormsListRequest = z.input<typeof FormsListRequest>;

/** Spec §3.7 form list item (magic fields as in FormMagic; `magicPdfsCount` = FormMagic.magicPdfs). */
export const FormListItem = z.object({
  id,
  communityId: id,
  communityName: z.string(),
  communityState: z.enum(STATES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The adviser who created the form; null once that user account is deleted. */
  createdBy: z.object({ id, name: z.string() }).nullable(),
  clientName: z.string(),
  partnerName: z.string(),
  /** Spec §3.4 report name rules. */
  reportName: z.string(),
  clientResponse: ClientResponseValue,
  clientResponseSettable: z.boolean(),
  status: FormStatusCode,
  /** Contract ids selected on the form's internal options (the buy choices). */
  selectedContractIds: z.array(id),
  /** Option uids that are not contracts (external properties: 'ext-<villageId>'). */
  selectedNonContractIds: z.array(z.string()),
  hasExtProp: z.boolean(),
  yesId: z.string().nullable(),
  noId: z.string().nullable(),
  decisionDays: z.number().int().nullable(),
  /** Whole days since creation while undecided, else null. */
  undecisionDays: z.number().int().nullable(),
  decision_at: isoDateTime.nullable(),
  /** The chosen option's text when decided ('yes': the contract's name; 'no': NO_CHOICE_TEXT's words). */
  decisionLabel: z.string().nullable(),
  /** Soft-deleted forms are never listed; this is always null in the list. */
  archivedAt: isoDateTime.nullable(),
  isMagic: z.boolean(),
  magicUserId: id.nullable(),
  magicUserEmail: z.string().nullable(),
  magicCompletedAt: isoDateTime.nullable(),
  magicExpiresAt: isoDateTime.nullable(),
  magicIsConfigurable: z.boolean(),
  magicIsReviewable: z.boolean(),
  magicPdfsCount: z.number().int(),
  magicStatus: MagicStatusCode.nullable(),
  magicLastLoginAt: isoDateTime.nullable(),
});
export type FormListItem = z.infer<typeof FormListItem>;

export const FormsListResponse = z.object({
  /** The page's forms, in the order asked for. */
  forms: z.array(FormListItem),
  /** How many forms match the search (all pages). */
  total: z.number().int().min(0),
  /** The page answered (0-based): the one asked for, or the last one when that was past the end. */
  page: z.number().int().min(0),
  pageSize: z.number().int().positive(),
  contractTypes: z.array(ContractType),
});
export type FormsListResponse = z.infer<typeof FormsListResponse>;

/**
 * `isMagic`: create a magic-link report ("Customer completes it", only when the corporate's `magicEnabled`, else
 * 403); its offered contracts default to the community's contracts whose type is not `noAutoAddMagicLink`.
 */
export const CreateFormRequest = z.object({
  communityId: z.coerce.number().int().positive().max(PG_INT_MAX),
  isMagic: z.boolean().optional(),
});
export type CreateFormRequest = z.input<typeof CreateFormRequest>;
export const CreateFormResponse = z.object({ formId: id });
export type CreateFormResponse = z.infer<typeof CreateFormResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET form/:formId
// ---------------------------------------------------------------------------------------------------------------

/** Spec §3.3 main. */
export const FormMain = z.object({
  id,
  communityId: id,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The adviser who created the form; null once that user account is deleted. */
  createdBy: z.object({ id, name: z.string() }).nullable(),
  clientResponse: ClientResponseValue,
  clientResponseSettable: z.boolean(),
  status: FormStatusCode,
  /** True after customer/current edits or an option's deletion until the next summary (spec §4 monitor flag). */
  summaryStale: z.boolean(),
  /** Whether a stored summary exists. */
  hasSummary: z.boolean(),
});
export type FormMain = z.infer<typeof FormMain>;

/**
 * Spec §3.3 magic (contract in ./magic.ts). Times are ISO date-times of the form's CURRENT link
 * (created = first assigned; updated = last change; expires / expired / cancelled = of the current link;
 * replaced = when the previous link was last replaced; first / last login = redeems of any of its links).
 * `magicPdfs`: count of generated (done) PDFs. A form that is not magic: `noMagicLink(false)`.
 */
export const FormMagic = z.object({
  isMagic: z.boolean(),
  magicUserId: id.nullable(),
  magicUserEmail: z.string().nullable(),
  magicCompletedAt: isoDateTime.nullable(),
  magicContractIds: z.array(id),
  magicIsConfigurable: z.boolean(),
  magicIsReviewable: z.boolean(),
  magicCreatedAt: isoDateTime.nullable(),
  magicUpdatedAt: isoDateTime.nullable(),
  magicExpiresAt: isoDateTime.nullable(),
  magicExpiredAt: isoDateTime.nullable(),
  magicCancelledAt: isoDateTime.nullable(),
  magicReplacedAt: isoDateTime.nullable(),
  magicFirstLoginAt: isoDateTime.nullable(),
  magicLastLoginAt: isoDateTime.nullable(),
  magicPdfs: z.number().int(),
  magicStatus: MagicStatusCode.nullable(),
});
export type FormMagic = z.infer<typeof FormMagic>;

/** The customer record of the form (spec §3.4; includes the Current Details fields). */
export const FormConsumer = z.object({
  id,
  customer: CustomerRecord,
  updated_at: isoDateTime,
});
export type FormConsumer = z.infer<typeof FormConsumer>;

/** Spec §3.3 corporate for form, plus the label renames of spec §3.2. */
export const FormCorporate = z.object({
  id,
  name: z.string(),
  valuationTool: z.boolean(),
  renameHomeSecurityDeposit: z.string().nullable(),
  renameChargeFeesRent: z.string().nullable(),
});
export type FormCorporate = z.infer<typeof FormCorporate>;

/**
 * Spec §3.3 rates: Support at Home classification 1–8 annual budgets in dollars, from the engine's parameters in
 * force on `asAt` (today); null when none is in force that day.
 */
export const FormRates = z.object({
  asAt: IsoDate,
  supportAtHomeLevel1: z.number().nullable(),
  supportAtHomeLevel2: z.number().nullable(),
  supportAtHomeLevel3: z.number().nullable(),
  supportAtHomeLevel4: z.number().nullable(),
  supportAtHomeLevel5: z.number().nullable(),
  supportAtHomeLevel6: z.number().nullable(),
  supportAtHomeLevel7: z.number().nullable(),
  supportAtHomeLevel8: z.number().nullable(),
});
export type FormRates = z.infer<typeof FormRates>;

/** What the form's options pick from in its community (spec §7 corporateCommunity). */
export const FormCommunity = z.object({
  id,
  name: z.string(),
  state: z.enum(STATES),
  rvOrLlc: z.enum(['rv', 'llc']),
  ownerType: z.enum(OWNER_TYPES).nullable(),
  amenities: z.array(AssignableItem),
  inclusions: z.array(AssignableItem),
  /** Recurrent charge / site fee lines (deleted ones flagged). */
  chargeFees: z.array(PricedItem),
  /** base 'rule': the fee is rule-based (ruleFrequency, ruleMin..ruleMax dollars per period). */
  fee: z.object({
    feeBase: z.enum(['values', 'rule']),
    feeRuleBased: z.boolean(),
    feeRuleFrequency: z.number().int().nullable(),
    feeRuleMin: z.number().nullable(),
    feeRuleMax: z.number().nullable(),
  }),
  feesConfig: FeesConfig,
  additionalServices: z.array(PricedItem),
  /** The community's contracts with effective terms. */
  contracts: z.array(CommunityContract),
});
export type FormCommunity = z.infer<typeof FormCommunity>;

/** A generated PDF of the form (rendering is wired later; the list is empty until then). */
export const FormPdf = z.object({
  id,
  kind: z.enum(['summary', 'results']),
  status: z.enum(['queued', 'rendering', 'done', 'failed']),
  /** 0–1. */
  progress: z.number(),
  created_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
  error: z.string().nullable(),
});
export type FormPdf = z.infer<typeof FormPdf>;

/** Spec §3.3 flags (from the stored summary; all false/empty before the first summary). */
export const FormFlags = z.object({
  insufficientFunds: z.boolean(),
  simplifiedReport: z.boolean(),
  simplifiedReportGotoText: z.string(),
  simplifiedReportGotoRoute: z.string(),
});
export type FormFlags = z.infer<typeof FormFlags>;
export const SIMPLIFIED_REPORT_GOTO = { text: 'Complete Customer Details', route: 'form.customer' } as const;

export const FormResponse = z.object({
  config: FormConfig,
  main: FormMain,
  magic: FormMagic,
  formConsumer: FormConsumer,
  corporate: FormCorporate,
  choices: FormChoices,
  rates: FormRates,
  corporateCommunity: FormCommunity,
  contractTypes: z.array(ContractType),
  villagesInternal: z.array(InternalVillage),
  villagesExternal: z.array(ExternalVillage),
  ratings: z.array(Rating),
  flags: FormFlags,
  pdfs: z.array(FormPdf),
  version: z.number().int(),
});
export type FormResponse = z.infer<typeof FormResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Villages: create / delete
// ---------------------------------------------------------------------------------------------------------------

/** POST form/:id/createVillage/:modelId. Internal: the community's first contract is selected by default. */
export const CreateVillageRequest = z.object({
  name: z.string().max(200).optional(),
  version: baseVersion.optional(),
});
export type CreateVillageRequest = z.input<typeof CreateVillageRequest>;
export const CreateVillageResponse = z.object({
  village: z.discriminatedUnion('modelId', [InternalVillage, ExternalVillage]),
  version: z.number().int(),
});
export type CreateVillageResponse = z.infer<typeof CreateVillageResponse>;

export const DeleteVillageRequest = z.object({ version: baseVersion.optional() });
export const DeleteVillageResponse = z.object({ deleted: z.literal(true), version: z.number().int() });
export type DeleteVillageResponse = z.infer<typeof DeleteVillageResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Updates: POST form/:id/{customer | current | village/:modelId/:villageId | ratings}  { data, version }
// ---------------------------------------------------------------------------------------------------------------

type CustomerShape = typeof CustomerRecord.shape;
type CustomerPatchShape = {
  [K in keyof CustomerShape]: z.ZodOptional<ReturnType<CustomerShape[K]['unwrap']>>;
};
// `.partial()` would keep each field's default and fill every key in; a patch must hold only what it sets.
const customerPatchShape = {
  ...(Object.fromEntries(
    Object.entries(CustomerRecord.shape).map(([key, schema]) => [key, schema.unwrap().optional()]),
  ) as CustomerPatchShape),
  // What is typed meets issue 14's bounds (input-bounds.ts); the stored record keeps the looser shape so a record
  // saved before them still loads.
  dob: BirthDate.nullable().optional(),
  partnerDob: BirthDate.nullable().optional(),
  phone: AustralianPhone.optional(),
};

/**
 * Any subset of the customer record; merged onto the stored record, which is then validated whole. Dates of birth
 * (after 1900, age at least 50) and the phone (Australian) are checked as sent (input-bounds.ts).
 */
export const CustomerPatch = z.strictObject(customerPatchShape);
export type CustomerPatch = z.infer<typeof CustomerPatch>;

/** Current Details: only the fields of the Current Details screen (CURRENT_DETAILS_FIELDS). */
export const CurrentDetailsPatch = CustomerPatch.pick({
  propertyValue: true,
  propertyGrowth: true,
  sellingFees: true,
  personalAssets: true,
  investmentAssets: true,
  investmentInterest: true,
  otherIncome: true,
  otherIncomeFreq: true,
  livingExpenses: true,
  livingExpensesFreq: true,
  homeExpenses: true,
  travelEntertainmentExpenses: true,
  travelEntertainmentExpensesFreq: true,
  healthWellnessExpenses: true,
  healthWellnessExpensesFreq: true,
});
export type CurrentDetailsPatch = z.infer<typeof CurrentDetailsPatch>;

const version = baseVersion;

export const UpdateCustomerRequest = z.object({ data: CustomerPatch, version });
export type UpdateCustomerRequest = z.input<typeof UpdateCustomerRequest>;
export const UpdateCurrentRequest = z.object({ data: CurrentDetailsPatch, version });
export type UpdateCurrentRequest = z.input<typeof UpdateCurrentRequest>;
/** `updated`: the whole stored customer record after the merge. */
export const UpdateCustomerResponse = z.object({ updated: CustomerRecord, version: z.number().int() });
export type UpdateCustomerResponse = z.infer<typeof UpdateCustomerResponse>;

export const UpdateInternalVillageRequest = z.object({ data: InternalVillageUpdate, version });
export type UpdateInternalVillageRequest = z.input<typeof UpdateInternalVillageRequest>;
export const UpdateInternalVillageResponse = z.object({
  updated: InternalVillage,
  version: z.number().int(),
});
export type UpdateInternalVillageResponse = z.infer<typeof UpdateInternalVillageResponse>;

export const UpdateExternalVillageRequest = z.object({ data: ExternalVillageUpdate, version });
export type UpdateExternalVillageRequest = z.input<typeof UpdateExternalVillageRequest>;
export const UpdateExternalVillageResponse = z.object({
  updated: ExternalVillage,
  version: z.number().int(),
});
export type UpdateExternalVillageResponse = z.infer<typeof UpdateExternalVillageResponse>;

/** Replaces the form's ratings (one entry per option uid; unknown uids are dropped). Scores clamped to 0–5. */
export const UpdateRatingsRequest = z.object({ data: z.array(Rating).max(10), version });
export type UpdateRatingsRequest = z.input<typeof UpdateRatingsRequest>;
export const UpdateRatingsResponse = z.object({ updated: z.array(Rating), version: z.number().int() });
export type UpdateRatingsResponse = z.infer<typeof UpdateRatingsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Summary (spec §3.5 "Summary", §4 "Summary regeneration", design §4.5)
// ---------------------------------------------------------------------------------------------------------------

/**
 * POST form/:id/summary. Regenerated when: none stored, `valuations` differ from the stored ratings (they are
 * saved), the form is stale (customer / current edits, village created, edited or deleted), `options.asAt`
 * differs from the stored one, or `options.force`. Otherwise the stored summary is returned (`regenerated` false).
 * Valuations are a write: they carry the form's `version` (409 CONFLICT when another save came first) and obey the
 * magic-link write rules, exactly like POST form/:id/ratings.
 */
export const SummaryRequest = z
  .object({
    options: z
      .object({
        /** Comparison date (default: today on the server). */
        asAt: IsoDate.optional(),
        force: z.boolean().optional(),
      })
      .optional(),
    valuations: z.array(Rating).max(10).optional(),
    /** The form's version the valuations were made on (needed with `valuations`, as for POST form/:id/ratings). */
    version: baseVersion.optional(),
  })
  .refine((b) => b.valuations === undefined || b.version !== undefined, {
    path: ['version'],
    message: 'The version is needed with valuations.',
  });
export type SummaryRequest = z.input<typeof SummaryRequest>;

/** A column of the summary table: staying at home, or one option. */
export const SummaryColumn = z.object({
  uid: z.string(),
  /** The village id (null for home). */
  _id: id.nullable(),
  type: z.enum(['home', 'internal', 'external']),
  /** The contract type of an internal option's contract (null for home and external). */
  contractTypeId: id.nullable(),
  contractId: id.nullable(),
  name: z.string(),
  kind: z.enum(['stay', 'rv', 'llc']),
  insufficientFunds: z.boolean(),
});
export type SummaryColumn = z.infer<typeof SummaryColumn>;

export const SUMMARY_ROW_GROUPS = [
  'ingoing',
  'ongoing',
  'income',
  'net',
  'outgoing',
  'estate',
  'ratings',
] as const;

/**
 * A row of the summary table: `values[columnUid]` (null = not applicable). `format` says how to show it:
 * currency (dollars; per year for the ongoing/income/net groups, year 1), rating (0–5), text.
 */
export const SummaryRow = z.object({
  uid: z.string(),
  label: z.string(),
  group: z.enum(SUMMARY_ROW_GROUPS),
  format: z.enum(['currency', 'rating', 'text']),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  /** Emphasised totals (e.g. net cash flow, estate). */
  total: z.boolean(),
});
export type SummaryRow = z.infer<typeof SummaryRow>;

/** Rates status of the engine (design §4): anyOutOfDate → show the "rates may be out of date" notice. */
export const RatesStatus = z.object({
  asAt: z.string(),
  anyOutOfDate: z.boolean(),
  programs: z.array(
    z.object({
      program: z.string(),
      latestEffectiveDate: z.string().nullable(),
      status: z.string().nullable(),
      nextScheduledRevision: z.string().nullable(),
      revisionPassedWithoutNewValues: z.boolean(),
      outOfDate: z.boolean(),
      /** Earliest effective date of announced values beyond asAt ("New rates from <date>"); null: none loaded. */
      announcedEffectiveDate: z.string().nullable().optional(),
    }),
  ),
});
export type RatesStatus = z.infer<typeof RatesStatus>;

const YearRowSchema = z.looseObject({
  year: z.number(),
  startDate: z.string(),
  fees: z.number(),
  additionalServices: z.number(),
  livingExpenses: z.number(),
  homeExpenses: z.number(),
  travelEntertainmentExpenses: z.number(),
  healthWellnessExpenses: z.number(),
  careContributions: z.number(),
  totalOutgoings: z.number(),
  agePension: z.number(),
  rentAssistance: z.number(),
  investmentIncome: z.number(),
  otherIncome: z.number(),
  totalIncome: z.number(),
  netCashFlow: z.number(),
  netCashFlowPresentValue: z.number(),
  investmentsStart: z.number(),
  investmentsEnd: z.number(),
  projected: z.boolean(),
  careEstimated: z.boolean(),
  /**
   * Who reaches Age Pension age in the year (engine 0.4.0 on; absent when nobody does): the day the Age Pension is
   * paid from, and the share of the year's days from it (the pro-rata part of the year's pension).
   */
  pensionAgeReached: z
    .array(z.object({ who: z.enum(['person', 'partner']), date: z.string(), shareOfYear: z.number() }))
    .optional(),
});

/** Estate position at the end of a year: property (home or exit entitlement) + investments, dollars. */
const EstatePosition = z.object({
  years: z.number(),
  property: z.number(),
  investments: z.number(),
  total: z.number(),
  totalPresentValue: z.number(),
});

/** The engine's comparison (`@rlc/engine` `Comparison`), as stored: charts and the PDF read it. Dollars. */
export const ComparisonResult = z.looseObject({
  engineVersion: z.string(),
  asAt: z.string(),
  simplified: z.boolean(),
  /** Codes of the missing customer details (spec §5 order); words: CUSTOMISED_REPORT_FIELD_NAMES. */
  missingDetails: z.array(z.enum(CUSTOMISED_REPORT_DETAILS)),
  projectionYears: z.number(),
  projected: z.boolean(),
  assumptions: z.record(z.string(), z.number()),
  scenarios: z.array(
    z.looseObject({
      /** 'stay' or the option's column uid. */
      id: z.string(),
      name: z.string(),
      kind: z.enum(['stay', 'rv', 'llc']),
      tenure: z.string(),
      homeowner: z.boolean().nullable(),
      feesCountAsRent: z.boolean(),
      ingoing: z.looseObject({ fundsLeftToInvest: z.number(), insufficientFunds: z.boolean() }),
      ongoing: z.array(YearRowSchema),
      outgoing: z.array(
        z.looseObject({
          years: z.number(),
          resalePrice: z.number(),
          dmf: z.number(),
          ltmf: z.number(),
          capitalGainToResident: z.number(),
          residentCosts: z.number(),
          /** Amortised upfront fee refunded (absent from summaries stored before it was worked out). */
          upfrontFeeRefund: z.number().optional(),
          exitEntitlement: z.number(),
          payoutAfterMonths: z.number(),
          exitEntitlementPresentValue: z.number(),
        }),
      ),
      estate: z.array(EstatePosition),
      /** Every projection year 1…projectionYears (engine 0.2.0 on; absent from older stored summaries). */
      estateByYear: z.array(EstatePosition).optional(),
    }),
  ),
  trace: z.array(
    z.looseObject({
      path: z.string(),
      value: z.number(),
      unit: z.string(),
      period: z.string(),
      effectiveDate: z.string(),
      status: z.string(),
      source: z.string(),
    }),
  ),
});
export type ComparisonResult = z.infer<typeof ComparisonResult>;

export const SummaryResponse = z.object({
  rowIds: z.array(z.string()),
  rows: z.array(SummaryRow),
  columns: z.array(SummaryColumn),
  /** Simplified summary (customer details missing: no Age Pension, Rent Assistance or care). */
  simple: z.boolean(),
  valuations: z.array(Rating),
  /** Spec §5 names of the missing customer details (empty when customised). */
  missing: z.array(z.string()),
  simplifiedReportGotoText: z.string(),
  simplifiedReportGotoRoute: z.string(),
  /** True when any option cannot be afforded from the available funds (see each column's flag). */
  insufficientFunds: z.boolean(),
  comparison: ComparisonResult,
  ratesStatus: RatesStatus,
  engineVersion: z.string(),
  /** The comparison date. */
  asAt: IsoDate,
  /** Newest effective date of each parameter program used (path prefix → ISO date), to reproduce the report. */
  parametersEffective: z.record(z.string(), z.string()),
  generatedAt: isoDateTime,
  /** True when this request produced a new summary; false when the stored one was reused. */
  regenerated: z.boolean(),
  /**
   * True when this new summary replaced one made on contract terms that have changed since (an admin edited the
   * default contract or the community's override): the screen says so. False on a reuse.
   */
  contractsChanged: z.boolean(),
});
export type SummaryResponse = z.infer<typeof SummaryResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Client decision, delete, clone
// ---------------------------------------------------------------------------------------------------------------

/**
 * POST form/:id/clientResponse. 'yes' with a buy choice id (contract id); 'no' with 'home' | 'ext' | 'unk';
 * null (or choiceId 'unset') clears. On failure the UI shows 'Unable to set Client Decision'.
 */
export const ClientResponseRequest = z.object({
  clientResponse: ClientResponseValue,
  choiceId: z
    .union([z.string().max(64), PgIdValue])
    .transform((v) => String(v))
    .nullable()
    .default(null),
  /**
   * The adviser's notes on the decision, stored with it (at most NOTES_MAX characters); omitted: the stored notes
   * stay. Unsetting the decision clears them.
   */
  notes: z.string().max(NOTES_MAX, NOTES_MAX_MESSAGE).optional(),
  version: baseVersion.optional(),
});
export type ClientResponseRequest = z.input<typeof ClientResponseRequest>;

export const ClientResponseResponse = z.object({
  updatedAt: isoDateTime,
  clientResponse: ClientResponseValue,
  /** The form status after the decision: BUY, NOTBUY, or back to WAIT / NO_PDF when unset. */
  decisionStatus: FormStatusCode,
  yesId: z.string().nullable(),
  noId: z.string().nullable(),
  decisionDays: z.number().int().nullable(),
  /** The notes stored with the decision ('' none). */
  notes: z.string(),
  choices: z.array(Choice),
  version: z.number().int(),
});
export type ClientResponseResponse = z.infer<typeof ClientResponseResponse>;

/** Soft delete (archive) needs `archiveForm`; `hard: true` needs `deleteForm`. */
export const DeleteFormRequest = z.object({ hard: z.boolean().default(false) });
export type DeleteFormRequest = z.input<typeof DeleteFormRequest>;
export const DeleteFormResponse = z.object({ success: z.literal(true), message: z.string() });
export type DeleteFormResponse = z.infer<typeof DeleteFormResponse>;

/** Copies options, customer, current details and ratings; not PDFs, summary or decision. */
export const CloneFormResponse = z.object({ newFormId: id });
export type CloneFormResponse = z.infer<typeof CloneFormResponse>;

/** Test-only fixtures shaped by the shared contract (FormResponse, SummaryResponse, FormListItem). */
import {
  ContractSettings,
  DEFAULT_FORM_CONFIG,
  cappedRateYearList,
  emptyCustomer,
  flatYearList,
  type ExternalVillage,
  type FormListItem,
  type FormResponse,
  type InternalVillage,
  type SummaryResponse,
} from '@rlc/shared';

const T = '2026-11-01T00:00:00.000Z';

export function internalVillage(over: Partial<InternalVillage> = {}): InternalVillage {
  return {
    id: 11, order: 0, compare: true, report: true, name: 'Sunny Grove Village', rvOrLlc: 'rv', propertyType: '',
    propertyValue: 0, ownerType: 'Licence', chargeFeesFreq: 52, chargeFeesAmount: 89.39, livingExpenses: null,
    homeExpenses: [], travelEntertainmentExpenses: null, healthWellnessExpenses: null, stampDutyExpense: 0,
    created_at: T, updated_at: T, modelId: 1, communityId: 1, selectedContracts: [{ id: 101, report: true }],
    chargeFeeId: 501, selectedAdditionalServices: [], ...over,
  };
}

export function externalVillage(over: Partial<ExternalVillage> = {}): ExternalVillage {
  return {
    id: 21, order: 1, compare: true, report: true, name: 'Wattle Creek', rvOrLlc: 'llc', propertyType: '',
    propertyValue: 450000, ownerType: null, chargeFeesFreq: 52, chargeFeesAmount: 210, livingExpenses: null,
    homeExpenses: [], travelEntertainmentExpenses: null, healthWellnessExpenses: null, stampDutyExpense: 0,
    created_at: T, updated_at: T, modelId: 2, calculationBase: 'purchasePrice', datePurchased: null,
    capitalGrowth: 0.03, capitalGain: 1, refurbCost: 0, sellingFees: 0, additionalServicesFreq: 52,
    additionalServicesAmount: 0, repaymentTimeframe: 0, dmf: flatYearList(0).map((e) => e.value),
    ltmf: flatYearList(0).map((e) => e.value), ...over,
  };
}

export function formResponse(over: Partial<FormResponse> = {}): FormResponse {
  return {
    config: DEFAULT_FORM_CONFIG,
    main: {
      id: 5, communityId: 1, created_at: T, updated_at: T, createdBy: { id: 7, name: 'Alice Adviser' },
      clientResponse: null, clientResponseSettable: true, status: 'NO_PDF', summaryStale: false, hasSummary: false,
    },
    magic: {
      isMagic: false, magicUserId: null, magicUserEmail: null, magicCompletedAt: null, magicContractIds: [],
      magicIsConfigurable: false, magicIsReviewable: false, magicCreatedAt: null, magicUpdatedAt: null,
      magicExpiresAt: null, magicExpiredAt: null, magicCancelledAt: null, magicReplacedAt: null,
      magicFirstLoginAt: null, magicLastLoginAt: null, magicPdfs: 0, magicStatus: null,
    },
    formConsumer: { id: 1, customer: { ...emptyCustomer(), firstName: 'Dorothy', lastName: 'Nguyen' }, updated_at: T },
    corporate: { id: 1, name: 'Demo', valuationTool: false, renameHomeSecurityDeposit: null, renameChargeFeesRent: null },
    choices: {
      choices: [
        { id: '101', text: 'Sunny Grove licence', type: 'yes' },
        { id: 'home', text: 'Home', type: 'no' },
        { id: 'unk', text: 'Unknown', type: 'no' },
      ],
      yesId: null, noId: null, decisionDays: null, decision_at: null,
    },
    rates: {
      asAt: '2026-11-21', supportAtHomeLevel1: null, supportAtHomeLevel2: null, supportAtHomeLevel3: null,
      supportAtHomeLevel4: null, supportAtHomeLevel5: null, supportAtHomeLevel6: null, supportAtHomeLevel7: null,
      supportAtHomeLevel8: null,
    },
    corporateCommunity: {
      id: 1, name: 'Sunny Grove Village', state: 'QLD', rvOrLlc: 'rv', ownerType: 'Licence', amenities: [],
      inclusions: [], chargeFees: [],
      fee: { feeBase: 'values', feeRuleBased: false, feeRuleFrequency: null, feeRuleMin: null, feeRuleMax: null },
      feesConfig: { base: 'values', ruleFrequency: null, ruleMin: null, ruleMax: null, chargeFees: [{ id: 501, name: 'General services', amount: 89.39, frequency: 52, deleted: false }] },
      additionalServices: [],
      contracts: [
        { id: 101, contractTypeId: 7, name: 'Sunny Grove licence', versionId: 1, settings: ContractSettings.parse({ ingoingContribution: 320000, dmf: cappedRateYearList(0.06, 0.36) }) },
      ],
    },
    contractTypes: [],
    villagesInternal: [internalVillage()],
    villagesExternal: [],
    ratings: [],
    flags: { insufficientFunds: false, simplifiedReport: false, simplifiedReportGotoText: '', simplifiedReportGotoRoute: '' },
    pdfs: [],
    version: 3,
    ...over,
  };
}

export function listItem(over: Partial<FormListItem> = {}): FormListItem {
  return {
    id: 5, communityId: 1, communityName: 'Sunny Grove Village', communityState: 'QLD', createdAt: T, updatedAt: T,
    createdBy: { id: 7, name: 'Alice Adviser' }, clientName: 'Dorothy Nguyen', partnerName: '', reportName: 'Dorothy Nguyen',
    clientResponse: null, clientResponseSettable: true, status: 'NO_PDF', selectedContractIds: [101],
    selectedNonContractIds: [], hasExtProp: false, yesId: null, noId: null, decisionDays: null, undecisionDays: 20,
    decision_at: null, archivedAt: null, isMagic: false, magicUserId: null, magicUserEmail: null, magicCompletedAt: null,
    magicExpiresAt: null, magicIsConfigurable: false, magicIsReviewable: false, magicPdfsCount: 0, magicStatus: null,
    magicLastLoginAt: null, ...over,
  };
}

/**
 * A summary as the server answers it for staying at home vs one licence village, trimmed to the rows the tests
 * read. Figures are illustrative, not engine output: the table only formats what it is given.
 */
export function summaryResponse(over: Partial<SummaryResponse> = {}): SummaryResponse {
  const cols = ['home', 'int-11-101'];
  const v = (home: number | null, opt: number | null) => ({ [cols[0]!]: home, [cols[1]!]: opt });
  return {
    rowIds: [],
    columns: [
      { uid: 'home', _id: null, type: 'home', contractTypeId: null, contractId: null, name: 'Staying at home', kind: 'stay', insufficientFunds: false },
      { uid: 'int-11-101', _id: 11, type: 'internal', contractTypeId: 7, contractId: 101, name: 'Sunny Grove – licence', kind: 'rv', insufficientFunds: true },
    ],
    rows: [
      { uid: 'ingoing.entryPrice', label: 'Entry price (ingoing contribution)', group: 'ingoing', format: 'currency', values: v(null, 320000), total: false },
      { uid: 'income.agePension', label: 'Age Pension', group: 'income', format: 'currency', values: v(31223.4, 4040), total: false },
      { uid: 'income.rentAssistance', label: 'Rent Assistance', group: 'income', format: 'currency', values: v(0, 0), total: false },
      { uid: 'ongoing.careContributions', label: 'Care contributions (Support at Home)', group: 'ongoing', format: 'currency', values: v(0, 0), total: false },
      { uid: 'net.netCashFlow', label: 'Net cash flow per year', group: 'net', format: 'currency', values: v(-1250.6, 25592), total: true },
      { uid: 'outgoing.exitEntitlement.5', label: 'Exit entitlement after 5 years', group: 'outgoing', format: 'currency', values: v(null, 222000), total: false },
      { uid: 'estate.total.10', label: 'Estate position after 10 years', group: 'estate', format: 'currency', values: v(1708268, 1131656), total: true },
      { uid: 'ratings.location', label: 'Location', group: 'ratings', format: 'rating', values: v(0, 4), total: false },
    ],
    simple: false,
    valuations: [],
    missing: [],
    simplifiedReportGotoText: 'Complete Customer Details',
    simplifiedReportGotoRoute: 'form.customer',
    insufficientFunds: true,
    comparison: {
      engineVersion: '1', asAt: '2026-11-21', simplified: false, missing: [], projectionYears: 10, projected: false,
      assumptions: {}, trace: [],
      scenarios: [
        { id: 'stay', name: 'Staying at home', kind: 'stay', tenure: 'home', homeowner: true, feesCountAsRent: false, ingoing: { fundsLeftToInvest: 0, insufficientFunds: false }, ongoing: [], outgoing: [], estate: [{ years: 10, property: 0, investments: 0, total: 1708268, totalPresentValue: 0 }] },
        { id: 'int-11-101', name: 'Sunny Grove – licence', kind: 'rv', tenure: 'licence', homeowner: true, feesCountAsRent: false, ingoing: { fundsLeftToInvest: 0, insufficientFunds: true }, ongoing: [], outgoing: [], estate: [{ years: 10, property: 0, investments: 0, total: 1131656.4, totalPresentValue: 0 }] },
      ],
    },
    ratesStatus: { asAt: '2026-11-21', anyOutOfDate: false, programs: [] },
    engineVersion: '1',
    asAt: '2026-11-21',
    parametersEffective: { 'au.dss.age_pension': '2026-03-20' },
    generatedAt: T,
    regenerated: true,
    ...over,
  };
}

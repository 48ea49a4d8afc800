/**
 * A report form with one internal option for the contract-term tests: a Qld village "Sunny Grove" of owner type
 * `ownerType` (licence unless given) whose one contract has the terms `over` (no DMF unless given, so nothing else
 * moves). Price 500,000 entered in the report; recurrent charges $800 a month; home 800,000 sold, no selling fees,
 * no investments: funds available 800,000. Returns the option's engine scenario.
 */
import { compare } from '@rlc/engine';
import { ContractSettings, emptyCustomer, MODEL_ID, type CommunityDetail, type OwnerType } from '@rlc/shared';
import { toEngineInput } from '../src/modules/forms/to-engine-input.ts';
import { InternalDetails } from '../src/modules/forms/village-details.ts';

export const formWith = (over: Partial<ContractSettings>, ownerType: OwnerType = 'Licence') => {
  const settings = ContractSettings.parse({ dmfUse: false, ...over });
  const community = {
    id: 1,
    name: 'Sunny Grove',
    state: 'QLD',
    rvOrLlc: 'rv',
    ownerType,
    additionalServices: [],
    contractList: [{ id: 7, contractTypeId: 3, name: 'Standard', versionId: 1, settings }],
  } as unknown as Pick<
    CommunityDetail,
    'id' | 'name' | 'state' | 'rvOrLlc' | 'ownerType' | 'additionalServices' | 'contractList'
  >;
  const details = InternalDetails.parse({
    communityId: 1,
    rvOrLlc: 'rv',
    propertyValue: 500_000,
    chargeFeesFreq: 12,
    chargeFeesAmount: 800,
    selectedContracts: [{ id: 7, report: true }],
    propertyType: 'Unit 14, 2-bedroom',
    ownerType,
    chargeFeeId: null,
    stampDutyExpense: 0,
    selectedAdditionalServices: [],
    livingExpenses: null,
    homeExpenses: [],
    travelEntertainmentExpenses: null,
    healthWellnessExpenses: null,
  });
  const customer = { ...emptyCustomer(), propertyValue: 800_000 };
  const { input } = toEngineInput({
    asAt: '2026-11-21',
    customer,
    community,
    villages: [{ id: 41, modelId: MODEL_ID.internal, order: 1, compare: true, name: 'Sunny Grove', details }],
  });
  return compare(input).scenarios[1]!;
};

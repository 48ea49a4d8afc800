/**
 * The contract config (contract-config/): one definition per ContractSettings key and no other, the spec §3.9
 * split between default-only and shared fields, use-if chains, and the validator's messages.
 */
import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_CONTRACT_CONFIG,
  CONTRACT_CONFIG,
  ContractSettings,
  ContractSharedSettings,
  cappedRateYearList,
  contractConfigItem,
  itemApplies,
  validateContractValues,
  yearList,
} from '../src/index.ts';

const ids = CONTRACT_CONFIG.map((item) => item.id);

describe('contract config items', () => {
  it('has exactly one item per ContractSettings key, and an item only for a key', () => {
    const keys = Object.keys(ContractSettings.shape).sort();
    expect([...ids].sort()).toEqual(keys);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lets a community override exactly the shared fields of spec §3.9', () => {
    expect(COMMUNITY_CONTRACT_CONFIG.map((i) => i.id).sort()).toEqual(
      Object.keys(ContractSharedSettings.shape).sort(),
    );
    // Spec §3.9 "Default-contract-only fields", verbatim.
    const defaultOnly =
      'dmfBasis dmfUse ltmfBasis ltmfUse reinstatementUse salesFeesUse adminLegalUse amortisationUse ' +
      'additExitCostsUse additExitCostsBase upfrontFeeUse additContributionUse establishmentFeeUse ' +
      'securityDepositUse participateInCapitalGain exitEntitlementBasedOn nextIngoingUsesBasePrice ' +
      'repaymentTimeline discountChargeFees discountChargeFeesValPerc establishmentFeeValMths ' +
      'establishmentFeeValPerc establishmentFeeAppliesTo overrideCommunityOwnerType';
    for (const id of defaultOnly.split(' ')) expect(contractConfigItem(id)?.overridable, id).toBe(false);
    // Some of the "Shared fields" list.
    for (const id of ['capitalGainShare', 'capitalGrowthRate', 'dmf', 'prepFeeUse', 'prepFeeValCurr'])
      expect(contractConfigItem(id)?.overridable, id).toBe(true);
  });

  it('takes each default from the storage schema (a new default contract)', () => {
    const neutral = ContractSettings.parse({}) as Record<string, unknown>;
    for (const item of CONTRACT_CONFIG) expect(item.default, item.id).toEqual(neutral[item.id]);
    expect(contractConfigItem('capitalGrowthRate')?.default).toBe(0.03);
  });

  it('gives year lists dataModel many and every other item one; options for every option item', () => {
    for (const item of CONTRACT_CONFIG) {
      expect(item.dataModel, item.id).toBe(item.valueType === 'yearlist' ? 'many' : 'one');
      if (item.valueType === 'yearlist') expect(item.yearValueType, item.id).toBeDefined();
      if (item.valueType === 'option') expect(item.options?.length, item.id).toBeGreaterThan(1);
      expect(item.tip, item.id).toBeTruthy();
    }
  });

  it('names only existing items in use-if, and every chain ends', () => {
    for (const item of CONTRACT_CONFIG) {
      const seen = new Set<string>();
      for (let at: string | undefined = item.id; at; at = contractConfigItem(at)?.useIf?.column) {
        expect(contractConfigItem(at), `${item.id} → ${at}`).toBeDefined();
        expect(seen.has(at), `cycle at ${at}`).toBe(false);
        seen.add(at);
      }
    }
  });
});

describe('itemApplies (spec §4 use-if)', () => {
  const neutral = ContractSettings.parse({});
  it('follows the chain: months of an establishment fee need the fee ticked and months chosen', () => {
    const months = { ...neutral, establishmentFeeAppliesTo: 'chargeFees' as const };
    expect(itemApplies('establishmentFeeValMths', months)).toBe(false);
    expect(itemApplies('establishmentFeeValMths', { ...months, establishmentFeeUse: true })).toBe(true);
    expect(itemApplies('establishmentFeeValPerc', { ...months, establishmentFeeUse: true })).toBe(false);
  });
  it('greater than zero: the unit type applies once there is a price', () => {
    expect(itemApplies('propertyType', neutral)).toBe(false);
    expect(itemApplies('propertyType', { ...neutral, ingoingContribution: 1 })).toBe(true);
  });
  it('an item without use-if always applies', () => {
    expect(itemApplies('dmfUse', neutral)).toBe(true);
  });
});

describe('validateContractValues', () => {
  const up = yearList([0.06, 0.12, 0.18, 0.24, 0.3, 0.36, 0.36, 0.36, 0.36, 0.36, 0.36]);
  it('passes real terms (6 % a year to 36 %, 50 % gain share, 18 months)', () => {
    expect(
      validateContractValues(
        { dmf: up, capitalGainShare: 0.5, repaymentTimeline: 18, overrideCommunityOwnerType: null },
        CONTRACT_CONFIG,
      ),
    ).toEqual({});
  });
  it('names each bad field with its message', () => {
    const down = yearList([0.1, 0.2, 0.3, 0.25, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3]);
    expect(
      validateContractValues(
        {
          // 150 % of the gain: above the 100 % cap of a percent.
          capitalGainShare: 1.5,
          // Year 4 (25 %) below year 3 (30 %) in a cumulative schedule.
          dmf: down,
          upfrontFeeValCurr: -1,
          repaymentTimeline: 1.5,
          dmfBasis: 'nextBuyer',
          // -60 % a year: below the -50 % floor of the growth rate.
          capitalGrowthRate: -0.6,
          // 12 000 % in year 1: a percent typed as a whole number twice over.
          salesFees: yearList([120, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
          dmfUse: 'yes',
          nonsense: 1,
        },
        CONTRACT_CONFIG,
      ),
    ).toEqual({
      capitalGainShare: 'Must be 100% or less.',
      dmf: 'Year 4 is lower than year 3: a cumulative schedule never goes down.',
      upfrontFeeValCurr: 'Must not be negative.',
      repaymentTimeline: 'Must be a whole number.',
      dmfBasis: 'Choose one of the options.',
      capitalGrowthRate: 'Must be -50% or more.',
      salesFees: 'Year 1: Must be 100% or less.',
      dmfUse: 'Must be yes or no.',
      nonsense: 'This term cannot be set here.',
    });
  });
  it('refuses a year list without the 11 years, and months above 120', () => {
    expect(
      validateContractValues({ dmf: up.slice(0, 10), securityDepositValMths: 121 }, CONTRACT_CONFIG),
    ).toEqual({
      dmf: 'Needs 11 values, for years 1–10 and 15.',
      securityDepositValMths: 'Must be 120 or less.',
    });
  });
  it('allows a non-cumulative list to go down (sales fee only in year 1)', () => {
    const list = yearList([0.03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(
      validateContractValues({ salesFees: list, dmf: cappedRateYearList(0.05, 0.3) }, CONTRACT_CONFIG),
    ).toEqual({});
  });
  it('refuses default-only terms for a community contract', () => {
    expect(validateContractValues({ dmfUse: true, dmf: up }, COMMUNITY_CONTRACT_CONFIG)).toEqual({
      dmfUse: 'This term cannot be set here.',
    });
  });
});

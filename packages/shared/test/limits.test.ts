import { describe, expect, it } from 'vitest';
import {
  ContractSettings,
  CustomerRecord,
  ExternalVillageUpdate,
  MODEL_ID,
  VILLAGE_LIMITS,
  YEARLY_RATE_LIMITS,
  YEARLY_RATE_LIMITS_TEXT,
  YearlyRate,
} from '../src/index.ts';

describe('the yearly rate bound (−50 % … 100 %) is the one every schema uses', () => {
  const { min, max } = YEARLY_RATE_LIMITS;
  const rateSchemas = {
    'customer propertyGrowth': (v: number) => CustomerRecord.safeParse({ propertyGrowth: v }).success,
    'customer investmentInterest': (v: number) => CustomerRecord.safeParse({ investmentInterest: v }).success,
    'external village capitalGrowth': (v: number) =>
      ExternalVillageUpdate.safeParse({ capitalGrowth: v }).success,
    'contract capitalGrowthRate': (v: number) => ContractSettings.safeParse({ capitalGrowthRate: v }).success,
  };
  for (const [name, accepts] of Object.entries(rateSchemas))
    it(`${name}: accepts ${min} and ${max}, refuses just outside (the contract schema allowed −100 %)`, () => {
      expect(accepts(min)).toBe(true);
      expect(accepts(max)).toBe(true);
      expect(accepts(min - 0.0001)).toBe(false);
      expect(accepts(-1)).toBe(false);
      expect(accepts(max + 0.0001)).toBe(false);
    });
  it('words the bound for messages', () => {
    expect(YEARLY_RATE_LIMITS_TEXT).toBe('between -50% and 100% a year');
    expect(YearlyRate.safeParse(-0.6).error?.issues[0]?.message).toBe('Must be -50% or more.');
  });
  it('a contract gives the resident a share of the gain between 0 and 100 %', () => {
    expect(ContractSettings.safeParse({ capitalGainShare: -0.1 }).success).toBe(false);
    expect(ContractSettings.safeParse({ capitalGainShare: 1 }).success).toBe(true);
  });
});

describe('village limits and model ids (spec §5, §9)', () => {
  it('are 3 properties in total, 2 internal, 1 external, 3 options; model 1 internal, 2 external', () => {
    expect(VILLAGE_LIMITS).toEqual({ maxVillagesTotal: 3, maxVillages: 2, maxExternal: 1, maxOptions: 3 });
    expect(MODEL_ID).toEqual({ internal: 1, external: 2 });
  });
});

/**
 * Contract type names: what the one-name-per-corporate rule compares, the name's limits, and the
 * repayment timeline's wording (spec §4 "Contract editing").
 */
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_TYPE_NAME_MAX,
  ContractTypeName,
  contractTypeNameKey,
  CreateContractTypeRequest,
  formatRepaymentTimeline,
} from '../src/index.ts';

describe('contract type names', () => {
  it('are the same name in any letter case, accents included, and with surrounding spaces', () => {
    expect(contractTypeNameKey('  ZOË’S Licence ')).toBe(contractTypeNameKey('zoë’s licence'));
    // 'e' + U+0308 (combining diaeresis) is the composed 'ë' once normalised.
    expect(contractTypeNameKey('Zoe\u0308')).toBe(contractTypeNameKey('Zoë'));
    expect(contractTypeNameKey('Zoe')).not.toBe(contractTypeNameKey('Zoë'));
  });

  it('are trimmed, required and at most 100 characters', () => {
    expect(ContractTypeName.parse('  Licence 2027 ')).toBe('Licence 2027');
    expect(ContractTypeName.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(CONTRACT_TYPE_NAME_MAX).toBe(100);
    expect(ContractTypeName.safeParse('x'.repeat(100)).success).toBe(true);
    expect(ContractTypeName.safeParse('x'.repeat(101)).success).toBe(false);
  });

  it('create a type added to magic links unless asked otherwise', () => {
    expect(CreateContractTypeRequest.parse({ name: 'Rental' })).toEqual({
      name: 'Rental',
      noAutoAddMagicLink: false,
    });
  });
});

describe('formatRepaymentTimeline', () => {
  it("shows 0 as 'When sold', else months after leaving", () => {
    expect(formatRepaymentTimeline(0)).toBe('When sold');
    expect(formatRepaymentTimeline(1)).toBe('1 month after leaving');
    expect(formatRepaymentTimeline(18)).toBe('18 months after leaving');
  });
});

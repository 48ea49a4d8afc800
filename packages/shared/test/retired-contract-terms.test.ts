// Terms removed from the contract editor (ADR 0029) still parse when a stored row holds them.
import { describe, expect, it } from 'vitest';
import { CommunityContractSettings, ContractSettings, RETIRED_CONTRACT_KEYS } from '../src/index.ts';
import { CONTRACT_CONFIG } from '../src/contract-config/index.ts';

const OLD_ROW = { roi: 0.01, firstInstalmentAdvance: true, deductAdditServices: true };

describe('retired contract terms', () => {
  it('a community contract stored with them parses, without them', () => {
    expect(CommunityContractSettings.parse({ ...OLD_ROW, capitalGrowthRate: 0.04 })).toEqual({
      capitalGrowthRate: 0.04,
    });
  });

  it('a default contract stored with them parses, without them', () => {
    const s = ContractSettings.parse({ ...OLD_ROW, dmfUse: false }) as Record<string, unknown>;
    for (const key of RETIRED_CONTRACT_KEYS) expect(s[key], key).toBeUndefined();
    expect(s.dmfUse).toBe(false);
  });

  it('the editor no longer offers them', () => {
    const ids = new Set(CONTRACT_CONFIG.map((i) => i.id));
    for (const key of RETIRED_CONTRACT_KEYS) expect(ids.has(key), key).toBe(false);
  });

  it('an unknown key is still refused in an override', () => {
    expect(() => CommunityContractSettings.parse({ dmfTypo: 1 })).toThrow();
  });
});

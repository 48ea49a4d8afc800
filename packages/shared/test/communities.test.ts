import { describe, expect, it } from 'vitest';
import { CreateCommunityRequest } from '../src/index.ts';

describe('CreateCommunityRequest', () => {
  // A body without its `community` reached the ownerType check as undefined, which threw (a 500 on the server).
  it.each([{}, { community: null }, { community: 'Sunny Grove' }, { community: [] }])(
    'refuses %j with an issue on `community` instead of throwing',
    (body) => {
      const parsed = CreateCommunityRequest.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['community']);
    },
  );

  it('still asks for an owner type of a retirement village when other fields are wrong', () => {
    const parsed = CreateCommunityRequest.safeParse({ community: { rvOrLlc: 'rv', ownerType: null } });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('community.ownerType');
  });
});

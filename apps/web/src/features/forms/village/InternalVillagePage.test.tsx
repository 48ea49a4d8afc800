/** Internal option: each contract line says when its DMF reaches its cap, from the contract's own schedule. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ContractSettings, cappedRateYearList } from '@rlc/shared';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { formResponse } from '../../../test/formData.ts';

afterEach(() => vi.unstubAllGlobals());

describe('internal option contract lines', () => {
  it('says the DMF reaches 36 % after 6 years for 6 % a year capped at 36 %, and 20 % after 5 for 4 %/20 %', async () => {
    const base = formResponse();
    const first = base.corporateCommunity.contracts[0]!;
    const form = formResponse({
      corporateCommunity: {
        ...base.corporateCommunity,
        contracts: [
          // testData's contract: 6 % a year to a 36 % cap → at the cap from year 6 (6 × 6 = 36).
          first,
          {
            ...first,
            id: 102,
            name: 'Sunny Grove lease',
            settings: ContractSettings.parse({
              ingoingContribution: 400000,
              dmfUse: true,
              dmf: cappedRateYearList(0.04, 0.2),
            }),
          },
        ],
      },
    });
    mockFetch((url, init) =>
      url.endsWith('/form/5') && !init?.body ? { status: 200, body: { data: form } } : undefined,
    );
    renderAt('/corporate/form/5/property/int-11');
    expect(await screen.findByText(/DMF reaches 36% after 6 years/)).toBeTruthy();
    expect(screen.getByText(/DMF reaches 20% after 5 years/)).toBeTruthy();
    expect(screen.queryByText(/after 10 years/)).toBeNull();
  });
});

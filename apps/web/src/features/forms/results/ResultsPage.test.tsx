import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { formResponse, internalVillage, summaryResponse } from '../../../test/formData.ts';

describe('Results', () => {
  it('says the key figures in plain words, shows the decision panel, and no PDF section before any PDF exists', async () => {
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: formResponse() } };
      if (url.endsWith('/form/5/summary')) return { status: 200, body: { data: summaryResponse() } };
      return undefined;
    });
    renderAt('/corporate/form/5/results');
    // The first render imports the lazy Results screen; on a loaded 2-core machine that alone passed 5 s.
    expect((await screen.findByTestId('key-figures', {}, { timeout: 15000 })).textContent).toBe(
      'Staying at home leaves you $1,708,268 at year 10; Sunny Grove – licence leaves $1,131,656.',
    );
    expect(screen.getByRole('heading', { name: 'Client decision' })).toBeTruthy();
    expect(screen.getByTestId('decision-status').textContent).toBe('No PDF Generated');
    expect(screen.getByRole('button', { name: 'Set client decision' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();
    expect(
      await screen.findByRole('figure', { name: 'Net cash flow by year' }, { timeout: 15000 }),
    ).toBeTruthy();
  }, 30000);

  it('when the comparison is refused, says why in plain words with a link, and still offers the decision', async () => {
    const message = 'Second Grove: the DMF schedule must not go down from one year to the next.';
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body)
        return {
          status: 200,
          body: {
            data: formResponse({
              villagesInternal: [
                internalVillage(),
                internalVillage({ id: 12, order: 1, name: 'Second Grove' }),
              ],
            }),
          },
        };
      if (url.endsWith('/form/5/summary'))
        return {
          status: 400,
          body: {
            error: { code: 'VALIDATION', message, issues: [{ path: 'village.12.contract.dmf', message }] },
          },
        };
      return undefined;
    });
    renderAt('/corporate/form/5/results');
    const problem = await screen.findByTestId('comparison-problem');
    expect(problem.textContent).toContain('The results cannot be worked out until this is fixed');
    expect(problem.textContent).toContain(message);
    const link = screen.getByRole('link', { name: 'Go to Second Grove' });
    expect(link.getAttribute('href')).toBe('/corporate/form/5/property/int-12');
    expect(screen.queryByText(/Could not work out/)).toBeNull();
    expect(screen.queryByTestId('key-figures')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Client decision' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { externalVillage, formResponse, internalVillage } from '../../../test/formData.ts';

afterEach(() => vi.unstubAllGlobals());

function serve(form: ReturnType<typeof formResponse>) {
  mockFetch((url, init) =>
    url.endsWith('/form/5') && !init?.body ? { status: 200, body: { data: form } } : undefined,
  );
}

describe('Properties: limits', () => {
  it('offers both kinds of property when under every limit', async () => {
    serve(formResponse());
    renderAt('/corporate/form/5/properties');
    const internal = await screen.findByRole('button', { name: 'Add a village of Sunny Grove Village' });
    expect((internal as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add an external property' }).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('disables "add external" with a clear message once the external property exists', async () => {
    serve(formResponse({ villagesExternal: [externalVillage()] }));
    renderAt('/corporate/form/5/properties');
    const ext = await screen.findByRole('button', { name: 'Add an external property' });
    expect((ext as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A report can include at most 1 external property.')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Add a village of Sunny Grove Village' })
        .disabled,
    ).toBe(false);
  });

  it('disables both at 3 properties in total and says why', async () => {
    serve(
      formResponse({
        villagesInternal: [
          internalVillage(),
          internalVillage({ id: 12, order: 2, name: 'Sunny Grove B', selectedContracts: [] }),
        ],
        villagesExternal: [externalVillage()],
      }),
    );
    renderAt('/corporate/form/5/properties');
    await screen.findByRole('list', { name: 'Properties on this report' });
    expect(
      screen.getAllByText('A report can compare at most 3 properties. Delete one to add another.'),
    ).toHaveLength(2);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Add a village of Sunny Grove Village' })
        .disabled,
    ).toBe(true);
    // The list shows the three in their order, each with compare, move and delete controls.
    expect(screen.getByRole('checkbox', { name: 'Compare Wattle Creek' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Sunny Grove B' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move Sunny Grove Village up' }).disabled,
    ).toBe(true);
  });
});

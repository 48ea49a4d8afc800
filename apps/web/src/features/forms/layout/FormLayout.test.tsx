/**
 * The form layout: the step bar is a tab list whose current step is selected (and aria-current) with the page as
 * its panel; each village step names its contracts; a form that cannot be loaded offers the way back to Home.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { formResponse, internalVillage } from '../../../test/formData.ts';

afterEach(() => vi.unstubAllGlobals());

function serveForm(form = formResponse()) {
  mockFetch((url, init) =>
    url.endsWith('/form/5') && !init?.body ? { status: 200, body: { data: form } } : undefined,
  );
}

describe('form layout', () => {
  it('marks the current step selected for screen readers and makes the page its panel', async () => {
    serveForm();
    renderAt('/corporate/form/5/customer');
    const bar = await screen.findByRole('tablist');
    const tabs = within(bar).getAllByRole('tab');
    const selected = tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected.map((t) => t.getAttribute('aria-label'))).toEqual(['Customer Details']);
    expect(selected[0]!.getAttribute('aria-current')).toBe('step');
    // Tabbing into the bar lands on the current step.
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual(selected);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected[0]!.id);
    expect(selected[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByRole('heading', { name: 'Customer Details' })).toBeTruthy();
  });

  it('names the contracts under each village step, so two villages of one community differ', async () => {
    const base = formResponse();
    const licence = base.corporateCommunity.contracts[0]!;
    serveForm(
      formResponse({
        corporateCommunity: {
          ...base.corporateCommunity,
          contracts: [licence, { ...licence, id: 102, name: 'Sunny Grove lease' }],
        },
        villagesInternal: [
          internalVillage({ id: 11, order: 0, name: 'Sunny Grove' }),
          internalVillage({
            id: 12,
            order: 1,
            name: 'Sunny Grove',
            selectedContracts: [{ id: 102, report: true }],
          }),
          internalVillage({
            id: 13,
            order: 2,
            name: 'Sunny Grove',
            selectedContracts: [{ id: 102, report: true }],
          }),
        ],
      }),
    );
    renderAt('/corporate/form/5/property/int-12');
    const bar = await screen.findByRole('tablist');
    const names = within(bar)
      .getAllByRole('tab')
      .map((t) => t.getAttribute('aria-label'));
    expect(names).toEqual([
      'Properties',
      'Sunny Grove, Sunny Grove licence',
      'Sunny Grove, Sunny Grove lease',
      // Same name and same contract as the one before it: numbered.
      'Sunny Grove (2), Sunny Grove lease',
      'Customer Details',
      'Summary',
      'Results',
    ]);
    expect(within(bar).getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe(
      'Sunny Grove, Sunny Grove lease',
    );
    expect(within(bar).getByText('Sunny Grove licence')).toBeTruthy();
  });

  it('no step is selected on Current Details (beside the order), and the first step stays reachable by Tab', async () => {
    serveForm();
    renderAt('/corporate/form/5/current');
    const bar = await screen.findByRole('tablist');
    expect(within(bar).queryByRole('tab', { selected: true })).toBeNull();
    expect(
      within(bar)
        .getAllByRole('tab')
        .filter((t) => t.tabIndex === 0),
    ).toHaveLength(1);
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it("'Could not load form' links back to the reports", async () => {
    mockFetch(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Could not load form' } } }));
    renderAt('/corporate/form/5/summary');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load form')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to reports' }).getAttribute('href')).toBe(
      '/corporate/home',
    );
  });

  it("an address that names no form (/corporate/form/abc) is 'Page Not Found', as other bad addresses are", async () => {
    const calls: string[] = [];
    mockFetch((url) => {
      calls.push(url);
      return undefined;
    });
    renderAt('/corporate/form/abc/summary');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByText('Could not load form')).toBeNull();
    expect(calls.filter((u) => u.includes('/form/abc'))).toEqual([]);
  });

  it("a form the server does not know (404) is 'Page Not Found' too, in the magic set as well", async () => {
    mockFetch((url) =>
      url.endsWith('/form/999')
        ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Form not found' } } }
        : undefined,
    );
    renderAt('/corporate/magic-form/999/status');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

/**
 * Summary: a comparison the server refuses (400 VALIDATION, plain words, issues naming the form fields) lists each
 * problem with a link to the screen that fixes it; other failures offer Try again; a worked-out summary lists the
 * assumptions it used under the table.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { externalVillage, formResponse, summaryResponse } from '../../../test/formData.ts';
import { CONTRACTS_CHANGED } from './SummaryNotices.tsx';

afterEach(() => vi.unstubAllGlobals());

const SPLIT = 'Customer Details: the care service split must add up to 100%.';
const GROWTH = "Current Details: the home's growth must be between -50% and 100% a year.";
const OPTION = 'Wattle Creek: the capital growth must be between -50% and 100% a year.';

function serve(summary: { status: number; body: unknown }) {
  const form = formResponse({ villagesExternal: [externalVillage({ id: 21, name: 'Wattle Creek' })] });
  return mockFetch((url, init) => {
    if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: form } };
    if (url.endsWith('/form/5/summary')) return summary;
    return undefined;
  });
}

describe('Summary', () => {
  it('lists refused inputs in plain words, each with a link to its screen, and no engine sentence', async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: SPLIT,
          issues: [
            { path: 'customer.clinicalCareSplit', message: SPLIT },
            { path: 'customer.propertyGrowth', message: GROWTH },
            { path: 'village.21.contract.capitalGrowthRate', message: OPTION },
          ],
        },
      },
    });
    const router = renderAt('/corporate/form/5/summary');
    const problem = await screen.findByTestId('comparison-problem');
    expect(within(problem).getByText('The summary cannot be worked out until these are fixed')).toBeTruthy();
    const items = within(problem).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual([SPLIT, GROWTH, OPTION]);
    const links = within(problem).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Go to Customer Details', '/corporate/form/5/customer'],
      ['Go to Current Details', '/corporate/form/5/current'],
      ['Go to Wattle Creek', '/corporate/form/5/property/ext-21'],
    ]);
    expect(screen.queryByText(/Could not work out/)).toBeNull();
    fireEvent.click(links[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/form/5/current'));
  });

  it('says what failed and retries when the failure is not the inputs’ fault', async () => {
    let calls = 0;
    const form = formResponse();
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: form } };
      if (url.endsWith('/form/5/summary')) {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }
          : { status: 200, body: { data: summaryResponse() } };
      }
      return undefined;
    });
    renderAt('/corporate/form/5/summary');
    expect(await screen.findByText('Could not work out the summary: Something went wrong.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Comparison summary' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('says the contract terms changed when the server recalculated on edited terms, and only then', async () => {
    serve({ status: 200, body: { data: summaryResponse({ contractsChanged: true }) } });
    renderAt('/corporate/form/5/summary');
    expect(await screen.findByText(CONTRACTS_CHANGED)).toBeTruthy();
  });

  it('says nothing of contract terms on an ordinary summary', async () => {
    serve({ status: 200, body: { data: summaryResponse() } });
    renderAt('/corporate/form/5/summary');
    expect(await screen.findByRole('table', { name: 'Comparison summary' })).toBeTruthy();
    expect(screen.queryByText(CONTRACTS_CHANGED)).toBeNull();
  });

  it('shows the assumptions the comparison used under the table, labelled, 0 % included', async () => {
    // As the engine echoes them (comparison.assumptions): the customer's 0 % home growth was used as 0 %.
    const assumptions = {
      discountRate: 0.03,
      feeIndexation: 0.035,
      expenseIndexation: 0.03,
      pensionIndexation: 0.025,
      otherIncomeIndexation: 0,
      investmentEarningsRate: 0.045,
      homeGrowthRate: 0,
      expectedSaleMonths: 6,
    };
    serve({
      status: 200,
      body: { data: summaryResponse({ comparison: { ...summaryResponse().comparison, assumptions } }) },
    });
    renderAt('/corporate/form/5/summary');
    const section = await screen.findByRole('region', { name: 'Assumptions used' });
    const terms = within(section)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      'Investment earnings rate': '4.50% a year',
      'Home price growth': '0.00% a year',
      'Expense increases (inflation)': '3.00% a year',
      'Village fee, site fee and rent increases': '3.50% a year',
      'Pension and care rate increases after the latest rates': '2.50% a year',
      'Other income increases': '0.00% a year',
      "Discount rate (for today's dollars)": '3.00% a year',
      'Time to sell a home or unit': '6 months',
    });
    // The two the adviser enters come first.
    expect(terms.slice(0, 2)).toEqual(['Investment earnings rate', 'Home price growth']);
    // Under the table, not above it.
    const table = screen.getByRole('table', { name: 'Comparison summary' });
    expect(table.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

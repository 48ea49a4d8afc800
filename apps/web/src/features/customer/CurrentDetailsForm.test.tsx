import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentDetailsForm } from './CurrentDetailsForm.tsx';
import { makeHarness } from './testHarness.tsx';

// Big MUI forms are slow to query in jsdom on a shared 2-core machine.
describe('CurrentDetailsForm', { timeout: 40_000 }, () => {
  it('story: shows the current-situation fields only', () => {
    const { Harness } = makeHarness(CurrentDetailsForm, { propertyValue: 850_000, investmentInterest: 0.04 });
    render(<Harness />);
    for (const label of [
      'Home Market Value (Net)',
      'Home price growth (a year)',
      'Selling fees',
      'Personal Assets',
      'Investment Assets',
      'Investment earnings rate (a year)',
      'Other income',
      'Living expenses',
      'Travel and entertainment',
      'Health and wellness',
      'Renovations',
      'Garden/pool maintenance',
    ]) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    expect(screen.getByLabelText<HTMLInputElement>('Home Market Value (Net)').value).toBe('$850,000.00');
    expect(screen.getByLabelText<HTMLInputElement>('Investment earnings rate (a year)').value).toBe('4.00');
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Care level' })).toBeNull();
  });

  it('records an amount with its frequency', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness, last } = makeHarness(CurrentDetailsForm);
    render(<Harness />);
    await user.type(screen.getByLabelText('Living expenses'), '600');
    await user.tab();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Living expenses frequency' }));
    fireEvent.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(last()).toMatchObject({ livingExpenses: 600, livingExpensesFreq: 52 });
  });

  it('home expenses: itemised by the spec categories, or one total line that keeps the money', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness, last } = makeHarness(CurrentDetailsForm);
    render(<Harness />);
    await user.type(screen.getByLabelText('Rates'), '2200');
    await user.type(screen.getByLabelText('Insurances'), '1800');
    await user.tab();
    expect(screen.getByText('Total home expenses: $4,000.00 a year')).toBeTruthy();
    await user.click(screen.getByLabelText('Itemise home expenses'));
    expect(last()?.homeExpenses).toEqual([{ uid: 'all', text: 'All home expenses', value: 4000 }]);
    expect(screen.getByLabelText<HTMLInputElement>('Home expenses (all)').value).toBe('$4,000.00');
    // Back to itemised: the total goes into Other so nothing is lost.
    await user.click(screen.getByLabelText('Itemise home expenses'));
    expect(last()?.homeExpenses).toHaveLength(7);
    expect(last()?.homeExpenses.find((l) => l.text === 'Other')?.value).toBe(4000);
  });
});

/**
 * An option's expense lines: a line's amount and frequency patch that line only (the rest of the item kept), and a
 * home expense's name, amount and frequency patch that home line in the list.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ExpenseItem } from '@rlc/shared';
import { VillageExpenses, type VillageExpensesValue } from './VillageExpenses.tsx';

const living: ExpenseItem = { id: 'l1', name: 'Living expenses', amount: 600, frequency: 26 };
const garden: ExpenseItem = { id: 'h1', name: 'Garden', amount: 40, frequency: 12 };
const value: VillageExpensesValue = {
  livingExpenses: living,
  travelEntertainmentExpenses: null,
  healthWellnessExpenses: null,
  homeExpenses: [garden],
};

describe('VillageExpenses', { timeout: 30_000 }, () => {
  it('patches the one expense line or home line that changed', () => {
    const onChange = vi.fn();
    render(<VillageExpenses value={value} onChange={onChange} />);

    // Living expenses: 600 a fortnight → 650 (committed on blur), the item's id, name and frequency kept.
    const amount = screen.getByLabelText('Living expenses');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '650' } });
    fireEvent.blur(amount);
    expect(onChange).toHaveBeenLastCalledWith({ livingExpenses: { ...living, amount: 650 } });

    // Home expense 1 renamed: the list with that line's name changed.
    const name = screen.getByLabelText('Home expense 1 name');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Gardener' } });
    fireEvent.blur(name);
    expect(onChange).toHaveBeenLastCalledWith({ homeExpenses: [{ ...garden, name: 'Gardener' }] });

    // "Same as at home" for travel is unticked: a new fortnightly (26) line of $0 named after it.
    fireEvent.click(screen.getByLabelText('Travel and entertainment: same as at home'));
    const last = onChange.mock.lastCall?.[0] as Partial<VillageExpensesValue>;
    expect(last.travelEntertainmentExpenses).toMatchObject({
      name: 'Travel and entertainment',
      amount: 0,
      frequency: 26,
    });
  });
});

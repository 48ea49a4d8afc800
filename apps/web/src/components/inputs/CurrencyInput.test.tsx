import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CurrencyInput, type CurrencyInputProps } from './CurrencyInput.tsx';
import { itCommitsOnLeaving, renderControlled } from './test-harness.tsx';

const setup = (initial: number, props: Partial<CurrencyInputProps> = {}) =>
  renderControlled(CurrencyInput, { label: 'Personal Assets', value: initial, ...props });

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('CurrencyInput (spec §5 Currency)', { timeout: 30_000 }, () => {
  it('shows currency formatting when not focused and the raw number while editing', async () => {
    const { input, user } = setup(1234.5);
    expect(input.value).toBe('$1,234.50');
    await user.click(input);
    expect(input.value).toBe('1234.5');
  });

  it('strips all but digits and the point as you type, rounds to cents and formats on blur', async () => {
    const { input, changes, user } = setup(0);
    await user.click(input);
    await user.type(input, '12a,34.567');
    expect(input.value).toBe('1234.567');
    await user.tab();
    expect(changes.at(-1)).toBe(1234.57);
    expect(input.value).toBe('$1,234.57');
  });

  itCommitsOnLeaving(setup, [
    { name: 'drops a minus unless negatives are allowed', type: '-50', commits: 50 },
    {
      name: 'keeps a leading minus with allowNegative',
      props: { allowNegative: true },
      type: '-50',
      commits: -50,
      shows: '-$50.00',
    },
    { name: 'caps at max', props: { max: 1000 }, type: '5000', commits: 1000, shows: '$1,000.00' },
    { name: 'defaults a cleared field to 0', initial: 250, clear: true, commits: 0, shows: '$0.00' },
  ]);

  it('commits after 500 ms without typing, not before (spec §9 text debounce)', () => {
    vi.useFakeTimers();
    try {
      const { input, changes } = setup(0);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '99' } });
      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(changes).toEqual([]);
      expect(input.value).toBe('99'); // the field shows typing at once
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(changes).toEqual([99]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an error beside the field', () => {
    render(<CurrencyInput label="Home value" value={0} onChange={() => {}} error="Value required" />);
    const input = screen.getByLabelText('Home value');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Value required')).toBeTruthy();
  });
});

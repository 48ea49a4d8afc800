import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CurrencyInput, type CurrencyInputProps } from './CurrencyInput.tsx';
import { itCommitsOnLeaving, itRefusesOnLeaving, renderControlled } from './test-harness.tsx';

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

  // ADR 0017 (deliberate change): spec §5 literally stripped "12a,34.567" to 1234.57; the issue asks for a refusal.
  it('keeps refused text as typed, with its message beside the field, and commits nothing', async () => {
    const { input, changes, user } = setup(250);
    await user.click(input); // selects "250": the typing replaces it
    await user.keyboard('12a,34.567');
    await user.tab();
    expect(input.value).toBe('12a,34.567');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter an amount in dollars/)).toBeTruthy();
    expect(changes).toEqual([]); // $250 stays the value in force
  });

  it('rounds to cents and formats on blur', async () => {
    const { input, changes, user } = setup(0);
    await user.click(input);
    await user.type(input, '1234.567');
    await user.tab();
    expect(changes.at(-1)).toBe(1234.57);
    expect(input.value).toBe('$1,234.57');
  });

  it('shows what "1.2m" is understood as before it is saved, then saves 1,200,000', async () => {
    const { input, changes, user } = setup(0);
    await user.click(input);
    await user.type(input, '1.2m');
    expect(screen.getByText('= $1,200,000.00')).toBeTruthy();
    await user.tab();
    expect(changes.at(-1)).toBe(1_200_000);
    expect(input.value).toBe('$1,200,000.00');
  });

  it('refuses "1e12" (spec §5 literally: $112) and "$100,000,001" (above MONEY_MAX)', async () => {
    const { input, changes, user } = setup(0);
    await user.click(input);
    await user.type(input, '1e12');
    await user.tab();
    expect(input.value).toBe('1e12');
    expect(changes).toEqual([]);
    await user.click(input);
    await user.clear(input);
    await user.type(input, '$100,000,001');
    await user.tab();
    expect(screen.getByText('Must be $100,000,000 or less.')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('drops a valid value still pending when the text becomes refused', () => {
    vi.useFakeTimers();
    try {
      const { input, changes } = setup(0);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '99' } });
      fireEvent.change(input, { target: { value: '99x' } });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      fireEvent.blur(input);
      expect(changes).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the message and commits once the text is corrected', async () => {
    const { input, changes, user } = setup(0);
    await user.click(input);
    await user.type(input, '-500');
    expect(screen.getByText('Must be 0 or more.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '500');
    expect(screen.queryByText('Must be 0 or more.')).toBeNull();
    await user.tab();
    expect(changes.at(-1)).toBe(500);
  });

  itCommitsOnLeaving(setup, [
    {
      name: 'keeps a leading minus with allowNegative',
      props: { allowNegative: true },
      type: '-50',
      commits: -50,
      shows: '-$50.00',
    },
    { name: 'defaults a cleared field to 0', initial: 250, clear: true, commits: 0, shows: '$0.00' },
  ]);

  itRefusesOnLeaving(setup, [
    // ADR 0017 (deliberate change): spec §5 literally dropped the minus (−50 → 50) and capped 5000 at 1000.
    { name: 'refuses a minus unless negatives are allowed', type: '-50', message: 'Must be 0 or more.' },
    { name: 'refuses above max', props: { max: 1000 }, type: '5000', message: 'Must be $1,000 or less.' },
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

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PercentInput, type PercentInputProps } from './PercentInput.tsx';
import { itCommitsOnLeaving, renderControlled } from './test-harness.tsx';

const setup = (initial: number, props: Partial<PercentInputProps> = {}) =>
  renderControlled(PercentInput, { label: 'Growth', value: initial, ...props });

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('PercentInput (spec §5 Percent; value is a fraction shown ×100)', { timeout: 30_000 }, () => {
  it('shows a fraction as a percent with 2 decimals and edits it raw', async () => {
    const { input, user } = setup(0.065);
    expect(input.value).toBe('6.50');
    expect(screen.getByText('%')).toBeTruthy();
    await user.click(input);
    expect(input.value).toBe('6.5');
  });

  itCommitsOnLeaving(setup, [
    // 12.345 % → 12.35 % (2 decimals) → 0.1235
    {
      name: 'gives back a fraction rounded to 2 decimals of a percent',
      type: '12.345',
      commits: 0.1235,
      shows: '12.35',
    },
    // max 0.36 is 36 %: typing 50 (%) commits 0.36
    {
      name: 'scales a fractional max by 100 and caps at it',
      props: { max: 0.36 },
      type: '50',
      commits: 0.36,
      shows: '36.00',
    },
    // '-3x' keeps only the 3: 3 % = 0.03
    { name: 'allows digits and a dot only; minus only when allowed', type: '-3x', commits: 0.03 },
    {
      name: 'keeps a minus when negatives are allowed (e.g. a falling market)',
      props: { allowNegative: true },
      type: '-2.5',
      commits: -0.025,
    },
    { name: 'defaults unreadable text to 0', initial: 0.05, clear: true, type: '.', commits: 0 },
  ]);
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PercentInput, type PercentInputProps } from './PercentInput.tsx';
import { itCommitsOnLeaving, itRefusesOnLeaving, renderControlled } from './test-harness.tsx';

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
    // '5%' is 5 % = 0.05: the sign of a percent is understood in a percent field
    { name: 'understands a trailing %', type: '5%', commits: 0.05, shows: '5.00' },
    {
      name: 'keeps a minus when negatives are allowed (e.g. a falling market)',
      props: { allowNegative: true },
      type: '-2.5',
      commits: -0.025,
    },
    { name: 'defaults a cleared field to 0', initial: 0.05, clear: true, commits: 0, shows: '0.00' },
  ]);

  // ADR 0017 (deliberate change): spec §5 literally capped 50 at 36 %, kept only the 3 of '-3x' and read '.' and
  // letters as 0 %; each is now refused with its message and nothing is committed.
  itRefusesOnLeaving(setup, [
    {
      name: 'scales a fractional max by 100 and refuses above it',
      props: { max: 0.36 },
      type: '50',
      message: 'Must be 36% or less.',
    },
    { name: 'refuses letters', type: '-3x', message: 'Enter a percentage, e.g. 5 or 5.25.' },
    { name: 'refuses a lone point', type: '.', message: 'Enter a percentage, e.g. 5 or 5.25.' },
    { name: 'refuses a minus unless allowed', type: '-3', message: 'Must be 0 or more.' },
  ]);
});

import { describe, expect, it } from 'vitest';
import { NumberInput, type NumberInputProps } from './NumberInput.tsx';
import { itCommitsOnLeaving, itRefusesOnLeaving, renderControlled } from './test-harness.tsx';

const setup = (initial: number, props: Partial<NumberInputProps> = {}) =>
  renderControlled(NumberInput, { label: 'Repayment timeframe', value: initial, ...props });

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('NumberInput (spec §5 Number)', { timeout: 30_000 }, () => {
  itCommitsOnLeaving(setup, [
    // 12.75 to 1 decimal: 12.8
    { name: 'keeps the decimals asked for', props: { decimals: 1 }, type: '12.75', commits: 12.8 },
    { name: 'takes the max itself', props: { max: 120 }, type: '120', commits: 120 },
    {
      name: 'allows a negative sign only when asked',
      props: { allowNegative: true },
      type: '-4',
      commits: -4,
    },
    { name: 'defaults a cleared field to 0', initial: 24, clear: true, commits: 0, shows: '0' },
  ]);

  // ADR 0017 (deliberate change): spec §5 literally rounded 12.7 to 13, capped 500 at 120 and stripped 'a1b2-' to
  // 12; each is now refused with its message and nothing is committed.
  itRefusesOnLeaving(setup, [
    { name: 'is a whole number unless decimals is set', type: '12.7', message: 'Whole numbers only.' },
    { name: 'refuses above max', props: { max: 120 }, type: '500', message: 'Must be 120 or less.' },
    { name: 'refuses letters', type: 'a1b2-', message: 'Enter a whole number, e.g. 12.' },
  ]);

  it('caps the length typed', async () => {
    const { input, user } = setup(0, { maxLength: 3 });
    await user.type(input, '12345');
    expect(input.value).toBe('123');
  });
});

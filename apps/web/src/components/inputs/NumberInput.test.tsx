import { describe, expect, it } from 'vitest';
import { NumberInput, type NumberInputProps } from './NumberInput.tsx';
import { itCommitsOnLeaving, renderControlled } from './test-harness.tsx';

const setup = (initial: number, props: Partial<NumberInputProps> = {}) =>
  renderControlled(NumberInput, { label: 'Repayment timeframe', value: initial, ...props });

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('NumberInput (spec §5 Number)', { timeout: 30_000 }, () => {
  itCommitsOnLeaving(setup, [
    // 12.7 rounds to the whole number 13
    {
      name: 'is an integer unless decimals is set (rounded on commit)',
      type: '12.7',
      commits: 13,
      shows: '13',
    },
    // 12.75 to 1 decimal: 12.8
    { name: 'keeps the decimals asked for', props: { decimals: 1 }, type: '12.75', commits: 12.8 },
    { name: 'caps at max', props: { max: 120 }, type: '500', commits: 120 },
    {
      name: 'allows a negative sign only when asked',
      props: { allowNegative: true },
      type: '-4',
      commits: -4,
    },
    { name: 'defaults a cleared field to 0', initial: 24, clear: true, commits: 0, shows: '0' },
  ]);

  it('accepts digits and the point only', async () => {
    const { input, user } = setup(0);
    await user.type(input, 'a1b2-');
    expect(input.value).toBe('12');
  });

  it('caps the length typed', async () => {
    const { input, user } = setup(0, { maxLength: 3 });
    await user.type(input, '12345');
    expect(input.value).toBe('123');
  });
});

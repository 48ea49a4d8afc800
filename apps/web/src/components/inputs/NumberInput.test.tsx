import { describe, expect, it } from 'vitest';
import { NumberInput, type NumberInputProps } from './NumberInput.tsx';
import { renderControlled } from './test-harness.tsx';

const setup = (initial: number, props: Partial<NumberInputProps> = {}) =>
  renderControlled(NumberInput, { label: 'Repayment timeframe', value: initial, ...props });

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('NumberInput (spec §5 Number)', { timeout: 30_000 }, () => {
  it('is an integer unless decimals is set (rounded on commit)', async () => {
    const { input, changes, user } = setup(0);
    await user.type(input, '12.7');
    await user.tab();
    expect(changes.at(-1)).toBe(13);
    expect(input.value).toBe('13');
  });

  it('keeps the decimals asked for', async () => {
    const { input, changes, user } = setup(0, { decimals: 1 });
    await user.type(input, '12.75');
    await user.tab();
    expect(changes.at(-1)).toBe(12.8);
  });

  it('accepts digits and the point only', async () => {
    const { input, user } = setup(0);
    await user.type(input, 'a1b2-');
    expect(input.value).toBe('12');
  });

  it('caps the length typed and the value', async () => {
    const long = setup(0, { maxLength: 3 });
    await long.user.type(long.input, '12345');
    expect(long.input.value).toBe('123');
  });

  it('caps at max', async () => {
    const { input, changes, user } = setup(0, { max: 120 });
    await user.type(input, '500');
    await user.tab();
    expect(changes.at(-1)).toBe(120);
  });

  it('allows a negative sign only when asked', async () => {
    const { input, changes, user } = setup(0, { allowNegative: true });
    await user.type(input, '-4');
    await user.tab();
    expect(changes.at(-1)).toBe(-4);
  });

  it('defaults a cleared field to 0', async () => {
    const { input, changes, user } = setup(24);
    await user.clear(input);
    await user.tab();
    expect(changes.at(-1)).toBe(0);
    expect(input.value).toBe('0');
  });
});

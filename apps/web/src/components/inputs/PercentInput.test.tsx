import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PercentInput, type PercentInputProps } from './PercentInput.tsx';
import { renderControlled } from './test-harness.tsx';

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

  it('gives back a fraction rounded to 2 decimals of a percent', async () => {
    const { input, changes, user } = setup(0);
    // 12.345 % → 12.35 % (2 decimals) → 0.1235
    await user.type(input, '12.345');
    await user.tab();
    expect(changes.at(-1)).toBe(0.1235);
    expect(input.value).toBe('12.35');
  });

  it('scales a fractional max by 100 and caps at it', async () => {
    const { input, changes, user } = setup(0, { max: 0.36 });
    await user.type(input, '50');
    await user.tab();
    expect(changes.at(-1)).toBe(0.36);
    expect(input.value).toBe('36.00');
  });

  it('allows digits and a dot only; minus only when allowed', async () => {
    const plain = setup(0);
    await plain.user.type(plain.input, '-3x');
    await plain.user.tab();
    expect(plain.changes.at(-1)).toBe(0.03);
  });

  it('keeps a minus when negatives are allowed (e.g. a falling market)', async () => {
    const { input, changes, user } = setup(0, { allowNegative: true });
    await user.type(input, '-2.5');
    await user.tab();
    expect(changes.at(-1)).toBe(-0.025);
  });

  it('defaults unreadable text to 0', async () => {
    const { input, changes, user } = setup(0.05);
    await user.click(input);
    await user.clear(input);
    await user.type(input, '.');
    await user.tab();
    expect(changes.at(-1)).toBe(0);
  });
});

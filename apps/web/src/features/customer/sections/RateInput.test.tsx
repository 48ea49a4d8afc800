/**
 * Yearly rates are limited to what the calculation can use, -50 % … 100 % a year, shown under the field; a rate
 * outside is refused at the field with a clear message and never committed (so never saved); 0 % stays 0 %.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerRecord, ExternalVillage } from '@rlc/shared';
import { CurrentDetailsForm } from '../CurrentDetailsForm.tsx';
import { makeHarness } from '../testHarness.tsx';
import { inRateLimits } from '../../../components/inputs/RateInput.tsx';

const GROWTH = 'Home price growth (a year)';
const EARNINGS = 'Investment earnings rate (a year)';

describe('rate limits', { timeout: 40_000 }, () => {
  it('are the ones the shared schema (and so the server) accepts for both customer rates and capital growth', () => {
    for (const schema of [
      CustomerRecord.shape.propertyGrowth,
      CustomerRecord.shape.investmentInterest,
      ExternalVillage.shape.capitalGrowth,
    ]) {
      // -50 % and 100 % a year are the fractions -0.5 and 1; a hundredth of a percent beyond is refused.
      expect(schema.safeParse(-0.5).success).toBe(true);
      expect(schema.safeParse(1).success).toBe(true);
      expect(schema.safeParse(-0.5001).success).toBe(false);
      expect(schema.safeParse(1.0001).success).toBe(false);
    }
    expect([-0.5, 0, 1].map(inRateLimits)).toEqual([true, true, true]);
    expect([-0.5001, 1.0001, Number.NaN].map(inRateLimits)).toEqual([false, false, false]);
  });

  it('shows the limits beside both rate fields', () => {
    const { Harness } = makeHarness(CurrentDetailsForm, { propertyGrowth: 0.03, investmentInterest: 0.04 });
    render(<Harness />);
    expect(screen.getByText('From -50% to 100% a year; 0% means no growth')).toBeTruthy();
    expect(screen.getByText('From -50% to 100% a year; 0% means no earnings')).toBeTruthy();
    expect(screen.getByLabelText(GROWTH).getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses -25,150 % home growth at the field and keeps the rate in force; -50 % and 0 % go through', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness, records, last } = makeHarness(CurrentDetailsForm, { propertyGrowth: 0.03 });
    render(<Harness />);
    const growth = screen.getByLabelText<HTMLInputElement>(GROWTH);
    await user.clear(growth);
    await user.type(growth, '-25150');
    await user.tab();
    // Typed within the 500 ms debounce, the only commit is the one on leaving the field: refused, so the
    // record never changed and still holds 3 %.
    expect(records).toEqual([]);
    expect(growth.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        '-25150.00% is outside the limits: enter a rate from -50% to 100% a year (the rate stays 3.00%).',
      ),
    ).toBeTruthy();
    // The field shows the rate in force again, not the refused one.
    expect(growth.value).toBe('3.00');

    await user.clear(growth);
    await user.type(growth, '-50');
    await user.tab();
    expect(last()?.propertyGrowth).toBe(-0.5);
    expect(growth.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(/is outside the limits/)).toBeNull();

    await user.clear(growth);
    await user.tab();
    // An emptied field is 0 % (spec §5), kept as 0, not replaced by a default.
    expect(last()?.propertyGrowth).toBe(0);
    expect(growth.value).toBe('0.00');
  });

  it('refuses an earnings rate over 100 % instead of silently capping it', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness, records } = makeHarness(CurrentDetailsForm, { investmentInterest: 0.04 });
    render(<Harness />);
    await user.clear(screen.getByLabelText(EARNINGS));
    await user.type(screen.getByLabelText(EARNINGS), '150');
    await user.tab();
    expect(records).toEqual([]);
    expect(screen.getByText(/^150\.00% is outside the limits/)).toBeTruthy();
  });

  it('flags a stored rate outside the limits (saved before them) until it is corrected', () => {
    const { Harness } = makeHarness(CurrentDetailsForm, { propertyGrowth: -251.5 });
    render(<Harness />);
    expect(screen.getByLabelText(GROWTH).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('-25150.00% is outside the limits: enter a rate from -50% to 100% a year.'),
    ).toBeTruthy();
  });
});

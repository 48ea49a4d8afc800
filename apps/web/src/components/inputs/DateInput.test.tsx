import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from './DateInput.tsx';

// Fixed "today": 21 Nov 2026, so the default minimum year is 2026 − 150 = 1876.
const today = '2026-11-21';

function setup(initial: string | null, extra: { required?: boolean } = {}) {
  const changes: (string | null)[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DateInput
        label="Date of Birth"
        today={today}
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        {...extra}
      />
    );
  }
  render(<Harness />);
  return {
    input: screen.getByLabelText<HTMLInputElement>(/Date of Birth/),
    changes,
    user: userEvent.setup(),
  };
}

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('DateInput (spec §5 Dates, validated on blur)', { timeout: 30_000 }, () => {
  it('shows an ISO value as dd/mm/yyyy', () => {
    const { input } = setup('1948-03-02');
    expect(input.value).toBe('02/03/1948');
  });

  it('commits a valid dd/mm/yyyy date as ISO on blur', async () => {
    const { input, changes, user } = setup(null);
    await user.type(input, '29/02/1948');
    expect(changes).toEqual([]); // nothing until blur
    await user.tab();
    expect(changes).toEqual(['1948-02-29']);
    expect(input.value).toBe('29/02/1948');
  });

  it('refuses a day that does not exist (29 Feb in a non-leap year) and commits nothing', async () => {
    const { input, changes, user } = setup('1948-03-02');
    await user.clear(input);
    await user.type(input, '29/02/1947');
    await user.tab();
    expect(changes).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('February 1947 has 28 days.')).toBeTruthy(); // the format is right; the day is not
  });

  it("says 'Date cannot be in the future.' for today or later", async () => {
    const { input, changes, user } = setup(null);
    await user.type(input, '21/11/2026');
    await user.tab();
    expect(changes).toEqual([]);
    expect(screen.getByText('Date cannot be in the future.')).toBeTruthy();
  });

  it("says 'Date must be after <year>' before the minimum year", async () => {
    const { input, user } = setup(null);
    await user.type(input, '31/12/1875');
    await user.tab();
    expect(screen.getByText('Date must be after 1876')).toBeTruthy();
  });

  it('clears the error once a good date is typed', async () => {
    const { input, changes, user } = setup(null);
    await user.type(input, '31/12/1875');
    await user.tab();
    await user.clear(input);
    await user.type(input, '01/01/1950');
    await user.tab();
    expect(changes).toEqual(['1950-01-01']);
    expect(screen.queryByText('Date must be after 1876')).toBeNull();
  });

  it('commits null when cleared, or says Required. when required', async () => {
    const optional = setup('1948-03-02');
    await optional.user.clear(optional.input);
    await optional.user.tab();
    expect(optional.changes).toEqual([null]);
  });

  it('requires a date when required', async () => {
    const { input, changes, user } = setup('1948-03-02', { required: true });
    await user.clear(input);
    await user.tab();
    expect(changes).toEqual([]);
    expect(screen.getByText('Required.')).toBeTruthy();
  });

  it('accepts only digits and slashes', async () => {
    const { input, user } = setup(null);
    await user.type(input, '1a2.b/');
    expect(input.value).toBe('12/');
  });
});

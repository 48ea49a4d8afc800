import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cappedRateYearList, type YearList } from '@rlc/shared';
import { YearValuesInput } from './YearValuesInput.tsx';

function setup(initial: YearList) {
  const changes: YearList[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <YearValuesInput
        label="DMF"
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'DMF' });
  const field = (year: number) => within(group).getByLabelText<HTMLInputElement>(`Year ${year}`);
  return { group, field, changes, user: userEvent.setup() };
}

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('YearValuesInput (spec §3.5 dmf/ltmf: 11 values, years 1–10 and 15)', { timeout: 30_000 }, () => {
  // The demo licence village: 6 % a year to 36 % → year 3 = 18 %, year 6 onward = 36 %.
  const demoDmf = cappedRateYearList(0.06, 0.36);

  it('has one labelled field per year, 1–10 then 15, shown as percents', () => {
    const { group, field } = setup(demoDmf);
    const labels = within(group)
      .getAllByRole<HTMLInputElement>('textbox')
      .map((input) => input.labels?.[0]?.textContent);
    expect(labels).toEqual([
      'Year 1',
      'Year 2',
      'Year 3',
      'Year 4',
      'Year 5',
      'Year 6',
      'Year 7',
      'Year 8',
      'Year 9',
      'Year 10',
      'Year 15',
    ]);
    expect(field(3).value).toBe('18.00');
    expect(field(15).value).toBe('36.00');
  });

  it('changes one year as a fraction and keeps the others', async () => {
    const { field, changes, user } = setup(demoDmf);
    await user.clear(field(15));
    await user.type(field(15), '40');
    await user.tab();
    const last = changes.at(-1)!;
    expect(last).toHaveLength(11);
    expect(last.find((e) => e.year === 15)?.value).toBe(0.4);
    expect(last.find((e) => e.year === 3)?.value).toBe(0.18);
  });

  // ADR 0017 (deliberate change): spec §5 literally read 'abc' as 0 and capped 150 at 100 %; both are now
  // refused beside their cell and the schedule is not changed.
  it('refuses unreadable input and values above 100 %, changing nothing', async () => {
    const { field, changes, user } = setup(demoDmf);
    await user.clear(field(1));
    await user.type(field(1), 'abc');
    await user.tab();
    expect(field(1).value).toBe('abc');
    expect(screen.getByText('Enter a percentage, e.g. 5 or 5.25.')).toBeTruthy();
    await user.clear(field(2));
    await user.type(field(2), '150');
    await user.tab();
    expect(field(2).value).toBe('150');
    expect(screen.getByText('Must be 100% or less.')).toBeTruthy();
    expect(changes).toEqual([]);
  });
});

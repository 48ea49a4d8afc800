import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FrequencySelect } from './FrequencySelect.tsx';

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('FrequencySelect (spec §3.5 frequencies)', { timeout: 30_000 }, () => {
  it('offers the spec frequencies and gives the number of times a year', () => {
    const onChange = vi.fn();
    render(<FrequencySelect label="Living expenses frequency" value={26} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Living expenses frequency' });
    expect(select.textContent).toBe('Fortnightly');
    fireEvent.mouseDown(select);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['None', 'Yearly', 'Monthly', 'Fortnightly', 'Weekly']);
    fireEvent.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(onChange).toHaveBeenCalledWith(52);
  });

  it('can leave out None', () => {
    render(<FrequencySelect label="Fees frequency" value={12} allowNone={false} onChange={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fees frequency' }));
    expect(screen.queryByRole('option', { name: 'None' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SelectInput } from './SelectInput.tsx';

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('SelectInput', { timeout: 30_000 }, () => {
  it('gives back the option value with its own type (numbers stay numbers)', () => {
    const onChange = vi.fn();
    const options = [
      { value: 1, label: 'Single' },
      { value: 2, label: 'Couple' },
    ];
    render(<SelectInput<number> label="Relationship" value={1} options={options} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Relationship' }));
    fireEvent.click(screen.getByRole('option', { name: 'Couple' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("shows the text of an '' option (e.g. 'Not set') instead of an empty box", () => {
    const options = [
      { value: '', label: 'Not set' },
      { value: 'QLD', label: 'QLD' },
    ];
    render(<SelectInput<string> label="State" value="" options={options} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'State' }).textContent).toBe('Not set');
  });

  it('shows an error beside the field', () => {
    render(<SelectInput<string> label="State" value="" options={[]} onChange={() => {}} error="Required." />);
    expect(screen.getByText('Required.')).toBeTruthy();
  });
});

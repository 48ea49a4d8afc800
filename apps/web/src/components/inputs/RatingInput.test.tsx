import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RatingInput } from './RatingInput.tsx';

// The rating words and clamping are the shared rule's (packages/shared ratings.ts, tested there).

describe('RatingInput', { timeout: 30_000 }, () => {
  it('is a group named by its label, showing the word for the score', () => {
    render(<RatingInput label="Location" value={3} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Location' });
    expect(within(group).getByText('Good')).toBeTruthy();
  });

  it('reads an out-of-range value as clamped', () => {
    render(<RatingInput label="Amenities" value={9} onChange={() => {}} />);
    expect(screen.getByText('Excellent')).toBeTruthy();
  });

  it('gives the chosen score', () => {
    const onChange = vi.fn();
    render(<RatingInput label="Lifestyle" value={0} onChange={onChange} />);
    expect(screen.getByText('Not rated')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4 Very Good' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RatingInput } from './RatingInput.tsx';
import { clampRating, ratingLabel } from './rating.ts';

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('rating rules (spec §3.6)', { timeout: 30_000 }, () => {
  it('clamps to 0–5; an invalid value gives 0', () => {
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(Number.NaN)).toBe(0);
    expect(clampRating('abc')).toBe(0);
    expect(clampRating('4')).toBe(4);
  });
  it('labels 1 Very Poor … 5 Excellent; a value between 0 and 1 reads Very Poor', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Very Poor', 'Poor', 'Good', 'Very Good', 'Excellent']);
    expect(ratingLabel(0.4)).toBe('Very Poor');
    expect(ratingLabel(0)).toBe('');
  });
});

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

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { KeyFiguresPanel } from './KeyFiguresPanel.tsx';
import { comparison, landLease, stay, village } from '../testing/resultsFixture.ts';

describe('key figures on screen', () => {
  it('shows the headline and one card per choice, each figure under its label', () => {
    render(<KeyFiguresPanel comparison={comparison([stay, village, landLease])} />);
    // The land lease has no 10-year estate in the fixture, so the headline names the two that do.
    expect(screen.getByTestId('key-figures').textContent).toBe(
      'Staying at home leaves you $1,353,427 at year 10; Sunny Grove Village leaves $845,698.',
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Staying at home',
      'Sunny Grove Village',
      'Bayside Land Lease',
    ]);
    const rv = screen.getByRole('article', { name: 'Sunny Grove Village' });
    const terms = within(rv)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Getting in', 'First year', 'Age Pension', 'On leaving', 'After 10 years']);
    expect(within(rv).getAllByRole('definition')[1]!.textContent).toBe(
      'Living there costs $33,548. The Age Pension pays $4,040, so you pay $29,508 yourself.',
    );
    // Per fortnight beside per year: $4,040.40 / 26 = $155.40.
    expect(within(rv).getAllByRole('definition')[2]!.textContent).toBe(
      '$155.40 a fortnight ($4,040 a year).',
    );
  });

  it("explains today's dollars with the comparison's discount rate", () => {
    render(<KeyFiguresPanel comparison={comparison([stay], { assumptions: { discountRate: 0.025 } })} />);
    expect(screen.getByText(/allowing 2\.5% a year/)).toBeTruthy();
  });
});

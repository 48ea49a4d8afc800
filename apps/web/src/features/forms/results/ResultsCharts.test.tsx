import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import ResultsCharts from './ResultsCharts.tsx';
import { comparison, landLease, stay, village } from '../testing/resultsFixture.ts';

describe('Results charts', () => {
  it('names each chart by its caption and gives its figures as a table', () => {
    render(<ResultsCharts comparison={comparison([stay, village, landLease], { projectionYears: 15 })} />);
    for (const name of ['Net cash flow by year', 'Estate position by year', 'Exit entitlement']) {
      expect(screen.getByRole('figure', { name })).toBeTruthy();
    }
    const estate = screen.getByRole('table', { name: 'Estate position by year: the figures' });
    // Only years with a figure get a column: 1, 2, 5, 10 (staying at home, the village) and 15 (land lease).
    const head = within(estate)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['', 'Year 1', 'Year 2', 'Year 5', 'Year 10', 'Year 15']);
    const rvRow = within(estate).getByRole('row', { name: /^Sunny Grove Village/ });
    expect(
      within(rvRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '$950,492',
      '$928,502',
      '$865,394',
      '$845,698',
      '', // the village's contract is worked out to 10 years only
    ]);
    // Year 2 of staying at home has a negative cash flow in the fixture: written with a minus sign.
    const cash = screen.getByRole('table', { name: 'Net cash flow by year: the figures' });
    expect(within(cash).getByRole('row', { name: /^Staying at home/ }).textContent).toContain('\u2212$2,569');
    // The first render of @mui/x-charts in jsdom is slow on a busy 2-core machine.
  }, 30000);

  it('has no exit-entitlement chart when nothing comes back on leaving', () => {
    render(<ResultsCharts comparison={comparison([{ ...stay, homeowner: false }])} />);
    expect(screen.queryByRole('figure', { name: 'Exit entitlement' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import ResultsCharts from './ResultsCharts.tsx';
import { comparison, landLease, stay, village, yearRow } from '../testing/resultsFixture.ts';

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
    // The first render of the charts in jsdom is slow on a busy 2-core machine.
  }, 30000);

  it('labels the dollar axis in whole, distinct dollars when every figure is $0 (an empty report)', () => {
    // A new report with nothing entered: every year's cash flow and estate is $0. The axis then spans $0…$1;
    // fractional ticks (0, 0.2, …, 1) would read "$0 $0 $0 $1 $1 $1" in whole dollars, so the steps are $1.
    const empty = {
      ...stay,
      ingoing: { ...stay.ingoing, fundsLeftToInvest: 0 },
      ongoing: [1, 2, 3].map((y) => yearRow(y)),
      estate: [1, 2, 5, 10].map((years) => ({
        years,
        property: 0,
        investments: 0,
        total: 0,
        totalPresentValue: 0,
      })),
    };
    render(<ResultsCharts comparison={comparison([{ ...empty, homeowner: false }])} />);
    for (const name of ['Net cash flow by year', 'Estate position by year']) {
      const plot = within(screen.getByRole('figure', { name })).getByRole('img');
      const yLabels = [...plot.querySelectorAll('text')]
        .map((t) => t.textContent ?? '')
        .filter((t) => t.startsWith('$'));
      expect(yLabels).toEqual(['$0', '$1']);
    }
  });

  it('has no exit-entitlement chart when nothing comes back on leaving', () => {
    render(<ResultsCharts comparison={comparison([{ ...stay, homeowner: false }])} />);
    expect(screen.queryByRole('figure', { name: 'Exit entitlement' })).toBeNull();
  });

  it('draws the home sale apart from the exit entitlements, with a note (like with like)', () => {
    render(<ResultsCharts comparison={comparison([stay, village])} />);
    const exit = screen.getByRole('figure', { name: 'Exit entitlement' });
    expect(
      within(exit).getByRole('group', { name: /^For reference: Your home's net sale value/ }),
    ).toBeTruthy();
    expect(
      within(exit).getByText(/not an exit entitlement: it is what the home would sell for/),
    ).toBeTruthy();
    const table = within(exit).getByRole('table', { name: 'Exit entitlement: the figures' });
    expect(
      within(table).getByRole('row', { name: /^Your home's net sale value \(if you stay\)/ }),
    ).toBeTruthy();
  }, 30000);

  it('notes under the net cash flow the year someone reaches Age Pension age', () => {
    const ongoing = stay.ongoing.map((r) =>
      r.year === 1
        ? {
            ...r,
            pensionAgeReached: [{ who: 'person' as const, date: '2027-05-21', shareOfYear: 184 / 365 }],
          }
        : r,
    );
    render(<ResultsCharts comparison={comparison([{ ...stay, ongoing }, village])} />);
    const cash = screen.getByRole('figure', { name: 'Net cash flow by year' });
    expect(
      within(cash).getByText(
        'Year 1: you reach Age Pension age on 21/05/2027, so the Age Pension is paid from then (50% of that year).',
      ),
    ).toBeTruthy();
  }, 30000);
});

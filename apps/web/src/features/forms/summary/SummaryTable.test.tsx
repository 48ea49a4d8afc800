import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SummaryTable } from './SummaryTable.tsx';
import {
  InsufficientFundsNotice,
  RATES_OUT_OF_DATE,
  RatesLine,
  SIMPLIFIED_TITLE,
  SimplifiedNotice,
} from './SummaryNotices.tsx';
import { summaryResponse } from '../../../test/formData.ts';

const rowCells = (label: string) => {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

describe('summary table from a sample summary response', () => {
  it('has staying at home and each option as columns, in the response order', () => {
    render(<SummaryTable summary={summaryResponse()} />);
    const head = screen.getAllByRole('rowgroup')[0]!;
    const headers = within(head)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Staying at home', 'Sunny Grove – licenceInsufficient funds']);
  });

  it('keeps the item names in view while a narrow screen scrolls the options sideways', () => {
    // On a 375 px phone the table is ~660 px wide and scrolls inside its box: without a sticky first column the
    // figures of an option showed with no row name beside them.
    render(<SummaryTable summary={summaryResponse()} />);
    for (const name of ['Entry price (ingoing contribution)', 'Net cash flow per year']) {
      const th = screen.getByRole('rowheader', { name });
      expect(getComputedStyle(th).position).toBe('sticky');
      expect(getComputedStyle(th).left).toBe('0px');
    }
  });

  it('groups rows under section headings in the design order', () => {
    render(<SummaryTable summary={summaryResponse()} />);
    const headings = screen.getAllByRole('rowheader').map((h) => h.textContent);
    const groups = [
      'Moving in',
      'Ongoing costs (first year)',
      'Income (first year)',
      'Net cash flow',
      'Exit entitlement (what comes back on leaving)',
      'Estate position',
      'Ratings',
    ];
    expect(headings.filter((h) => groups.includes(h))).toEqual(groups);
    // Each row sits under its own group: Age Pension after 'Income', before 'Net cash flow'.
    const at = (t: string) => headings.indexOf(t);
    expect(at('Age Pension')).toBeGreaterThan(at('Income (first year)'));
    expect(at('Age Pension')).toBeLessThan(at('Net cash flow'));
    expect(at('Care contributions (Support at Home)')).toBeGreaterThan(at('Ongoing costs (first year)'));
    expect(at('Care contributions (Support at Home)')).toBeLessThan(at('Income (first year)'));
  });

  it('shows whole dollars, a dash where a row does not apply, negatives as such, and rating words', () => {
    render(<SummaryTable summary={summaryResponse()} />);
    expect(rowCells('Entry price (ingoing contribution)')).toEqual(['–', '$320,000']);
    // 31,223.40 rounds to $31,223 (whole dollars).
    expect(rowCells('Age Pension')).toEqual(['$31,223', '$4,040']);
    expect(rowCells('Rent Assistance')).toEqual(['$0', '$0']);
    // -1,250.60 rounds to -1,251.
    expect(rowCells('Net cash flow per year')[0]).toMatch(/^-\$1,251$/);
    expect(rowCells('Exit entitlement after 5 years')).toEqual(['–', '$222,000']);
    expect(rowCells('Location')).toEqual(['Not rated', '4 Very Good']);
  });

  it("says 'Insufficient funds' on the option that cannot be afforded, and names it in a notice", () => {
    render(<InsufficientFundsNotice summary={summaryResponse()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/Insufficient funds.*Sunny Grove – licence/);
  });
});

describe('simplified summary', () => {
  it("lists the spec's missing customer details and links to Customer Details", () => {
    const s = summaryResponse({ simple: true, missing: ['Date of Birth', 'Investment Assets'] });
    render(
      <MemoryRouter>
        <SimplifiedNotice summary={s} customerPath="/corporate/form/5/customer" />
      </MemoryRouter>,
    );
    expect(screen.getByText(SIMPLIFIED_TITLE)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Missing customer details' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Date of Birth', 'Investment Assets']);
    expect(screen.getByRole('link', { name: 'Complete Customer Details' }).getAttribute('href')).toBe(
      '/corporate/form/5/customer',
    );
  });

  it('shows nothing for a customised summary', () => {
    const { container } = render(
      <MemoryRouter>
        <SimplifiedNotice summary={summaryResponse()} customerPath="/x" />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('rates line', () => {
  it('gives the comparison date and the newest rates date, and no notice when rates are current', () => {
    render(<RatesLine summary={summaryResponse()} />);
    expect(
      screen.getByText(/Compared as at 21\/11\/2026; pension and care rates in force from 20\/03\/2026/),
    ).toBeTruthy();
    expect(screen.queryByText(RATES_OUT_OF_DATE)).toBeNull();
  });
  it("shows 'Rates may be out of date' naming the programs when the engine says so", () => {
    const s = summaryResponse({
      ratesStatus: {
        asAt: '2026-11-21',
        anyOutOfDate: true,
        programs: [
          {
            program: 'age_pension_rates',
            latestEffectiveDate: '2026-03-20',
            status: 'secondary',
            nextScheduledRevision: '2026-09-20',
            revisionPassedWithoutNewValues: true,
            outOfDate: true,
          },
          {
            program: 'deeming_rates',
            latestEffectiveDate: '2026-03-20',
            status: 'official',
            nextScheduledRevision: null,
            revisionPassedWithoutNewValues: false,
            outOfDate: false,
          },
        ],
      },
    });
    render(<RatesLine summary={s} />);
    expect(screen.getByText(RATES_OUT_OF_DATE)).toBeTruthy();
    // Programs are named in plain words, and only the out-of-date ones.
    expect(screen.getByText(/Age Pension rates/)).toBeTruthy();
    expect(screen.queryByText(/deeming rates/)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { decisionWords, nameLines, pageOf } from './FormListModel.ts';

// 1 … 60 in pages of 25: page 0 = 1–25, page 1 = 26–50, page 2 = 51–60 (ceil(60 / 25) = 3 pages).
const sixty = Array.from({ length: 60 }, (_, i) => i + 1);

describe('pageOf', () => {
  it('cuts the list into pages of the given size', () => {
    expect(pageOf(sixty, 0, 25)).toEqual({ rows: sixty.slice(0, 25), page: 0 });
    expect(pageOf(sixty, 1, 25).rows[0]).toBe(26);
    expect(pageOf(sixty, 2, 25)).toEqual({ rows: [51, 52, 53, 54, 55, 56, 57, 58, 59, 60], page: 2 });
  });

  it('shows the last page instead of one past the end (after a delete or a narrower search)', () => {
    expect(pageOf(sixty, 5, 25)).toEqual({ rows: sixty.slice(50), page: 2 });
    // 50 rows fill exactly 2 pages: page 2 would be empty, so page 1 shows.
    expect(pageOf(sixty.slice(0, 50), 2, 25).page).toBe(1);
  });

  it('is page 0 with no rows for an empty list', () => {
    expect(pageOf([], 3, 25)).toEqual({ rows: [], page: 0 });
  });
});

describe('nameLines', () => {
  const couple = { clientName: 'John Citizen', partnerName: 'Mary Citizen' };
  it('shows a report name that names everyone once, and the people under one that does not', () => {
    expect(nameLines({ ...couple, reportName: 'John and Mary Citizen' })).toEqual({
      title: 'John and Mary Citizen',
      people: null,
    });
    // Different last names: the shared reportName joins the full names with 'and'.
    expect(
      nameLines({
        clientName: 'John Citizen',
        partnerName: 'Mary Jones',
        reportName: 'John Citizen and Mary Jones',
      }),
    ).toEqual({ title: 'John Citizen and Mary Jones', people: null });
    expect(nameLines({ ...couple, reportName: 'Citizen downsizing' })).toEqual({
      title: 'Citizen downsizing',
      people: 'John Citizen & Mary Citizen',
    });
  });

  it('uses the people as the title without a report name, and never shows an empty line', () => {
    expect(nameLines({ ...couple, reportName: '' })).toEqual({
      title: 'John Citizen & Mary Citizen',
      people: null,
    });
    expect(nameLines({ clientName: '', partnerName: '', reportName: '' })).toEqual({
      title: 'No client yet',
      people: null,
    });
    expect(nameLines({ clientName: '', partnerName: '', reportName: 'Walk-in enquiry' })).toEqual({
      title: 'Walk-in enquiry',
      people: null,
    });
  });
});

describe('decisionWords', () => {
  it('names the option bought when the item carries its label, and the no-choice otherwise', () => {
    expect(decisionWords({ clientResponse: 'yes', noId: null, decisionLabel: 'Sunny Grove licence' })).toBe(
      'Buying: Sunny Grove licence',
    );
    expect(decisionWords({ clientResponse: 'yes', noId: null, decisionLabel: null })).toBe('Buying');
    expect(decisionWords({ clientResponse: 'no', noId: 'home', decisionLabel: 'Home' })).toBe(
      'Not buying (Home)',
    );
    expect(decisionWords({ clientResponse: null, noId: null, decisionLabel: null })).toBe('');
  });
});

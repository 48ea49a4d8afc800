import { describe, expect, it } from 'vitest';
import { decisionWords, nameLines } from './FormListModel.ts';

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
    // Issue 14: the "no" choices in plain words, whatever label an older server sent.
    expect(decisionWords({ clientResponse: 'no', noId: 'home', decisionLabel: 'Home' })).toBe(
      'Not buying (Staying at home)',
    );
    expect(decisionWords({ clientResponse: 'no', noId: 'ext', decisionLabel: null })).toBe(
      'Not buying (Another property)',
    );
    expect(decisionWords({ clientResponse: 'no', noId: 'unk', decisionLabel: null })).toBe(
      'Not buying (Undecided / unknown reason)',
    );
    expect(decisionWords({ clientResponse: null, noId: null, decisionLabel: null })).toBe('');
  });
});

// Issue 14 "Age from the pension-age date, not the report date": someone reaching Age Pension age (67,
// parameters/au/dss/age_pension/pension_age.yaml) during the projection is paid from that day, pro rata in that
// year, and the year's row says so. The household: single homeowner staying at home, $10,000 invested and $5,000
// personal assets, so the means tests leave the full rate (the pension a year does not depend on age otherwise).
import { describe, expect, it } from 'vitest';
import { compare, type CompareInput } from '../src/index.ts';
import { birthdayAt } from '../src/comparison/projection.ts';

const household = (dob: string, partnerDob?: string): CompareInput => ({
  asAt: '2026-11-21',
  customer: {
    relationship: partnerDob ? 'couple' : 'single',
    person: { firstName: 'Ada', dob },
    ...(partnerDob ? { partner: { firstName: 'Ben', dob: partnerDob } } : {}),
    propertyValue: 500_000,
    personalAssets: 5_000,
    investmentAssets: 10_000,
  },
});

const stay = (form: CompareInput) => compare(form).scenarios[0]!.ongoing;

describe('birthdayAt', () => {
  it('is the birthday that year; 29 February turns 1 March in a common year; 66½ adds 6 months', () => {
    expect(birthdayAt('1960-05-21', 67)).toBe('2027-05-21');
    expect(birthdayAt('1960-02-29', 67)).toBe('2027-03-01');
    expect(birthdayAt('1956-08-31', 66.5)).toBe('2023-03-01'); // no 31 February: the next day counts
    expect(birthdayAt('1955-01-15', 66.5)).toBe('2021-07-15');
  });
});

describe('Age Pension from the day pension age is reached', () => {
  // Already of age (born 1950) for the whole projection: the full-year amounts the others are compared with.
  const full = stay(household('1950-01-01'));

  it('reaching 67 on 21 May 2027, inside year 1 (21 Nov 2026 – 21 Nov 2027): 184 of 365 days are paid', () => {
    // 21 May → 21 Nov 2027 = 10 (May) + 30 + 31 + 31 + 30 + 31 + 30 (Jun–Oct) + 21 (Nov) = 184 days;
    // the year has 365 days (no 29 February inside). Before: nothing in year 1, paid from year 2.
    const rows = stay(household('1960-05-21'));
    expect(rows[0]?.agePension).toBeCloseTo(((full[0]?.agePension ?? 0) * 184) / 365, 1);
    expect(rows[0]?.agePension).toBeGreaterThan(0);
    expect(rows[0]?.pensionAgeReached).toEqual([
      { who: 'person', date: '2027-05-21', shareOfYear: expect.closeTo(184 / 365, 10) as number },
    ]);
    // Year 2 is a whole year of age: the full amount, and no note.
    expect(rows[1]?.agePension).toBe(full[1]?.agePension);
    expect(rows[1]?.pensionAgeReached).toBeUndefined();
  });

  it('reaching 67 on the first day of year 3 (21 Nov 2028): all of year 3, nothing in year 2, a note in year 3', () => {
    const rows = stay(household('1961-11-21'));
    expect(rows[1]?.agePension).toBe(0);
    expect(rows[2]?.agePension).toBe(full[2]?.agePension);
    expect(rows[2]?.pensionAgeReached).toEqual([{ who: 'person', date: '2028-11-21', shareOfYear: 1 }]);
  });

  it('a couple: the partner reaching 67 on 1 Jan 2029, in year 3 (21 Nov 2028 – 21 Nov 2029), adds their part', () => {
    // Ada is of age throughout; Ben turns 67 on 1 Jan 2029. 1 Jan → 21 Nov 2029 = 365 − 41 = 324 days of 365.
    // A couple with one partner of age is paid half the combined rate: year 2 = ½, year 3 = (1 + 324/365) / 2.
    const both = stay(household('1950-01-01', '1950-01-01'));
    const rows = stay(household('1950-01-01', '1962-01-01'));
    expect(rows[1]?.agePension).toBeCloseTo((both[1]?.agePension ?? 0) / 2, 1);
    expect(rows[2]?.agePension).toBeCloseTo(((both[2]?.agePension ?? 0) * (1 + 324 / 365)) / 2, 1);
    expect(rows[2]?.pensionAgeReached).toEqual([
      { who: 'partner', date: '2029-01-01', shareOfYear: expect.closeTo(324 / 365, 10) as number },
    ]);
  });

  it('says nothing in a simplified comparison (no Age Pension is worked out)', () => {
    const form = household('1960-05-21');
    delete (form.customer as { investmentAssets?: number }).investmentAssets;
    const rows = stay(form);
    expect(rows.every((r) => r.pensionAgeReached === undefined && r.agePension === 0)).toBe(true);
  });
});

// Notes on reaching Age Pension age, as the Results screen and the PDF show them.
import { describe, expect, it } from 'vitest';
import { pensionAgeNotes } from '../src/index.ts';

const row = (year: number, pensionAgeReached?: unknown) => ({
  year,
  ...(pensionAgeReached ? { pensionAgeReached } : {}),
});
const comparison = (ongoing: ReturnType<typeof row>[]) =>
  ({ scenarios: [{ kind: 'stay', ongoing }] }) as unknown as Parameters<typeof pensionAgeNotes>[0];

describe('pensionAgeNotes', () => {
  it('names the year, who, the date and the pro-rata share (184 of 365 days ≈ 50 %)', () => {
    const notes = pensionAgeNotes(
      comparison([
        row(1, [{ who: 'person', date: '2027-05-21', shareOfYear: 184 / 365 }]),
        row(2),
        row(3, [{ who: 'partner', date: '2028-11-21', shareOfYear: 1 }]),
      ]),
    );
    expect(notes).toEqual([
      {
        year: 1,
        text: 'Year 1: you reach Age Pension age on 21/05/2027, so the Age Pension is paid from then (50% of that year).',
      },
      {
        year: 3,
        text: 'Year 3: your partner reaches Age Pension age on 21/11/2028, so their Age Pension is paid from then (all of that year).',
      },
    ]);
  });

  it('gives none for a comparison stored before the engine said so', () => {
    expect(pensionAgeNotes(comparison([row(1), row(2)]))).toEqual([]);
  });
});

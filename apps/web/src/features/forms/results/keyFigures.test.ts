import { describe, expect, it } from 'vitest';
import {
  keyFigures,
  keyFiguresSentence,
  keyHorizon,
  keySentences,
  scenarioKeyFigures,
  type ScenarioKeyFigures,
} from './keyFigures.ts';
import { comparison, landLease, stay, village, yearRow } from '../testing/resultsFixture.ts';
import { summaryResponse } from '../../../test/formData.ts';

describe('key figures in plain words', () => {
  const fromSummary = summaryResponse().comparison;
  it('talks about year 10 when the comparison reaches it', () => {
    expect(keyHorizon(fromSummary)).toBe(10);
  });
  it('says what staying at home and each option leave, in whole dollars', () => {
    const years = 10;
    expect(keyFiguresSentence(keyFigures(fromSummary, years), years)).toBe(
      'Staying at home leaves you $1,708,268 at year 10; Sunny Grove – licence leaves $1,131,656.',
    );
  });
  it('falls back to the longest horizon when there is no year 10, and to none without any', () => {
    expect(keyHorizon(comparison([{ ...landLease, estate: landLease.estate.slice(0, 1) }]))).toBe(1);
    expect(keyHorizon(comparison([{ ...stay, estate: [] }]))).toBeNull();
  });
});

/** The sentences of one scenario as "Lead: text" lines, to compare whole. */
const lines = (k: ScenarioKeyFigures, simplified = false) =>
  keySentences(k, simplified).map((s) => `${s.lead}: ${s.text}`);

describe('key figures per choice', () => {
  const c = comparison([stay, village, landLease]);
  const [home, rv, llc] = scenarioKeyFigures(c, keyHorizon(c));

  it('staying at home: nothing up front, the pension covers year 1, the home sale, the estate', () => {
    // Year 1: the Age Pension $31,223.40 exceeds the costs $28,900 by $2,323.40 → "$2,323 to spare".
    // Sale: the net home equity (estate `property`) at 5 and 10 years, $956,401.11 and $1,108,731.01.
    // Estate at 10: $1,353,426.65 → $1,353,427; present value $1,007,076.54 → $1,007,077.
    expect(lines(home!)).toEqual([
      'Getting in: Nothing to pay. You keep your home and $150,000 in savings.',
      'First year: Staying at home costs $28,900. The Age Pension ($31,223) covers it, with $2,323 to spare.',
      // A fortnight beside the year: $31,223.40 / 26 = $1,200.90.
      'Age Pension: $1,200.90 a fortnight ($31,223 a year).',
      'Selling the home: Sell after 5 years and it brings $956,401 after selling costs; after 10 years, $1,108,731.',
      "After 10 years: You would have $1,353,427 in all, counting your home and savings. That is $1,007,077 in today's dollars.",
    ]);
  });

  it('a village: the entry cost, what is left to pay in year 1, the exit entitlements, the estate', () => {
    // Year 1: costs $33,548.28 − Age Pension $4,040.40 = $29,507.88 → "$29,508 yourself".
    // Exit entitlement at 5 years $222,000 (today's dollars $188,689.72 → $188,690); at 10 years $202,800
    // ($148,688.40 → $148,688). Estate at 10: $845,697.68 → $845,698, today's $627,064.65 → $627,065.
    expect(lines(rv!)).toEqual([
      'Getting in: Moving in costs $320,000. After selling your home, you have $655,000 left to invest.',
      'First year: Living there costs $33,548. The Age Pension pays $4,040, so you pay $29,508 yourself.',
      // $4,040.40 / 26 = $155.40 a fortnight.
      'Age Pension: $155.40 a fortnight ($4,040 a year).',
      "On leaving: Leave after 5 years and you get back $222,000 ($188,690 in today's dollars); after 10 years, $202,800 ($148,688 in today's dollars).",
      "After 10 years: You would have $845,698 in all, counting what you get back and your savings. That is $627,065 in today's dollars.",
    ]);
  });

  it('land lease: Rent Assistance and care in year 1; only the horizons the engine worked out', () => {
    // Support: $14,180.40 + $4,781.40 = $18,961.80 → $18,962; left to pay: $39,300 − $18,961.80 = $20,338.20.
    // Exit entitlement at 5 years only (no 10-year figure in this fixture); no estate at 10 years either.
    expect(lines(llc!)).toEqual([
      'Getting in: Moving in costs $450,000. After selling your home, you have $525,000 left to invest.',
      'First year: Living there costs $39,300, including $1,200 for care. The Age Pension and Rent Assistance pay $18,962, so you pay $20,338 yourself.',
      // $14,180.40 / 26 = $545.40 and $4,781.40 / 26 = $183.90 a fortnight.
      'Age Pension: $545.40 a fortnight ($14,180 a year); Rent Assistance $183.90 a fortnight ($4,781 a year).',
      "On leaving: Leave after 5 years and you get back $508,632 ($432,313 in today's dollars).",
    ]);
  });

  it('says how much is missing when the funds do not cover the move', () => {
    // Funds $975,000 − cost $1,100,000 = −$125,000 (the engine's fundsLeftToInvest).
    const short = {
      ...village,
      ingoing: {
        totalCost: 1100000,
        homeSalePrice: 850000,
        fundsLeftToInvest: -125000,
        insufficientFunds: true,
      },
    };
    const [k] = scenarioKeyFigures(comparison([short]), 10);
    expect(keySentences(k!, false)[0]!.text).toBe(
      'Moving in costs $1,100,000. That is $125,000 more than you have, even after selling your home.',
    );
  });

  it('a renter staying at home: no home to sell, savings only', () => {
    const renter = {
      ...stay,
      homeowner: false,
      estate: [{ years: 10, property: 0, investments: 120000, total: 120000, totalPresentValue: 89291.28 }],
    };
    const [k] = scenarioKeyFigures(comparison([renter]), 10);
    expect(k!.exits).toEqual([]);
    expect(lines(k!)).toEqual([
      'Getting in: Nothing to pay. You keep $150,000 in savings.',
      'First year: Staying at home costs $28,900. The Age Pension ($31,223) covers it, with $2,323 to spare.',
      // A fortnight beside the year: $31,223.40 / 26 = $1,200.90.
      'Age Pension: $1,200.90 a fortnight ($31,223 a year).',
      "After 10 years: You would have $120,000 in all, counting your savings. That is $89,291 in today's dollars.",
    ]);
  });

  it('the simplified comparison says the Age Pension is not counted; no pension means paying it all', () => {
    const noPension = { ...village, ongoing: [yearRow(1, { totalOutgoings: 30000 })] };
    const [k] = scenarioKeyFigures(comparison([noPension], { simplified: true }), 10);
    expect(keySentences(k!, true)[1]!.text).toBe(
      'Living there costs $30,000. Age Pension and Rent Assistance are not counted yet.',
    );
    expect(keySentences(k!, false)[1]!.text).toBe('Living there costs $30,000. You pay all of it yourself.');
  });

  it('support exactly equal to the costs covers them with nothing to spare', () => {
    const even = { ...village, ongoing: [yearRow(1, { totalOutgoings: 20000, agePension: 20000 })] };
    const [k] = scenarioKeyFigures(comparison([even]), 10);
    expect(keySentences(k!, false)[1]!.text).toBe(
      'Living there costs $20,000. The Age Pension ($20,000) covers it.',
    );
  });

  it('leaves out the entry sentence when the stored comparison has no entry figures', () => {
    const old = { ...village, ingoing: { fundsLeftToInvest: 655000, insufficientFunds: false } };
    const [k] = scenarioKeyFigures(comparison([old]), 10);
    expect(k!.entry).toBeNull();
    expect(keySentences(k!, false).map((s) => s.lead)).toEqual([
      'First year',
      'Age Pension',
      'On leaving',
      'After 10 years',
    ]);
  });
});

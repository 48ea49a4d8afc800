import { describe, expect, it } from 'vitest';
import { keyFigures, keyFiguresSentence, keyHorizon } from './keyFigures.ts';
import { summaryResponse } from './testData.ts';

describe('key figures in plain words', () => {
  const comparison = summaryResponse().comparison;
  it('talks about year 10 when the comparison reaches it', () => {
    expect(keyHorizon(comparison)).toBe(10);
  });
  it('says what staying at home and each option leave, in whole dollars', () => {
    const years = 10;
    expect(keyFiguresSentence(keyFigures(comparison, years), years)).toBe(
      'Staying at home leaves you $1,708,268 at year 10; Sunny Grove – licence leaves $1,131,656.',
    );
  });
});

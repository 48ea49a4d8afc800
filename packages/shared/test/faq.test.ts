/** The FAQ's data and search (resources/faq.ts). */
import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_TOPICS, parseRichText, searchFaq } from '../src/index.ts';

describe('FAQ', () => {
  it('has unique ids, a known topic and an answer that parses into blocks for each entry', () => {
    expect(new Set(FAQ.map((e) => e.id)).size).toBe(FAQ.length);
    for (const e of FAQ) {
      expect(FAQ_TOPICS).toContain(e.topic);
      expect(parseRichText(e.answer).length, e.id).toBeGreaterThan(0);
    }
  });

  it('covers the subjects of issue 13: pension tests, deeming, Rent Assistance, DMF, Support at Home, rates, simplified', () => {
    const questions = FAQ.map((e) => e.question).join('\n');
    for (const subject of [
      'Age Pension',
      'deeming',
      'Rent Assistance',
      'DMF',
      'Support at Home',
      'rates',
      'simplified',
    ])
      expect(questions.toLowerCase()).toContain(subject.toLowerCase());
  });

  it('search needs every word, in the question or the answer, any case', () => {
    const entries = [
      { id: 'a', topic: 'Screens' as const, question: 'What is deeming?', answer: 'Deemed income.' },
      {
        id: 'b',
        topic: 'Screens' as const,
        question: 'Rent Assistance',
        answer: 'Paid above the **threshold**.',
      },
    ];
    expect(searchFaq(entries, 'DEEMING').map((e) => e.id)).toEqual(['a']);
    expect(searchFaq(entries, 'rent threshold').map((e) => e.id)).toEqual(['b']);
    expect(searchFaq(entries, 'rent deeming')).toEqual([]);
    expect(searchFaq(entries, '   ').map((e) => e.id)).toEqual(['a', 'b']);
  });
});

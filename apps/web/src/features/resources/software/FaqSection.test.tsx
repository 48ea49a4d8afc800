/**
 * The FAQ search: filters as you type (every word, question or answer, any case), says how many
 * match, opens the matching answers and marks the words typed; the real FAQ answers an adviser's question on
 * Rent Assistance.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FaqEntry } from '@rlc/shared';
import { FaqSection } from './FaqSection.tsx';

const ENTRIES: FaqEntry[] = [
  { id: 'deem', topic: 'Calculations', question: 'What is deeming?', answer: 'Deeming assumes a **rate**.' },
  {
    id: 'ra',
    topic: 'Calculations',
    question: 'When is Rent Assistance paid?',
    answer: 'Above the threshold.',
  },
  {
    id: 'home',
    topic: 'Screens',
    question: 'What does Home show?',
    answer: 'Your reports, with their rate notices.',
  },
];

const search = () => screen.getByRole('textbox', { name: 'Search the questions' });
const questions = () =>
  screen
    .queryAllByRole('button', { expanded: true })
    .concat(screen.queryAllByRole('button', { expanded: false }));

describe('FaqSection', () => {
  it('lists every question, grouped by topic, closed, until something is typed', () => {
    render(<FaqSection entries={ENTRIES} />);
    expect(screen.getByRole('status').textContent).toBe('3 questions.');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
    // Topics in FAQ_TOPICS order: Screens before Calculations.
    const topics = Array.from(document.querySelectorAll('section[aria-label]'));
    expect(topics.map((t) => t.getAttribute('aria-label'))).toEqual(['Screens', 'Calculations']);
  });

  it('filters as you type, opens the matches and marks the words', () => {
    render(<FaqSection entries={ENTRIES} />);
    fireEvent.change(search(), { target: { value: 'RATE' } });
    // "rate" is in deem's answer (bold) and home's answer ("rate notices"), not in ra.
    expect(screen.getByRole('status').textContent).toBe('2 of 3 questions match.');
    expect(questions().map((b) => b.textContent)).toEqual(['What does Home show?', 'What is deeming?']);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
    const marks = Array.from(document.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['rate', 'rate']);
    // The bold word keeps its bold around the mark.
    expect(document.querySelector('strong mark')?.textContent).toBe('rate');
  });

  it('needs every word, and says so when nothing matches', () => {
    render(<FaqSection entries={ENTRIES} />);
    fireEvent.change(search(), { target: { value: 'rent threshold' } });
    expect(questions().map((b) => b.textContent)).toEqual(['When is Rent Assistance paid?']);
    fireEvent.change(search(), { target: { value: 'rent deeming' } });
    expect(questions()).toEqual([]);
    expect(screen.getByText(/No question matches “rent deeming”/)).toBeTruthy();
  });

  it('the real FAQ answers how Rent Assistance is worked out, with its 75 cents', () => {
    render(<FaqSection />);
    fireEvent.change(search(), { target: { value: 'rent assistance threshold' } });
    const answer = screen.getByRole('button', { name: 'When is Rent Assistance paid, and how much?' });
    const region = answer.closest('.MuiAccordion-root') as HTMLElement;
    // The words typed are marked, so the sentence spans several elements: read the text as a whole.
    expect(region.textContent).toContain('75 cents for each dollar of rent above the threshold');
    expect(within(region).getAllByText('threshold', { selector: 'mark' }).length).toBeGreaterThan(0);
  });
});

/**
 * Text with the words of a search marked (<mark>), letter case ignored: what a search box matched, shown where it
 * matched. `words` empty → the text as it is.
 *
 *   <Highlight text="Age Pension rates" words={['pension']} />  // Age <mark>Pension</mark> rates
 */
import type { ReactNode } from 'react';

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parts of `text`: plain strings, and the matches of `words` flagged. */
export function highlightParts(text: string, words: readonly string[]): { text: string; match: boolean }[] {
  const wanted = words.filter(Boolean);
  if (wanted.length === 0 || !text) return [{ text, match: false }];
  // Longest first, so "pension" wins over "pens" where both are typed.
  const pattern = new RegExp(
    `(${[...wanted]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})`,
    'gi',
  );
  // split() with one capturing group alternates: text, match, text, match … (empty strings keep the rhythm).
  return text
    .split(pattern)
    .map((s, i) => ({ text: s, match: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}

export function Highlight({ text, words }: { text: string; words?: readonly string[] }): ReactNode {
  const parts = highlightParts(text, words ?? []);
  return parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text));
}

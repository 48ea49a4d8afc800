/**
 * Terms of Use (the first consent dialog) said twice that results are estimates in present-value terms and twice
 * that the tool covers the Age Pension only (a paragraph, then the limitations list). Each point is said once.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { TermsOfUseText } from './legalText.tsx';

const count = (text: string, phrase: RegExp) => (text.match(phrase) ?? []).length;

describe('Terms of Use text', () => {
  it('says each point once', () => {
    const { container } = render(<TermsOfUseText />);
    const text = container.textContent ?? '';
    expect(count(text, /Age Pension only/g)).toBe(1);
    expect(count(text, /general illustrations in present-value terms/g)).toBe(1);
    const sentences = text
      .split(/(?<=[.!?])\s*/)
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

import { describe, expect, it } from 'vitest';
import { OPTION_COLOURS, optionColour } from '../src/option-colours.ts';

/** WCAG relative luminance of '#RRGGBB'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('option colours', () => {
  it('have at least 3:1 contrast on white (graphics, WCAG 1.4.11)', () => {
    for (const c of OPTION_COLOURS) expect(1.05 / (luminance(c) + 0.05)).toBeGreaterThanOrEqual(3);
  });

  it('differ in lightness, so greyscale prints keep them apart (luminance at least 0.04 apart)', () => {
    const sorted = OPTION_COLOURS.map(luminance).sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(0.04);
  });

  it('go by place in the comparison, staying at home first, and repeat past the end', () => {
    expect([0, 1, 2, 3, 4].map(optionColour)).toEqual([...OPTION_COLOURS, OPTION_COLOURS[0]]);
  });
});

// The PDF's charts draw each option in the shared option colour (@rlc/shared `optionColour`), the colour the web's
// Results charts and key-figure cards give it too, so an option keeps its colour from screen to paper.
import { OPTION_COLOURS, optionColour } from '@rlc/shared';
import { describe, expect, it } from 'vitest';
import { seriesStyle } from '../src/modules/reports/pdf/theme.ts';

describe("the PDF's option colours", () => {
  it('are the shared option colours, staying at home first, each option with its own dash and marker', () => {
    const styles = [0, 1, 2, 3].map(seriesStyle);
    expect(styles.map((s) => s.colour)).toEqual([...OPTION_COLOURS]);
    expect(new Set(styles.map((s) => s.marker)).size).toBe(4);
    expect(new Set(styles.map((s) => s.dash)).size).toBe(4);
  });

  it("repeat past the palette's end as the web's do", () => {
    expect(seriesStyle(4).colour).toBe(optionColour(4));
    expect(optionColour(4)).toBe(OPTION_COLOURS[0]);
  });
});

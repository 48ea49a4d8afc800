/**
 * The colour of each compared option in every chart: the web's Results charts and key-figure cards and the PDF's
 * charts, so an option keeps its colour from screen to paper. Indexed by the option's place in the comparison:
 * staying at home first (0), then the options in the form's order. No imports (zod-free), so a screen that wants
 * only the colours loads nothing else.
 *
 * Each colour has at least 3:1 contrast on white (WCAG 1.4.11, graphics), and their lightness differs (navy,
 * purple, orange and teal, dark to light) so bars printed in greyscale stay apart too.
 */
export const OPTION_COLOURS = ['#1F3B63', '#B35C00', '#6B3FA0', '#2A9D8F'] as const;

/** The colour of the option at `index` (0 = staying at home); the palette repeats past its end. */
export const optionColour = (index: number): string => OPTION_COLOURS[index % OPTION_COLOURS.length]!;

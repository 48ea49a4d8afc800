/**
 * Look of the PDF: A4, Noto Sans embedded and subset (fonts.ts: every name prints as typed), a navy/teal
 * palette. The options' series take the shared option colours (they differ in LIGHTNESS as well as hue), and
 * each series also has its own dash pattern and marker, so charts still read when printed in greyscale.
 */
import { Font, StyleSheet } from '@react-pdf/renderer';
import { optionColour } from '@rlc/shared';
import { fontStack } from './fonts.ts';
import type { ReportModel } from './report-model.ts';

/** Words longer than this may break inside (see `hyphenate`): about the widest a narrow column holds. */
export const LONGEST_WORD = 18;

/**
 * No automatic hyphenation: English hyphenation split words like "supple-ments" and, worse, put hyphens into
 * URLs. Words stay whole, with two exceptions that would otherwise run past the margin or the column: URLs may
 * break after '/', '.' or '-' (their own characters), and a word longer than LONGEST_WORD (a surname with three
 * parts, a name typed without spaces) may break every 12 characters, never just after one of its own hyphens
 * (@react-pdf adds a hyphen at every such break, which would print "--").
 */
export function hyphenate(word: string): string[] {
  if (/^https?:\/\//.test(word)) return word.split(/(?<=[/.-])/);
  if ([...word].length <= LONGEST_WORD) return [word];
  const pieces: string[] = [];
  for (const chunk of word.match(/.{1,12}/gu) ?? [word]) {
    const last = pieces.length - 1;
    if (last >= 0 && pieces[last]!.endsWith('-')) pieces[last] += chunk;
    else pieces.push(chunk);
  }
  return pieces;
}
Font.registerHyphenationCallback(hyphenate);

export const colours = {
  ink: '#1d2733',
  muted: '#5b6675',
  rule: '#c9d1da',
  band: '#eef2f6',
  brand: '#1f3b63',
  accent: '#2a7f77',
  warnBg: '#fff4e0',
  warnBorder: '#d08a1e',
  infoBg: '#eaf2fb',
  infoBorder: '#3f6fa6',
};

/** Per-option dash pattern and marker, so a line reads in greyscale whatever its colour. */
const SERIES_SHAPES = [
  { dash: undefined, marker: 'circle' },
  { dash: '6 3', marker: 'square' },
  { dash: '2 2', marker: 'triangle' },
  { dash: '8 3 2 3', marker: 'diamond' },
] as const;
export type SeriesStyle = (typeof SERIES_SHAPES)[number] & { colour: string };
/**
 * The series style of the option at `i` among the report's options (0 = staying at home): its colour is the
 * shared option colour (@rlc/shared `optionColour`, the web's Results charts' too), with its dash and marker.
 */
export const seriesStyle = (i: number): SeriesStyle => ({
  ...SERIES_SHAPES[i % SERIES_SHAPES.length]!,
  colour: optionColour(i),
});

export const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 40,
    // The Latin stack; a document whose text needs the CJK font sets its own list (document.tsx).
    fontFamily: fontStack(''),
    fontSize: 9.5,
    color: colours.ink,
  },
  // lineHeight lives on the body, NOT the page: a page-level lineHeight makes @react-pdf 4.9 drop fixed
  // views that contain a `render` text (the footer's page numbers) — found by extracting the PDF text.
  // A unitless lineHeight resolves against the fontSize of the element that declares it and is inherited as
  // an absolute value, so any text with a different size sets its own lineHeight.
  body: { fontSize: 9.5, lineHeight: 1.35 },
  h1: { fontSize: 16, lineHeight: 1.2, fontWeight: 700, color: colours.brand, marginBottom: 8 },
  h2: {
    fontSize: 12,
    lineHeight: 1.2,
    fontWeight: 700,
    color: colours.brand,
    marginTop: 10,
    marginBottom: 5,
  },
  h3: {
    fontSize: 10,
    lineHeight: 1.2,
    fontWeight: 700,
    color: colours.ink,
    marginTop: 6,
    marginBottom: 3,
  },
  section: { marginBottom: 14 },
  para: { marginBottom: 5 },
  muted: { color: colours.muted },
  small: { fontSize: 8, lineHeight: 1.3, color: colours.muted },
  bold: { fontWeight: 700 },
  footer: {
    position: 'absolute',
    bottom: 22,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: colours.rule,
    paddingTop: 5,
    fontSize: 7.5,
    color: colours.muted,
  },
  notice: {
    borderLeftWidth: 3,
    borderLeftColor: colours.warnBorder,
    backgroundColor: colours.warnBg,
    padding: 8,
    marginBottom: 10,
  },
  info: {
    borderLeftWidth: 3,
    borderLeftColor: colours.infoBorder,
    backgroundColor: colours.infoBg,
    padding: 8,
    marginBottom: 10,
  },
  // Tables
  table: { borderTopWidth: 1, borderTopColor: colours.brand, marginBottom: 6 },
  thead: {
    flexDirection: 'row',
    backgroundColor: colours.brand,
    color: '#ffffff',
    fontWeight: 700,
    fontSize: 8.5,
    lineHeight: 1.25,
  },
  th: { paddingVertical: 4, paddingHorizontal: 4 },
  tr: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colours.rule },
  trTotal: {
    flexDirection: 'row',
    borderTopWidth: 0.8,
    borderTopColor: colours.ink,
    borderBottomWidth: 0.5,
    borderBottomColor: colours.rule,
    fontWeight: 700,
  },
  td: { paddingVertical: 3, paddingHorizontal: 4 },
  sectionRow: {
    flexDirection: 'row',
    backgroundColor: colours.band,
    paddingVertical: 3,
    paddingHorizontal: 4,
    fontWeight: 700,
    color: colours.brand,
  },
  num: { textAlign: 'right' },
});

/**
 * A page's style for `model`: the page look with the font list the report's text needs (fonts.ts: the CJK font
 * only when some character needs it, so a Latin-only report never reads the 1.6 MB file).
 */
export function pageStyle(model: ReportModel) {
  return [styles.page, { fontFamily: fontStack(JSON.stringify(model)) }];
}

/**
 * The report's fonts: Noto Sans (SIL Open Font License, npm @fontsource/noto-sans) embedded and subset by the
 * renderer, so every name prints as typed: Latin with Latin Extended (Zoë, Müller, Łukasz), Vietnamese (Đức
 * Nguyễn), Greek and Cyrillic; and Noto Sans SC (@fontsource/noto-sans-sc, its Chinese-simplified file, which
 * also has Japanese kana) for Chinese names.
 *
 * Fontsource ships each script as its own WOFF file (react-pdf reads TTF/WOFF, not WOFF2); each file is its own
 * family here and a text's `fontFamily` is the list of them: @react-pdf picks, character by character, the first
 * family in the list that has the glyph. The CJK file is 1.6 MB a weight, so it is only in the list (and so only
 * read) for a report whose text needs it (`fontStack`). The PDF embeds only the glyphs used.
 *
 * Not drawn: scripts none of these files covers (Korean Hangul, Arabic, Thai, …) and emoji, which
 * `printableText` removes first (see there).
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
const file = (pkg: string, name: string): string => require.resolve(`${pkg}/files/${name}`);

/** Noto Sans, one family per Fontsource subset file; the order is the fallback order. */
const NOTO_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic'] as const;
const familyOf = (subset: string): string => `NotoSans-${subset}`;
/** The CJK fallback family. */
export const CJK_FAMILY = 'NotoSansSC';

for (const subset of NOTO_SUBSETS)
  Font.register({
    family: familyOf(subset),
    fonts: [400, 700].map((fontWeight) => ({
      src: file('@fontsource/noto-sans', `noto-sans-${subset}-${fontWeight}-normal.woff`),
      fontWeight,
    })),
  });
Font.register({
  family: CJK_FAMILY,
  fonts: [400, 700].map((fontWeight) => ({
    src: file('@fontsource/noto-sans-sc', `noto-sans-sc-chinese-simplified-${fontWeight}-normal.woff`),
    fontWeight,
  })),
});

/** The first family (Latin): a single family name where a list is not accepted (SVG text of the charts). */
export const BASE_FAMILY = familyOf('latin');

/** Han, kana, CJK punctuation and full-width forms: the characters only the CJK font has. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** True when `text` has a character only the CJK font draws. */
export const needsCjk = (text: string): boolean => CJK.test(text);

/**
 * The `fontFamily` list for a document whose text is `text` (all of it, e.g. the model as JSON): the Noto Sans
 * subsets, then Noto Sans SC only when some character needs it.
 */
export function fontStack(text: string): string[] {
  const stack = NOTO_SUBSETS.map(familyOf);
  return needsCjk(text) ? [...stack, CJK_FAMILY] : stack;
}

/**
 * Emoji and their joiners: pictographs shown as emoji by default (Emoji_Presentation, which includes the
 * skin-tone modifiers and regional-indicator flags), the emoji / text variation selectors, the zero-width joiner,
 * the combining keycap and tag characters (subdivision flags). A pictograph that defaults to text style
 * (©, ®, ™, ↔) stays: Noto Sans draws it.
 */
const EMOJI = /\p{Emoji_Presentation}|\u{fe0e}|\u{fe0f}|\u{200d}|\u{20e3}|[\u{e0020}-\u{e007f}]/gu;

/**
 * Text as the report prints it: composed (NFC, so a name typed with combining accents uses the same glyphs
 * and extracts the same), emoji removed (no font here draws them, and a missing glyph would print as a box or
 * a wrong letter), and the spaces an emoji leaves behind closed up.
 */
export function printableText(text: string): string {
  const composed = text.normalize('NFC');
  const cleaned = composed.replace(EMOJI, '');
  return cleaned === composed ? cleaned : cleaned.replace(/ {2,}/g, ' ').trim();
}

/** Every string of `value` (deeply: objects and arrays) through `printableText`; other values unchanged. */
export function printableDeep<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => printableDeep(v)) as T;
  if (value && typeof value === 'object' && !(value instanceof Uint8Array))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printableDeep(v)])) as T;
  return value;
}

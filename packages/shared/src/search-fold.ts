/**
 * Text folded for searching names as people type them: 'duc nguyen' finds 'Đức Nguyễn', 'muller' finds
 * 'Müller', 'obrien' finds "O'Brien" and 'zoe' finds 'Zoë'. Lower-case (locale-free), accents and other combining
 * marks removed after Unicode compatibility decomposition (NFKD), letters that do not decompose spelled in ASCII
 * (đ → d, ø → o, ł → l, ß → ss, æ → ae, œ → oe, þ → th), apostrophes dropped, hyphens and runs of white space
 * made one space. Characters of other scripts (e.g. 秀英) are kept as they are.
 *
 * Both sides of a comparison must be folded with this same function (the forms list stores folded names in
 * `form_consumers.search_text`; the Users and Communities screens fold in the browser).
 */
const SPELLED: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
};

export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[đðøłßæœþı]/g, (c) => SPELLED[c]!)
    .replace(/['’ʼ‘`]/g, '')
    .replace(/[-‐‑–—\s]+/g, ' ')
    .trim();
}

/**
 * Rating labels on the report (spec §3.6). The report name is the shared rule (`@rlc/shared` reportName, spec §3.4),
 * as on the screens and in the download's file name.
 */
import { NOT_RATED, ratingLabel as sharedRatingLabel } from '@rlc/shared';

/**
 * Label of a 0–5 rating on the report: the shared words (`@rlc/shared` ratingLabel, the screens' too: 1 Very Poor …
 * 5 Excellent, a value between 0 and 1 Very Poor, a fraction the whole score reached), 'Not rated' for 0 or an
 * invalid value.
 */
export function ratingLabel(value: number): string {
  return sharedRatingLabel(value) || NOT_RATED;
}

/** Longest option name printed in tables, chart legends and headings; longer names are shortened. */
export const SHORT_NAME_MAX = 36;
/** The separator of an internal option's name, "Community – Contract" (forms/to-engine-input.ts), or a hyphen. */
const SEPARATOR = /\s+[–-]\s+/;

/** `text` cut to at most `max` characters with an ellipsis, at a word end when that keeps at least half. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut falls at a word end when the next character is a space; else back to the last whole word.
  const atWord = /\s/.test(text[max - 1] ?? '') ? cut : cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * An option's name as tables, legends and headings print it: "Community – contract", each part shortened with an
 * ellipsis so the whole fits `max` characters (the community to at most half of it, the contract the rest); a
 * name without a separator is shortened as one. The separator is always an en dash, so every name reads alike.
 */
export function shortOptionName(name: string, max = SHORT_NAME_MAX): string {
  const [community = '', ...rest] = name.split(SEPARATOR);
  const contract = rest.join(' – ');
  if (!contract) return clip(name, max);
  if (community.length + contract.length + 3 <= max) return `${community} – ${contract}`;
  const head = clip(community, Math.max(Math.floor(max / 2), max - 3 - contract.length));
  return `${head} – ${clip(contract, max - head.length - 3)}`;
}

/**
 * The printed name of each option by id: `shortOptionName`, except that options whose short names would be the
 * same keep their full names (two "Banksia – Licence…" columns would not tell the reader which is which).
 */
export function optionLabels(options: readonly { id: string; name: string }[]): Map<string, string> {
  const short = options.map((o) => shortOptionName(o.name));
  return new Map(
    options.map((o, i) => [
      o.id,
      short.indexOf(short[i]!) === short.lastIndexOf(short[i]!) ? short[i]! : o.name,
    ]),
  );
}

/** The printed name of option `id` of `model` (see `optionLabels`); the id itself when unknown. */
export function optionLabel(model: { options: readonly { id: string; name: string }[] }, id: string): string {
  return optionLabels(model.options).get(id) ?? id;
}

/**
 * Find An Adviser's search: which entries of the operator's directory match what the adviser typed,
 * nearest first.
 *
 * There is no geodata in the product, so "nearest" is an approximation: Australia Post numbers postcodes by state
 * and, within a state, roughly outward from the capital along delivery routes, so two postcodes of the same
 * state that are numerically close are usually near each other. A postcode search therefore lists the entries of
 * the postcode's own state first, each group by numeric distance |entry − typed| (ties by suburb). It is a fair
 * ordering, not a distance in kilometres: 2000 (Sydney) and 2100 (Brookvale) differ by 100, as do 2500
 * (Wollongong) and 2600 (Canberra, another state).
 */
import type { AustralianState } from '../constants.ts';
import type { RecommendedAdviser } from '../api/resources.ts';

/**
 * The state a postcode belongs to (Australia Post's ranges, delivery postcodes only; PO box ranges 1000–1999,
 * 8000–9999 follow their state), or null for a number no state uses.
 */
export function postcodeState(postcode: string): AustralianState | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  if ((n >= 200 && n <= 299) || (n >= 2600 && n <= 2619) || (n >= 2900 && n <= 2920)) return 'ACT';
  if (n >= 800 && n <= 999) return 'NT';
  if (n >= 1000 && n <= 2999) return 'NSW';
  if ((n >= 3000 && n <= 3999) || (n >= 8000 && n <= 8999)) return 'VIC';
  if ((n >= 4000 && n <= 4999) || (n >= 9000 && n <= 9999)) return 'QLD';
  if (n >= 5000 && n <= 5999) return 'SA';
  if (n >= 6000 && n <= 6999) return 'WA';
  if (n >= 7000 && n <= 7999) return 'TAS';
  return null;
}

export interface AdviserSearch {
  /** A postcode (3–4 digits: a leading 0 may be left off) or words of a suburb, name, business or speciality. */
  query: string;
  /** Only this state's entries; null for every state. */
  state: AustralianState | null;
}

/** One entry of the answer: the adviser and, for a postcode search, the numeric distance of its postcode. */
export interface AdviserMatch {
  adviser: RecommendedAdviser;
  postcodeDistance: number | null;
}

/**
 * The entries matching `search`, in display order.
 * - A postcode (digits only): every entry of the chosen state (or all), the postcode's own state first, then by
 *   |entry postcode − typed postcode|, then suburb.
 * - Words: entries whose suburb, name, business, postcode or a speciality contains them (letter case ignored),
 *   by state then suburb.
 * - Nothing typed: every entry (of the state), by state then suburb.
 */
export function findAdvisers(advisers: readonly RecommendedAdviser[], search: AdviserSearch): AdviserMatch[] {
  const inState = advisers.filter((a) => search.state === null || a.state === search.state);
  const query = search.query.trim();
  const bySuburb = (a: RecommendedAdviser, b: RecommendedAdviser) =>
    a.state.localeCompare(b.state) || a.suburb.localeCompare(b.suburb) || a.name.localeCompare(b.name);

  if (/^\d{3,4}$/.test(query)) {
    const typed = query.padStart(4, '0');
    const home = postcodeState(typed);
    return inState
      .map((adviser) => ({ adviser, postcodeDistance: Math.abs(Number(adviser.postcode) - Number(typed)) }))
      .sort(
        (x, y) =>
          Number(y.adviser.state === home) - Number(x.adviser.state === home) ||
          x.postcodeDistance - y.postcodeDistance ||
          x.adviser.suburb.localeCompare(y.adviser.suburb),
      );
  }
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return inState
    .filter((a) => {
      const text = [a.suburb, a.name, a.business, a.postcode, ...a.specialities].join(' ').toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .sort(bySuburb)
    .map((adviser) => ({ adviser, postcodeDistance: null }));
}

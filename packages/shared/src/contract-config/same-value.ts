/**
 * Whether two contract values are the same term: numbers, text, booleans and null by identity, year lists entry
 * by entry with key order ignored (a list sent as `{ value, year }` equals one stored as `{ year, value }`).
 * The editor uses it to send only what changed (spec §4) and the server to tell a changed term from a resent one.
 */
export function sameContractValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => sameContractValue(x, b[i]))
    );
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
    return [...keys].every((k) => sameContractValue(ra[k], rb[k]));
  }
  return a === b;
}

/**
 * Form-encoded bodies (spec §7: the API also takes application/x-www-form-urlencoded): nested fields carry JSON
 * text, numbers and booleans come as text. Turns `{ data: '{"firstName":"Al"}', version: '3' }` into
 * `{ data: { firstName: 'Al' }, version: 3 }` before validation.
 */
const NUMERIC_FIELDS = new Set(['version', 'communityId', 'page', 'pageSize']);

export function decodeFormBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string') out[k] = v;
    else if (/^[[{]/.test(v.trim())) {
      try {
        out[k] = JSON.parse(v);
      } catch {
        out[k] = v;
      }
    } else if (NUMERIC_FIELDS.has(k)) out[k] = /^\d+$/.test(v) ? Number(v) : v;
    else if (v === 'true' || v === 'false') out[k] = v === 'true';
    else if (v === 'null') out[k] = null;
    else out[k] = v;
  }
  return out;
}

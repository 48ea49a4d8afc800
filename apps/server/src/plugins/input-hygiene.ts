/**
 * Text PostgreSQL cannot store is refused before validation, with the field named, instead of reaching the
 * database as a 500 (69 × 500). Two kinds:
 * - U+0000 (NUL): `text` and `jsonb` columns reject it ("invalid byte sequence" / "unsupported Unicode escape").
 * - Unpaired UTF-16 surrogates (U+D800–U+DFFF alone): not Unicode scalar values, so they have no UTF-8 encoding.
 *
 * Every string of the body, the path parameters and the query string is checked, object keys included. Also
 * here: the parser of form-encoded bodies, which refuses `__proto__`, `constructor` and `prototype` field names
 * (the JSON parser already refuses `__proto__`; a form body once set the parsed object's prototype).
 */
import type { FastifyInstance } from 'fastify';
import { validationError } from './errors.ts';

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (a NUL character or a broken Unicode sequence).';

/** U+0000, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds U+0000 or a lone surrogate. */
export function isUnstorable(s: string): boolean {
  return UNSTORABLE.test(s);
}

/** Deepest nesting walked; deeper bodies are refused (no schema of ours nests beyond a handful of levels). */
const MAX_DEPTH = 64;

/**
 * The dotted path of the first unstorable string or key in `value` ('data.customer.firstName', 'items.2'), '' for
 * the value itself, `null` when all is well. Throws nothing; iterative, so a deeply nested body cannot overflow
 * the stack.
 */
export function findUnstorable(value: unknown): string | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnstorable(v)) return path;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) return path;
    for (const [key, child] of Object.entries(v)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (isUnstorable(key)) return path;
      stack.push({ v: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

const FORBIDDEN_FIELD_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `application/x-www-form-urlencoded` text → fields (a repeated name → a list of its values, in order).
 * Throws a 400 VALIDATION naming the field for `__proto__`, `constructor` or `prototype`.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (FORBIDDEN_FIELD_NAMES.has(name))
      throw validationError(`The field name '${name}' is not allowed.`, name);
    const before = Object.hasOwn(fields, name) ? fields[name] : undefined;
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findUnstorable(value);
      if (path !== null) {
        done(validationError(UNSTORABLE_TEXT_MESSAGE, part === 'body' ? path : `${part}.${path}`));
        return;
      }
    }
    done();
  });
}

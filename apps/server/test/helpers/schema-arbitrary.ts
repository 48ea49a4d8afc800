/**
 * fast-check arbitraries from an endpoint's zod schema, through zod 4's JSON Schema (`z.toJSONSchema`, input
 * side): the same walk the request-bounds test uses, so whatever the schema says (types, bounds, patterns,
 * formats, enums, required keys) the generator knows without a second description.
 *
 *   validArbitrary(schema)   values the schema accepts (bounded sizes, so a run stays fast)
 *   hostileArbitrary(schema) the schema's shape with hostile values mixed in at every level: wrong types, huge and
 *                            negative numbers, "NaN" / "Infinity" text, 1 MB strings, deep nesting, NUL, lone
 *                            surrogates and `__proto__` / `constructor` keys
 */
import fc from 'fast-check';
import { z } from 'zod';

/** The parts of a JSON Schema node this generator reads. */
export interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  additionalProperties?: boolean | JsonNode;
  items?: JsonNode;
  prefixItems?: JsonNode[];
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** The JSON Schema of what a caller sends for `schema` (transforms and pipes seen from their input side). */
export function requestJsonSchema(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
}

const PG_INT = 2_147_483_647;
/** Longest generated valid string / list: real bounds go to 5,000 characters, which only slows a run down. */
const VALID_TEXT_MAX = 24;
const VALID_LIST_MAX = 3;

function integerArb(n: JsonNode): fc.Arbitrary<number> {
  const min = n.minimum ?? (n.exclusiveMinimum !== undefined ? Math.floor(n.exclusiveMinimum) + 1 : -PG_INT);
  const max = n.maximum ?? (n.exclusiveMaximum !== undefined ? Math.ceil(n.exclusiveMaximum) - 1 : PG_INT);
  return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
}

function numberArb(n: JsonNode): fc.Arbitrary<number> {
  const min = n.minimum ?? n.exclusiveMinimum ?? -1e9;
  const max = n.maximum ?? n.exclusiveMaximum ?? 1e9;
  return fc.double({
    min,
    max,
    minExcluded: n.minimum === undefined && n.exclusiveMinimum !== undefined,
    maxExcluded: n.maximum === undefined && n.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

const day = fc.date({ min: new Date('1930-01-01'), max: new Date('2060-12-31'), noInvalidDate: true });
const isoDay = day.map((d) => d.toISOString().slice(0, 10));

/**
 * Plain values for fields whose rule is a refinement JSON Schema cannot show (a real calendar date, the app's
 * e-mail check), recognised by the field's name.
 */
const BY_NAME: [RegExp, fc.Arbitrary<string>][] = [
  [/email/i, fc.constantFrom('sam.fuzz@example.test', 'a.b@example.com.au')],
  [/date|dob|^from$|^to$|asAt/i, isoDay],
  [/url/i, fc.constantFrom('https://example.test/webinar', 'https://example.com/a?b=1')],
  [/phone/i, fc.constantFrom('0400 111 222', '(07) 3000 0000')],
  [/postcode/i, fc.constantFrom('4000', '2444')],
];

function stringArb(n: JsonNode, key: string | undefined): fc.Arbitrary<string> {
  const minLength = n.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(n.maxLength ?? VALID_TEXT_MAX, minLength + VALID_TEXT_MAX));
  const fits = (s: string) => s.length >= minLength && s.length <= (n.maxLength ?? Infinity);
  const named = key === undefined ? undefined : BY_NAME.find(([re]) => re.test(key))?.[1];
  if (named) return named.filter(fits);
  if (n.format === 'email') return fc.emailAddress().filter(fits);
  if (n.format === 'date') return isoDay;
  if (n.format === 'date-time') return day.map((d) => d.toISOString());
  if (n.pattern) return fc.stringMatching(new RegExp(n.pattern)).filter(fits);
  return fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, 1) }).filter(fits);
}

function typeOf(n: JsonNode): string | undefined {
  return Array.isArray(n.type) ? n.type[0] : n.type;
}

/** Values `node` accepts; `key` is the field's name, for BY_NAME. */
function valid(node: JsonNode, key?: string): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valid(b, key)));
  if (node.allOf?.length === 1) return valid(node.allOf[0]!, key);
  if (Array.isArray(node.type)) return fc.oneof(...node.type.map((type) => valid({ ...node, type }, key)));
  switch (typeOf(node)) {
    case 'integer':
      return integerArb(node);
    case 'number':
      return numberArb(node);
    case 'string':
      return stringArb(node, key);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (node.prefixItems) return fc.tuple(...node.prefixItems.map((n) => valid(n)));
      return fc.array(node.items ? valid(node.items, key) : fc.jsonValue(), {
        minLength: node.minItems ?? 0,
        maxLength: Math.max(node.minItems ?? 0, Math.min(node.maxItems ?? VALID_LIST_MAX, VALID_LIST_MAX)),
      });
    case 'object': {
      const props = node.properties ?? {};
      if (Object.keys(props).length === 0 && typeof node.additionalProperties === 'object')
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), valid(node.additionalProperties), {
          maxKeys: 3,
        });
      const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v, k)]));
      return fc.record(shape, { requiredKeys: node.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An arbitrary of values `schema` accepts (checked by the caller with `schema.safeParse` where it matters). */
export function validArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return valid(requestJsonSchema(schema));
}

// ------------------------------------------------------------------------------------------------ hostile values

/** Under the 1 MiB body limit once in JSON (so it reaches validation), but far over every field's maxLength. */
export const MEGA_TEXT = 'x'.repeat(1_000_000);
/** Over the 1 MiB body limit on its own: the request must be refused whole (413). */
export const OVERSIZE_TEXT = 'y'.repeat(1_100_000);

/**
 * Values too big or too deep to carry in generated values, by placeholder: deeply nested JSON (10,000 arrays,
 * 2,000 objects) overflows JSON.stringify's stack, and stringifying and scanning a megabyte string for every
 * request that holds one was the test's largest cost of its own. Generated values carry the placeholder string;
 * `toJsonText` puts the JSON text in its place, `placeholderText` the plain text (a form field's value).
 */
const DEEP_ARRAYS_JSON = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
const DEEP_OBJECTS_JSON = `${'{"a":'.repeat(2_000)}"x"${'}'.repeat(2_000)}`;
const PLACEHOLDERS: Record<string, { json: string; text: string }> = {
  '\u0001placeholder:deep-arrays\u0001': { json: DEEP_ARRAYS_JSON, text: DEEP_ARRAYS_JSON },
  '\u0001placeholder:deep-objects\u0001': { json: DEEP_OBJECTS_JSON, text: DEEP_OBJECTS_JSON },
  '\u0001placeholder:mega\u0001': { json: JSON.stringify(MEGA_TEXT), text: MEGA_TEXT },
  '\u0001placeholder:oversize\u0001': { json: JSON.stringify(OVERSIZE_TEXT), text: OVERSIZE_TEXT },
};
const [DEEP_ARRAYS, DEEP_OBJECTS, MEGA, OVERSIZE] = Object.keys(PLACEHOLDERS) as [
  string,
  string,
  string,
  string,
];
/** What every placeholder starts with once in JSON text (`\u0001` is escaped there). */
const MARK_START = JSON.stringify('\u0001placeholder:').slice(0, -1);

/** JSON text of a generated value, placeholders replaced by their JSON text. */
export function toJsonText(value: unknown): string {
  let text = JSON.stringify(value ?? null);
  if (!text.includes(MARK_START)) return text;
  for (const [mark, { json }] of Object.entries(PLACEHOLDERS))
    text = text.split(JSON.stringify(mark)).join(json);
  return text;
}

/** A generated string as plain text: a placeholder's text (a deep value's JSON text), else the string itself. */
export function placeholderText(value: string): string {
  return PLACEHOLDERS[value]?.text ?? value;
}

const HOSTILE_NUMBERS = [
  -1,
  -0,
  0,
  0.5,
  PG_INT + 1,
  -PG_INT - 2,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
const HOSTILE_TEXTS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '2147483648',
  '0x1F',
  'null',
  'true',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u202Eevil',
  '<script>alert(1)</script>',
  "'; DROP TABLE forms; --",
  '../../../etc/passwd',
  '%00%ff',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
];

/** Objects whose own keys are the ones that set or shadow prototypes (own keys, as JSON.parse would make them). */
const PROTO_OBJECTS = ['__proto__', 'constructor', 'prototype'].map((key) =>
  Object.fromEntries([[key, { isAdmin: true, polluted: 'yes' }]]),
);

/**
 * One hostile value of any kind. Megabyte strings and deep nesting are rarer than the rest (about 1 leaf in 15):
 * each costs milliseconds to send and parse, and one per request already proves the point.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(MEGA, OVERSIZE) },
  { weight: 1, arbitrary: fc.constantFrom(DEEP_ARRAYS, DEEP_OBJECTS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_OBJECTS) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer({ min: -(2 ** 52), max: 2 ** 52 }) },
);

/** A value of the wrong JSON type for `node` (a string where a number is asked, and so on). */
function wrongType(node: JsonNode): fc.Arbitrary<unknown> {
  const type = typeOf(node);
  const others: unknown[] = [1, 'text', true, null, [1], { a: 1 }].filter((v) => {
    if (v === null) return type !== 'null';
    if (Array.isArray(v)) return type !== 'array';
    if (typeof v === 'number') return type !== 'number' && type !== 'integer';
    return typeof v !== type;
  });
  return fc.constantFrom(...others);
}

function hostile(node: JsonNode, depth: number, key?: string): fc.Arbitrary<unknown> {
  const child = (n: JsonNode, k?: string) => hostile(n, depth + 1, k ?? key);
  const shaped = shapedHostile(node, child, key);
  return fc.oneof(
    { weight: depth === 0 ? 8 : 5, arbitrary: shaped },
    { weight: 2, arbitrary: valid(node, key) },
    { weight: 1, arbitrary: wrongType(node) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** `node`'s own shape, its parts hostile; objects may gain prototype keys and unknown keys. */
function shapedHostile(
  node: JsonNode,
  child: (n: JsonNode, key?: string) => fc.Arbitrary<unknown>,
  key: string | undefined,
): fc.Arbitrary<unknown> {
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => child(b)));
  if (node.allOf?.length === 1) return child(node.allOf[0]!);
  switch (typeOf(node)) {
    case 'array':
      return fc.array(node.items ? child(node.items) : hostileValue, { maxLength: 4 });
    case 'object': {
      const props = node.properties ?? {};
      const entries = Object.entries(props).map(([k, v]) =>
        fc.option(
          child(v, k).map((value) => [k, value] as const),
          { nil: undefined, freq: 4 },
        ),
      );
      const extra = fc.array(
        fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'extra'), hostileValue),
        { maxLength: 2 },
      );
      // Object.fromEntries makes own keys, so '__proto__' is sent as a key and not taken as a prototype here.
      return fc
        .tuple(fc.tuple(...entries), extra)
        .map(([own, more]) =>
          Object.fromEntries([...own.filter((e) => e !== undefined), ...more] as [string, unknown][]),
        );
    }
    default:
      return fc.oneof(hostileValue, valid(node, key));
  }
}

/** An arbitrary of bodies shaped like `schema`'s with hostile values mixed in at every level. */
export function hostileArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue, fc.object({ maxDepth: 2 }));
  return hostile(requestJsonSchema(schema), 0);
}

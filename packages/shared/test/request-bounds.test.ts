// Every value a caller can send is bounded in the schema (1e308 overflowed the engine, 2^31 in an id
// reached PostgreSQL as a 500, a 300,000-character first name was saved). The walk goes over the JSON Schema of
// each endpoint's params and body, so a field added later without its bound fails here, not in production.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, PG_INT_MAX, type Endpoint } from '../src/index.ts';

type Node = Record<string, unknown>;

/**
 * Fields whose schema deliberately takes any finite number, with the reason. Nothing else may be unbounded.
 */
const UNBOUNDED_BY_DESIGN: Record<string, string> = {
  // Spec §3.6: "an invalid value gives 0" and scores "clamp to 0 to 5": out-of-range scores are clamped, not refused.
  'summary body.valuations[].location': 'rating clamped',
  'summary body.valuations[].amenities': 'rating clamped',
  'summary body.valuations[].careSupport': 'rating clamped',
  'summary body.valuations[].lifestyle': 'rating clamped',
  'updateRatings body.data[].location': 'rating clamped',
  'updateRatings body.data[].amenities': 'rating clamped',
  'updateRatings body.data[].careSupport': 'rating clamped',
  'updateRatings body.data[].lifestyle': 'rating clamped',
};

/** The inclusive or exclusive bound given, else `none`. */
const bound = (inclusive: unknown, exclusive: unknown, none: number): number =>
  typeof inclusive === 'number' ? inclusive : typeof exclusive === 'number' ? exclusive : none;

/** Human path of a JSON Schema node: properties → '.name', items → '[]', anyOf/oneOf branches skipped. */
function problems(endpointName: string, part: 'params' | 'body', schema: z.ZodType): string[] {
  const found: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    const label = `${endpointName} ${where}`;
    const isEnum = 'enum' in n || 'const' in n;
    if (!isEnum && !(label in UNBOUNDED_BY_DESIGN)) {
      const max = bound(n.maximum, n.exclusiveMaximum, Infinity);
      const min = bound(n.minimum, n.exclusiveMinimum, -Infinity);
      if (n.type === 'integer' && (max > PG_INT_MAX || min < -PG_INT_MAX - 1))
        found.push(`${label}: integer outside PostgreSQL's range`);
      if (n.type === 'number' && (!Number.isFinite(max) || !Number.isFinite(min)))
        found.push(`${label}: number without both bounds`);
      if (n.type === 'string' && typeof n.maxLength !== 'number')
        found.push(`${label}: string without maxLength`);
      if (n.type === 'array' && typeof n.maxItems !== 'number') found.push(`${label}: list without maxItems`);
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'properties' && child && typeof child === 'object')
        for (const [prop, sub] of Object.entries(child as Node)) walk(sub, `${where}.${prop}`);
      else if (key === 'items') walk(child, `${where}[]`);
      else if (Array.isArray(child)) for (const sub of child) walk(sub, where);
      else if (key === 'additionalProperties') walk(child, `${where}{}`);
    }
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), part);
  return found;
}

describe('request schemas bound every value', () => {
  const entries = Object.entries(ENDPOINTS as Record<string, Endpoint>);

  it('walks a real set of endpoints (the table is not empty)', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it('has integers within PostgreSQL integer, numbers with both bounds, strings with maxLength, lists with maxItems', () => {
    const found = entries.flatMap(([name, e]) => [
      ...(e.params ? problems(name, 'params', e.params) : []),
      ...(e.body ? problems(name, 'body', e.body) : []),
    ]);
    expect(found).toEqual([]);
  });

  it('lists only exceptions that exist (a renamed field must not leave a stale excuse)', () => {
    const seen = new Set<string>();
    for (const [name, e] of entries) {
      if (!e.body) continue;
      const json = JSON.stringify(z.toJSONSchema(e.body, { io: 'input', unrepresentable: 'any' }));
      for (const key of Object.keys(UNBOUNDED_BY_DESIGN))
        if (key.startsWith(`${name} `) && json.includes(`"${key.split('.').pop() ?? ''}"`)) seen.add(key);
    }
    expect([...seen].sort()).toEqual(Object.keys(UNBOUNDED_BY_DESIGN).sort());
  });
});

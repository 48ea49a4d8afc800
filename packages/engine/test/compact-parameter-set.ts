/**
 * Test-local parameter sets in a compact YAML form, for worked examples published on older rates:
 *
 *   name: '2021'
 *   effective: '2021-07-01'          # default effective date of every value
 *   source: https://…                # where the rates come from (the example's own source)
 *   values:
 *     au.dss.age_pension.maximum_basic_rate: { single: 952.70, couple_each: 718.10 }
 *     au.dss.rent_assistance.threshold@2021-09-20: { single: 127.60 }   # path@date: its own effective date
 *
 * Expanded into full parameter files and validated by the real `buildParameterSet`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { buildParameterSet, type ParameterSet } from '../src/parameters/index.ts';

interface CompactSet {
  name: string;
  effective: string;
  source: string;
  values: Record<string, number | Record<string, number | Record<string, number>>>;
}

export function expandCompactSet(compact: CompactSet): ParameterSet {
  const files: Record<string, { values: unknown[]; breakdown?: string[] } & Record<string, unknown>> = {};
  for (const [key, content] of Object.entries(compact.values)) {
    const [path, effective = compact.effective] = key.split('@') as [string, string?];
    const depth =
      typeof content === 'number' ? 0 : Object.values(content).some((v) => typeof v === 'object') ? 2 : 1;
    const file = (files[path] ??= {
      description: `Test-local value (${compact.name})`,
      unit: 'AUD',
      period: 'point',
      ...(depth > 0 ? { breakdown: depth === 1 ? ['key'] : ['key', 'subkey'] } : {}),
      references: [{ title: `Worked-example rates ${compact.name}`, url: compact.source }],
      values: [],
    });
    file.values.push({
      effective,
      ...(typeof content === 'number' ? { value: content } : { table: content }),
      status: 'official',
      source: compact.source,
      verified: effective,
    });
  }
  return buildParameterSet(files);
}

const cache = new Map<string, ParameterSet>();

/** Loads `test/scenarios/benefits/parameter-sets/<name>.yaml` as a parameter set. */
export function loadCompactSet(name: string): ParameterSet {
  let set = cache.get(name);
  if (!set) {
    const text = readFileSync(
      join(import.meta.dirname, 'scenarios', 'benefits', 'parameter-sets', `${name}.yaml`),
      'utf8',
    );
    set = expandCompactSet(parse(text) as CompactSet);
    cache.set(name, set);
  }
  return set;
}

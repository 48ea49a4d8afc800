// Runs every exit-entitlement scenario file (as-at, input, expected, source) in test/scenarios/exit-entitlement.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exitEntitlement } from '../src/rules/exit-entitlement.ts';

interface Scenario {
  name: string;
  source: string;
  asAt: string;
  input: Record<string, unknown>;
  expected: { horizons: Record<string, number>[] };
}

const dir = join(import.meta.dirname, 'scenarios', 'exit-entitlement');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

describe('exit-entitlement scenarios', () => {
  it('has scenario files', () => expect(files.length).toBeGreaterThanOrEqual(6));
  for (const file of files) {
    const scenario = parse(readFileSync(join(dir, file), 'utf8')) as Scenario;
    it(`${scenario.name} (${file})`, () => {
      expect(scenario.source).toMatch(/^https?:\/\//);
      expect(scenario.input.asAt).toBe(scenario.asAt);
      const result = exitEntitlement(scenario.input);
      expect(result.horizons).toHaveLength(scenario.expected.horizons.length);
      scenario.expected.horizons.forEach((want, i) => {
        const got = result.horizons[i] as unknown as Record<string, number>;
        for (const [key, value] of Object.entries(want)) {
          // To the cent: the scenarios quote dollars and cents.
          expect(got[key], `${key} at ${want.years} years`).toBeCloseTo(value, 2);
        }
      });
    });
  }
});

// Runs every benefit scenario file in test/scenarios/benefits: worked examples A2–A17 and Part B of
// worked-examples.md and the Rent Assistance example of villages.md, each with its as-at date, input, expected
// output and source URL, on the default parameters or on the example's own (older) parameter set.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultParameters, getParameter, type ParameterSet } from '../src/parameters/index.ts';
import { agePension, type AgePensionInput } from '../src/rules/age-pension.ts';
import { assessHomeowner, type HomeownerInput } from '../src/rules/homeowner.ts';
import { rentAssistance, type RentAssistanceInput } from '../src/rules/rent-assistance.ts';
import {
  applyLifetimeCap,
  contributionForServices,
  hcpDementiaSupplementAnnual,
  incomeTestedCareFee,
  type IncomeTestedCareFeeInput,
  quarterlyBudget,
  supportAtHome,
  type SupportAtHomeInput,
} from '../src/rules/support-at-home.ts';
import { loadCompactSet } from './compact-parameter-set.ts';

interface Case {
  id?: string;
  rules?: string;
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
  tolerance?: number;
}
interface Scenario {
  id: string;
  title: string;
  source: string;
  asAt: string;
  rules: string;
  parameters: string;
  note?: string;
  tolerance?: number;
  cases: Case[];
}

type Runner = (input: Record<string, unknown>, params: ParameterSet) => unknown;
const RUNNERS: Record<string, Runner> = {
  'age-pension': (i, p) => agePension(i as AgePensionInput, p),
  'rent-assistance': (i, p) => rentAssistance(i as RentAssistanceInput, p),
  homeowner: (i, p) => assessHomeowner(i as HomeownerInput, p),
  'support-at-home': (i, p) => supportAtHome(i as SupportAtHomeInput, p),
  'sah-services': (i, p) => contributionForServices(i as Parameters<typeof contributionForServices>[0], p),
  'sah-quarter': (i, p) => quarterlyBudget(i.classification as number, i.asAt as string, p),
  'hcp-dementia': (i, p) => ({
    value: hcpDementiaSupplementAnnual(i.level as 1 | 2 | 3 | 4, i.asAt as string, p),
  }),
  itcf: (i, p) => incomeTestedCareFee(i as IncomeTestedCareFeeInput, p),
  'lifetime-cap': (i, p) => applyLifetimeCap(i.annualContributions as number[], i.asAt as string, p),
  parameter: (i, p) =>
    getParameter(p, i.path as string, i.asAt as string, ...((i.keys as string[] | undefined) ?? [])),
};

function pick(obj: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

const dir = join(import.meta.dirname, 'scenarios', 'benefits');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('benefit scenarios (worked examples)', () => {
  it('covers every worked example of worked-examples.md Part A (A2–A17) and Part B', () => {
    const ids = files.map((f) => (parse(readFileSync(join(dir, f), 'utf8')) as Scenario).id).join(' ');
    for (let n = 2; n <= 17; n++) expect(ids).toMatch(new RegExp(`\\bA${n}\\b`));
    for (const range of ['B1-B10', 'B11-B15', 'B16-B20', 'B21-B29', 'B30-B36', 'B37-B38'])
      expect(ids).toContain(range);
  });

  for (const file of files) {
    const scenario = parse(readFileSync(join(dir, file), 'utf8')) as Scenario;
    describe(`${scenario.id}: ${scenario.title} (${file})`, () => {
      it('names its source and date', () => {
        expect(scenario.source).toMatch(/^https?:\/\//);
        expect(scenario.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (scenario.rules === 'not-applicable') expect(scenario.note).toMatch(/Not run/);
        else expect(scenario.cases.length).toBeGreaterThan(0);
      });
      const params =
        scenario.parameters === 'default' ? defaultParameters : loadCompactSet(scenario.parameters);
      scenario.cases.forEach((c, n) => {
        it(c.id ?? `case ${n + 1}`, () => {
          const runner = RUNNERS[c.rules ?? scenario.rules];
          expect(runner, `runner ${c.rules ?? scenario.rules}`).toBeDefined();
          const result = runner!(c.input, params);
          const tolerance = c.tolerance ?? scenario.tolerance ?? 0.005;
          for (const [key, want] of Object.entries(c.expected)) {
            const got = pick(result, key);
            if (typeof want === 'number') {
              expect(typeof got, key).toBe('number');
              expect(
                Math.abs((got as number) - want),
                `${key}: got ${String(got)}, want ${want}`,
              ).toBeLessThanOrEqual(tolerance + 1e-9);
            } else expect(got, key).toEqual(want);
          }
        });
      });
    });
  }
});

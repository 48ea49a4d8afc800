import { describe, expect, it } from 'vitest';
import { formSteps, parseVillageKey, stepIndex } from './steps.ts';
import { externalVillage, internalVillage } from './testData.ts';

describe('form navigation order (spec §2.2: villages, each village, customer, summary, results)', () => {
  const steps = formSteps({
    // Out of order on purpose: the external option is first by `order`.
    villagesInternal: [internalVillage({ id: 11, order: 1, name: 'Sunny Grove' })],
    villagesExternal: [externalVillage({ id: 21, order: 0, name: 'Wattle Creek' })],
  });
  it('lists the villages by their order between Properties and Customer Details', () => {
    expect(steps.map((s) => s.path)).toEqual([
      'properties',
      'property/ext-21',
      'property/int-11',
      'customer',
      'summary',
      'results',
    ]);
    expect(steps.map((s) => s.name)).toEqual([
      'form.villages',
      'form.village.external',
      'form.village.internal',
      'form.customer',
      'form.summary',
      'form.results',
    ]);
  });
  it('finds the step of a path; properties/:flag counts as Properties; Current Details is not a step', () => {
    expect(stepIndex(steps, '/properties/new')).toBe(0);
    expect(stepIndex(steps, '/property/int-11')).toBe(2);
    expect(stepIndex(steps, '/current')).toBe(-1);
  });
  it("parses 'int-<id>' and 'ext-<id>' village keys and nothing else", () => {
    expect(parseVillageKey('int-12')).toEqual({ modelId: 1, villageId: 12 });
    expect(parseVillageKey('ext-3')).toEqual({ modelId: 2, villageId: 3 });
    expect(parseVillageKey('int-')).toBeNull();
    expect(parseVillageKey('12')).toBeNull();
  });
});

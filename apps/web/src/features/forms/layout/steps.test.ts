import { describe, expect, it } from 'vitest';
import { parseVillageKey } from '@rlc/shared';
import { formSteps, stepIndex, villagePath } from './steps.ts';
import { externalVillage, formResponse, internalVillage } from '../../../test/formData.ts';

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
  it("writes an option's path as property/int-<id> or property/ext-<id>, which the shared parser reads back", () => {
    expect(villagePath(1, 12)).toBe('property/int-12');
    expect(villagePath(2, 3)).toBe('property/ext-3');
    expect(parseVillageKey('int-12')).toEqual({ modelId: 1, villageId: 12 });
    expect(parseVillageKey('ext-3')).toEqual({ modelId: 2, villageId: 3 });
    expect(parseVillageKey('int-')).toBeNull();
    expect(parseVillageKey('12')).toBeNull();
  });
});

describe('village step details', () => {
  it("names an internal village's chosen contracts, marks an external one, and numbers look-alikes", () => {
    const contracts = [
      { id: 101, name: 'Licence A' },
      { id: 102, name: 'Lease B' },
    ];
    const steps = formSteps({
      corporateCommunity: { contracts },
      villagesInternal: [
        internalVillage({ id: 11, order: 0, name: 'Grove', selectedContracts: [{ id: 101, report: true }] }),
        internalVillage({
          id: 12,
          order: 1,
          name: 'Grove',
          selectedContracts: [
            { id: 102, report: true },
            { id: 101, report: true },
          ],
        }),
        internalVillage({ id: 13, order: 2, name: 'Grove', selectedContracts: [] }),
        internalVillage({ id: 14, order: 3, name: 'Grove', selectedContracts: [{ id: 101, report: true }] }),
      ],
      villagesExternal: [externalVillage({ id: 21, order: 4, name: 'Wattle' })],
    });
    expect(steps.slice(1, 6).map((s) => [s.label, s.detail])).toEqual([
      ['Grove', 'Licence A'],
      ['Grove', 'Lease B, Licence A'],
      ['Grove', 'No contract chosen'],
      // Same name and contracts as village 11: the second of its kind.
      ['Grove (2)', 'Licence A'],
      // testData's external option is a land lease home.
      ['Wattle', 'External land lease'],
    ]);
    // The fixed steps carry no detail; the real form shape is accepted as is.
    expect(formSteps(formResponse()).map((s) => s.detail)).toEqual([
      undefined,
      'Sunny Grove licence',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

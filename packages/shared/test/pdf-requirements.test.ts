import { describe, expect, it } from 'vitest';
import { comparedOptionCount, missingForPdf, pdfIncompleteMessage } from '../src/index.ts';

describe('what a PDF needs', () => {
  it('a name and at least one compared option', () => {
    expect(missingForPdf('', 0)).toEqual(['customer', 'options']);
    expect(missingForPdf('  ', 2)).toEqual(['customer']);
    expect(missingForPdf('Margaret Walsh', 0)).toEqual(['options']);
    expect(missingForPdf('Margaret Walsh', 1)).toEqual([]);
  });
  it('counts each chosen contract of a compared internal option and each compared external one', () => {
    const form = {
      // 2 contracts compared + 1 not compared (0) + 1 external compared + 1 external not compared (0) = 3
      villagesInternal: [
        { compare: true, selectedContracts: [{ id: 1 }, { id: 2 }] },
        { compare: false, selectedContracts: [{ id: 3 }] },
      ],
      villagesExternal: [{ compare: true }, { compare: false }],
    };
    expect(comparedOptionCount(form)).toBe(3);
    expect(comparedOptionCount({ villagesInternal: [], villagesExternal: [] })).toBe(0);
  });
  it('words the refusal from what is missing', () => {
    expect(pdfIncompleteMessage(['options'])).toBe(
      'A PDF needs an option to compare (a community contract or another property, on Properties).',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from '@rlc/shared';
import { addLimitMessage, countVillages } from './limits.ts';

const cfg = DEFAULT_FORM_CONFIG; // spec §5 defaults: 3 total, 2 internal, 1 external, 3 options

describe('village limits (spec §5)', () => {
  it('allows both kinds on an empty form', () => {
    const counts = { internal: 0, external: 0, options: 0 };
    expect(addLimitMessage('internal', counts, cfg)).toBeNull();
    expect(addLimitMessage('external', counts, cfg)).toBeNull();
  });
  it('stops a third internal village with the internal message', () => {
    expect(addLimitMessage('internal', { internal: 2, external: 0, options: 2 }, cfg)).toBe(
      'A report can include at most 2 villages of this community.',
    );
  });
  it('stops a second external property with the external message', () => {
    expect(addLimitMessage('external', { internal: 1, external: 1, options: 2 }, cfg)).toBe(
      'A report can include at most 1 external property.',
    );
  });
  it('stops anything at 3 properties in total, whatever the kind', () => {
    const full = { internal: 2, external: 1, options: 3 };
    expect(addLimitMessage('internal', full, cfg)).toMatch(/at most 3 properties/);
    expect(addLimitMessage('external', full, cfg)).toMatch(/at most 3 properties/);
  });
  it('stops an external property when 3 contracts already fill the options', () => {
    expect(addLimitMessage('external', { internal: 2, external: 0, options: 3 }, cfg)).toMatch(
      /At most 3 options/,
    );
  });
  it('counts option columns as selected contracts plus external villages', () => {
    const form = {
      villagesInternal: [{ selectedContracts: [1, 2] }, { selectedContracts: [] }],
      villagesExternal: [{}],
    };
    expect(countVillages(form)).toEqual({ internal: 2, external: 1, options: 3 });
  });
});

// Engine input issues in the adviser's terms (modules/forms/engine-issues.ts).
import { describe, expect, it } from 'vitest';
import { formIssue } from '../src/modules/forms/engine-issues.ts';
import type { OptionColumn } from '../src/modules/forms/to-engine-input.ts';

const columns: OptionColumn[] = [
  {
    uid: 'int-7-3',
    _id: 7,
    type: 'internal',
    contractTypeId: 1,
    contractId: 3,
    name: 'Sunny Grove',
    kind: 'rv',
  },
  {
    uid: 'ext-9',
    _id: 9,
    type: 'external',
    contractTypeId: null,
    contractId: null,
    name: 'Palm Lea',
    kind: 'llc',
  },
];

describe('formIssue', () => {
  it("names the partner's care split field for the partner", () => {
    const i = formIssue({ path: 'customer.partner.care.split', message: 'The split must sum to 1' }, columns);
    expect(i.path).toBe('customer.partnerClinicalCareSplit');
    expect(i.message).toContain("partner's care service split");
  });

  it('points an option issue at its form village, named as on screen', () => {
    const i = formIssue({ path: 'options.1.exit.dmf.3', message: 'Too big' }, columns);
    expect(i).toEqual({ path: 'village.9.exit.dmf.3', message: 'Palm Lea: Too big' });
  });

  it('keeps what it does not know', () => {
    const raw = { path: 'asAt', message: 'Invalid date' };
    expect(formIssue(raw, columns)).toEqual(raw);
    expect(formIssue({ path: 'options.5.x', message: 'm' }, columns)).toEqual({
      path: 'options.5.x',
      message: 'm',
    });
  });
});

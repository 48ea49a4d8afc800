import { describe, expect, it } from 'vitest';
import { chargeFeesLabel, perPeriod, securityDepositLabel } from './labels.ts';

describe('labels renamed by corporate vars (spec §3.2)', () => {
  it('uses renameChargeFeesRent when set, else the kind of option decides', () => {
    expect(chargeFeesLabel('General Service Charge', 'rv')).toBe('General Service Charge');
    expect(chargeFeesLabel(null, 'rv')).toBe('Recurrent charges');
    expect(chargeFeesLabel('  ', 'llc')).toBe('Site fees');
  });
  it('uses renameHomeSecurityDeposit when set', () => {
    expect(securityDepositLabel('Bond')).toBe('Bond');
    expect(securityDepositLabel(null)).toBe('Security deposit');
  });
  it('says an amount per period in words (frequency = times a year)', () => {
    expect(perPeriod(89.39, 52)).toBe('$89.39 per week');
    expect(perPeriod(110, 26)).toBe('$110.00 per fortnight');
    expect(perPeriod(5, 0)).toBe('none');
  });
});

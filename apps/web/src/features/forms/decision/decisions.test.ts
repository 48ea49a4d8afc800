import { describe, expect, it } from 'vitest';
import { choiceText, decisionRequest, decisionText } from './decisions.ts';

describe('client decision requests (spec §3.7, §3.10)', () => {
  it('a buy choice sends yes with the contract id', () => {
    expect(decisionRequest({ id: '101', text: 'Licence', type: 'yes' })).toEqual({
      clientResponse: 'yes',
      choiceId: '101',
    });
  });
  it('a no choice sends no with home / ext / unk', () => {
    expect(decisionRequest({ id: 'ext', text: 'Ext Property', type: 'no' })).toEqual({
      clientResponse: 'no',
      choiceId: 'ext',
    });
  });
  it('unset clears the decision', () => {
    expect(decisionRequest({ id: 'unset', text: 'Unset', type: 'unset' })).toEqual({
      clientResponse: null,
      choiceId: 'unset',
    });
  });
  it('names the chosen option, else the status label', () => {
    const choices = [
      { id: '101', text: 'Licence', type: 'yes' as const },
      { id: 'home', text: 'Home', type: 'no' as const },
    ];
    expect(decisionText('BUY', choices, '101', null)).toBe('Buy: Licence');
    expect(decisionText('NOTBUY', choices, null, 'home')).toBe('Not buying: Home');
    expect(decisionText('NO_PDF', choices, null, null)).toBe('No PDF Generated');
    expect(choiceText({ id: 'unset', text: 'Unset', type: 'unset' })).toBe('Unset');
  });
});

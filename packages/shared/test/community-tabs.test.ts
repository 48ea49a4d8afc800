/**
 * The rules of the community tabs' payloads (community-tabs.ts): spec §5 "Fee rule" (valid only if the frequency
 * is above 0, the max is above 0 and the max exceeds the min), line amounts and frequencies, a service's name, and
 * one permission per tab as spec §6 lists them.
 */
import { describe, expect, it } from 'vitest';
import {
  AdditionalServiceInput,
  COMMUNITY_TABS,
  FeesConfigInput,
  MESSAGES,
  type FeesConfigInput as Fees,
} from '../src/index.ts';

const rule = (ruleFrequency: number, ruleMin: number | null, ruleMax: number | null): Fees =>
  ({ base: 'rule', ruleFrequency, ruleMin, ruleMax, chargeFees: [] }) as Fees;

/** The issues of a parse as 'path' → message. */
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('FeesConfigInput (spec §5 Fee rule)', () => {
  it('accepts a rule with frequency > 0, max > 0 and max > min', () => {
    // $150 to $210.50 a week: 52 > 0, 210.5 > 0, 210.5 > 150.
    expect(FeesConfigInput.safeParse(rule(52, 150, 210.5)).success).toBe(true);
    // No min counts as 0: max 1 > 0.
    expect(FeesConfigInput.safeParse(rule(12, null, 1)).success).toBe(true);
  });

  it('names the field at fault with the spec text', () => {
    expect(issues(FeesConfigInput.safeParse(rule(0, 0, 100)))).toEqual({ ruleFrequency: 'Value required' });
    expect(issues(FeesConfigInput.safeParse(rule(52, null, null)))).toEqual({ ruleMax: 'Value required' });
    expect(issues(FeesConfigInput.safeParse(rule(52, 200, 200)))).toEqual({
      ruleMax: MESSAGES.community.feeRuleMaxAboveMin,
    });
  });

  it('does not check the rule while the fee is picked from lines', () => {
    expect(FeesConfigInput.safeParse({ ...rule(0, 5, 1), base: 'values' }).success).toBe(true);
  });

  it('takes line amounts from $0 to $10,000,000 rounded to cents, and frequencies above None', () => {
    const lines = (amount: number, frequency: number) =>
      FeesConfigInput.safeParse({ ...rule(52, 0, 1), base: 'values', chargeFees: [{ amount, frequency }] });
    const ok = lines(89.394, 52);
    expect(ok.success && ok.data.chargeFees[0]).toEqual({
      name: null,
      amount: 89.39,
      frequency: 52,
      deleted: false,
    });
    expect(issues(lines(-0.01, 52))).toEqual({ 'chargeFees.0.amount': MESSAGES.community.amountRange });
    expect(issues(lines(10_000_000.01, 52))).toEqual({
      'chargeFees.0.amount': MESSAGES.community.amountRange,
    });
    expect(issues(lines(10, 0))).toEqual({ 'chargeFees.0.frequency': 'Value required' });
    expect(issues(lines(10, 7))).toEqual({ 'chargeFees.0.frequency': 'Value required' });
  });
});

describe('AdditionalServiceInput', () => {
  it('needs a name of at most 100 characters', () => {
    const service = (name: string) => AdditionalServiceInput.safeParse({ name, amount: 5, frequency: 26 });
    expect(issues(service('  '))).toEqual({ name: 'Required.' });
    expect(issues(service('x'.repeat(101)))).toEqual({ name: 'At most 100 characters.' });
    expect(service(' Linen ').data).toEqual({ name: 'Linen', amount: 5, frequency: 26, deleted: false });
  });
});

describe('COMMUNITY_TABS', () => {
  it("are spec §2.1's seven tabs in order, each with its permission of spec §6", () => {
    expect(COMMUNITY_TABS.map((t) => [t.path, t.label, t.permission])).toEqual([
      ['details', 'Main Details', 'updateCommunity'],
      ['contracts', 'Assigned Contracts', 'assignContract'],
      ['users', 'Assigned Users', 'assignCommunityUser'],
      ['reportContent', 'Report Content', 'updateCommunityReport'],
      ['amenities', 'Report Amenities', 'updateCommunityReport'],
      ['fees', 'Site Fees / General Service Charge', 'updateCommunitySettings'],
      ['services', 'Additional Services', 'updateCommunityServices'],
    ]);
  });
});

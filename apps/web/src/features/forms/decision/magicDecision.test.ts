/**
 * The client decision of a magic form (spec §4 "Client decision", §8 'Magic client decision'): blocked until the
 * client completed through the link, then until a PDF exists; the Unset option of spec §3.7.
 */
import { describe, expect, it } from 'vitest';
import type { Choice } from '@rlc/shared';
import { magicDecisionBlock, offeredChoices } from './decisions.ts';

const magic = (over: { isMagic?: boolean; magicCompletedAt?: string | null; magicPdfs?: number } = {}) => ({
  isMagic: true,
  magicCompletedAt: null,
  magicPdfs: 0,
  ...over,
});

describe('magic client decision messages (spec §8)', () => {
  it('says the client has not completed, first', () => {
    expect(magicDecisionBlock(magic({ magicPdfs: 2 }))).toBe(
      'Cannot set client decision until client is completed with magic link',
    );
  });
  it('then that no PDF has been generated', () => {
    expect(magicDecisionBlock(magic({ magicCompletedAt: '2026-11-25T00:00:00Z' }))).toBe(
      'Cannot set client decision as no PDFs for the client have been generated yet',
    );
  });
  it('lets it be set once completed with a PDF, and never blocks an ordinary form', () => {
    expect(magicDecisionBlock(magic({ magicCompletedAt: '2026-11-25T00:00:00Z', magicPdfs: 1 }))).toBeNull();
    expect(magicDecisionBlock(magic({ isMagic: false }))).toBeNull();
  });
});

describe('the Unset option (spec §3.7)', () => {
  const base: Choice[] = [
    { id: '101', text: 'Licence', type: 'yes' },
    { id: 'home', text: 'Home', type: 'no' },
  ];
  const hasUnset = (c: Choice[]) => c.some((x) => x.type === 'unset');

  it('is offered when decided or when the magic status is completed or expired', () => {
    expect(hasUnset(offeredChoices(base, 'BUY', null))).toBe(true);
    expect(hasUnset(offeredChoices(base, 'NOTBUY', null))).toBe(true);
    expect(hasUnset(offeredChoices(base, 'WAIT', 'MAGIC_COMPLETED'))).toBe(true);
    expect(hasUnset(offeredChoices(base, 'NO_PDF', 'MAGIC_EXPIRED'))).toBe(true);
  });
  it('is not offered otherwise, and never twice', () => {
    expect(hasUnset(offeredChoices(base, 'WAIT', 'MAGIC_ACTIVE'))).toBe(false);
    expect(hasUnset(offeredChoices(base, 'NO_PDF', null))).toBe(false);
    const withUnset: Choice[] = [...base, { id: 'unset', text: 'Unset', type: 'unset' }];
    expect(
      offeredChoices(withUnset, 'BUY', 'MAGIC_COMPLETED').filter((c) => c.type === 'unset'),
    ).toHaveLength(1);
  });
});

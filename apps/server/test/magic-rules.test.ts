/**
 * The magic-link rules as pure functions (spec §3.7, §4): the form's magic status, a link's state and
 * its page sentence, the staff-write block, the client decision refusals and the default offered contracts.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rlc/shared';
import type { FormRow } from '../src/db/schema/index.ts';
import {
  assertMayWrite,
  defaultMagicContractIds,
  magicDecisionRefusal,
  magicOffersUnset,
  magicStatusOf,
} from '../src/modules/forms/magic.ts';
import { linkMessage, linkState } from '../src/modules/magic/link-state.ts';
import type { MagicLinkRow } from '../src/modules/magic/repository.ts';

const now = new Date('2026-11-10T12:00:00Z');
const before = new Date('2026-11-01T00:00:00Z');
const after = new Date('2026-11-16T00:00:00Z');

/** A magic form with a Live link of customer 7 (expires after `now`); `over` changes fields. */
const form = (over: Partial<FormRow> = {}): FormRow =>
  ({
    id: 1,
    corporateId: 1,
    createdBy: 2,
    isMagic: true,
    archivedAt: null,
    magicUserId: 7,
    magicCompletedAt: null,
    magicCancelledAt: null,
    magicExpiredAt: null,
    magicExpiresAt: after,
    magicIsReviewable: false,
    ...over,
  }) as FormRow;

const link = (over: Partial<MagicLinkRow> = {}): MagicLinkRow => ({
  id: 3,
  formId: 1,
  magicUserId: 7,
  tokenHash: 'a'.repeat(64),
  sentBy: 2,
  createdAt: before,
  expiresAt: after,
  usedAt: null,
  replacedAt: null,
  cancelledAt: null,
  expiredAt: null,
  ...over,
});

describe('magicStatusOf (spec §4 codes)', () => {
  it.each([
    ['not magic', { isMagic: false }, null],
    ['archived beats everything', { archivedAt: before, magicCompletedAt: before }, 'MAGIC_DELETED'],
    ['no customer', { magicUserId: null }, 'MAGIC_NO_CUST'],
    [
      'completed beats cancelled and expired',
      { magicCompletedAt: before, magicCancelledAt: before },
      'MAGIC_COMPLETED',
    ],
    ['cancelled', { magicCancelledAt: before }, 'MAGIC_CANCELLED'],
    ['expired now by the adviser', { magicExpiredAt: before }, 'MAGIC_EXPIRED'],
    // expiry exactly at `now` counts as passed ("once the expiry time has passed" — at it, nothing is left).
    ['expiry reached', { magicExpiresAt: now }, 'MAGIC_EXPIRED'],
    ['live', {}, 'MAGIC_ACTIVE'],
  ] as const)('%s', (_name, over, status) => {
    expect(magicStatusOf(form(over as Partial<FormRow>), now)).toBe(status);
  });
});

describe('linkState (what the link page says)', () => {
  it.each([
    ['usable', form(), link(), 'usable'],
    ['form deleted', form({ archivedAt: before }), link(), 'deleted'],
    ['form now another customer’s', form({ magicUserId: 8 }), link(), 'deleted'],
    ['replaced beats used', form(), link({ replacedAt: before, usedAt: before }), 'replaced'],
    ['cancelled', form(), link({ cancelledAt: before }), 'cancelled'],
    ['expired now', form(), link({ expiredAt: before }), 'expired'],
    ['past its expiry', form(), link({ expiresAt: before }), 'expired'],
    ['completed, not reviewable', form({ magicCompletedAt: before }), link(), 'completed'],
    [
      'completed, reviewable: usable',
      form({ magicCompletedAt: before, magicIsReviewable: true }),
      link(),
      'usable',
    ],
    ['used', form(), link({ usedAt: before }), 'used'],
  ] as const)('%s', (_name, f, l, state) => {
    expect(linkState(l, f, now)).toBe(state);
  });

  it('names the adviser, their e-mail and the operator in the page sentence', () => {
    const contact = { corporateName: 'Acme Living', adviserName: 'Ann Lee', adviserEmail: 'ann@acme.test' };
    expect(linkMessage('expired', contact)).toBe(
      'This link has expired. Please ask your adviser Ann Lee (ann@acme.test) at Acme Living to send you a new one.',
    );
    expect(linkMessage('cancelled', { ...contact, adviserName: '', adviserEmail: null })).toBe(
      'This link has been cancelled. Please contact Acme Living.',
    );
    expect(linkMessage('unknown', null)).toBe(MESSAGES.magic.linkState.unknown);
  });
});

describe('the staff-write block and the decision rules', () => {
  const staff = { user: { id: 2, corporateId: 1 }, communityIds: [], permissions: ['accessCorporate'] };
  const customerScope = { kind: 'customer' as const, formId: 1, corporateId: 1, magicUserId: 7 };

  it('refuses staff while Live only, and the customer once completed', () => {
    expect(() => assertMayWrite(form(), staff, now)).toThrow(MESSAGES.magic.staffBlocked);
    expect(() => assertMayWrite(form({ magicCancelledAt: before }), staff, now)).not.toThrow();
    expect(() => assertMayWrite(form({ magicCompletedAt: before }), staff, now)).not.toThrow();
    expect(() => assertMayWrite(form({ isMagic: false }), staff, now)).not.toThrow();
    expect(() => assertMayWrite(form(), customerScope, now)).not.toThrow();
    expect(() => assertMayWrite(form({ magicCompletedAt: before }), customerScope, now)).toThrow(
      MESSAGES.magic.customerCompleted,
    );
  });

  it('gives the §8 messages in order: completion first, then a PDF', () => {
    expect(magicDecisionRefusal(form(), true)).toBe(MESSAGES.form.magicNotCompleted);
    expect(magicDecisionRefusal(form({ magicCompletedAt: before }), false)).toBe(MESSAGES.form.magicNoPdfs);
    expect(magicDecisionRefusal(form({ magicCompletedAt: before }), true)).toBeNull();
    expect(magicDecisionRefusal(form({ isMagic: false }), false)).toBeNull();
  });

  it('offers Unset when the magic status is completed or expired (spec §3.7)', () => {
    expect(
      ['MAGIC_COMPLETED', 'MAGIC_EXPIRED', 'MAGIC_ACTIVE', null].map((s) => magicOffersUnset(s as never)),
    ).toEqual([true, true, false, false]);
  });

  it('offers by default the contracts whose type is not noAutoAddMagicLink', () => {
    const contracts = [
      { id: 10, contractTypeId: 1 },
      { id: 11, contractTypeId: 2 },
      { id: 12, contractTypeId: 1 },
    ];
    const types = [
      { id: 1, name: 'Licence', noAutoAddMagicLink: false },
      { id: 2, name: 'Rental', noAutoAddMagicLink: true },
    ];
    expect(defaultMagicContractIds(contracts, types)).toEqual([10, 12]);
  });
});

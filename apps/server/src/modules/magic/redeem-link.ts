/**
 * POST magic-link/redeem (ADR 0010 decision 5): uses the link up (once, atomically) and starts a
 * customer session on its form, recording the form's first / last login times. Throttled like login, per client
 * address (auth's throttle, key `magic-ip:<address>`): unknown tokens and refused links count as failures.
 * Errors: 429 RATE_LIMITED (`seconds`); 404 MAGIC_LINK_INVALID; 410 MAGIC_LINK_USED / _EXPIRED / _CANCELLED /
 * _REPLACED / _COMPLETED with the page's sentence naming whom to contact.
 */
import type { MagicRedeemResponse } from '@rlc/shared';
import type { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { lockedSeconds, rateLimited, recordFailure, signSessionToken } from '../auth/index.ts';
import { formById, setFormMagic } from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { linkRefused } from './errors.ts';
import { linkContact, linkMessage, linkState } from './link-state.ts';
import { claimLink, linkByHash, magicUserById } from './repository.ts';
import { createCustomerSession } from './session.ts';
import { magicTokenHash } from './token.ts';

/** Refused redeems per address within the login throttle's window before the address is locked. */
export const REDEEM_MAX_FAILURES = 10;
export const redeemKey = (ip: string) => `magic-ip:${ip}`;

export async function redeemLink(
  deps: Pick<MagicDeps, 'db' | 'clock' | 'config'>,
  token: string,
  ip: string,
): Promise<MagicRedeemResponse> {
  const { db } = deps;
  const now = deps.clock();
  const key = redeemKey(ip);
  const wait = await lockedSeconds(db, [key], now);
  if (wait > 0) throw rateLimited(wait);
  const refuse = async (error: ApiError, formId: number | null) => {
    await audit(db, { action: 'magic.redeem.refused', at: now, ip, details: { formId, code: error.code } });
    const lock = await recordFailure(db, key, REDEEM_MAX_FAILURES, now);
    throw lock > 0 ? rateLimited(lock) : error;
  };

  const link = await linkByHash(db, magicTokenHash(token));
  const form = link ? await formById(db, link.formId) : null;
  if (!link || !form) return refuse(linkRefused('unknown', linkMessage('unknown', null)), null);
  const contact = await linkContact(db, link.sentBy, form);
  const state = linkState(link, form, now);
  if (state !== 'usable') return refuse(linkRefused(state, linkMessage(state, contact)), form.id);

  const sid = await db.transaction(async (tx) => {
    if (!(await claimLink(tx, link.id, now))) return null;
    await setFormMagic(tx, form.id, {
      magicFirstLoginAt: form.magicFirstLoginAt ?? now,
      magicLastLoginAt: now,
    });
    await audit(tx, {
      action: 'magic.redeem',
      at: now,
      corporateId: form.corporateId,
      ip,
      details: { formId: form.id, magicUserId: link.magicUserId },
    });
    return createCustomerSession(tx, link.id, now);
  });
  // A concurrent redeem claimed it first.
  if (!sid) return refuse(linkRefused('used', linkMessage('used', contact)), form.id);
  const user = await magicUserById(db, link.magicUserId);
  return {
    jwt: await signSessionToken(deps.config.jwtSecret, sid, `magic:${link.magicUserId}`, now),
    kind: 'customer',
    formId: form.id,
    expiresAt: link.expiresAt.toISOString(),
    maxIdleMin: deps.config.maxIdleMin,
    customer: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
    },
    contact,
  };
}

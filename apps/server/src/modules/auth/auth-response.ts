/**
 * GET auth (and the tail of login): the signed-in user (spec §3.1 SessionUser), the API constants of spec §3.2
 * and the corporate's vars.
 */
import {
  FORM_STATUS,
  MAGIC_STATUS,
  MAINTENANCE_CUTOFF,
  MAINTENANCE_TEXT,
  PERMISSIONS,
  type ApiConsts,
  type AuthResponse,
  type CorporateVars,
} from '@rlc/shared';
import type { AuthDeps } from './deps.ts';
import { toSessionUser, type Principal } from './principal.ts';
import { corporateRow } from './repository.ts';

/** Spec §3.2 API constants with the default labels of spec §4 and §6. */
export function apiConsts(): ApiConsts {
  return {
    formStatus: { ...FORM_STATUS },
    magicStatus: { ...MAGIC_STATUS },
    permissions: { ...PERMISSIONS },
    maintenance: { until: MAINTENANCE_CUTOFF, text: MAINTENANCE_TEXT },
  };
}

async function corporateVars(deps: Pick<AuthDeps, 'db'>, corporateId: number): Promise<CorporateVars> {
  const c = await corporateRow(deps.db, corporateId);
  if (!c) throw new Error(`corporate ${corporateId} of a signed-in user is missing`);
  return {
    id: c.id,
    name: c.name,
    renameHomeSecurityDeposit: c.renameHomeSecurityDeposit,
    renameChargeFeesRent: c.renameChargeFeesRent,
    magicEnabled: c.magicEnabled,
    valuationTool: c.valuationTool,
  };
}

/** The principal's `{ user, consts, corp }`. */
export async function authResponse(deps: Pick<AuthDeps, 'db'>, p: Principal): Promise<AuthResponse> {
  return {
    user: toSessionUser(p),
    consts: apiConsts(),
    corp: await corporateVars(deps, p.user.corporateId),
    consult: p.consult ? { since: p.consult.since.toISOString(), formId: p.consult.formId } : null,
  };
}

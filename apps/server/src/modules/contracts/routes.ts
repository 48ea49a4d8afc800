/**
 * Contract type routes for the admin (issue 10 §2; contract in @rlc/shared api/contract-types.ts), registered
 * under /api/app/v1. Permissions come from the endpoint table: listing needs the adminContracts ability,
 * creating createContractType, renaming and the magic-link flag updateContractType.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { createContractType } from './create-contract-type.ts';
import { listContractTypes } from './list-contract-types.ts';
import { updateContractName } from './update-contract-name.ts';
import { updateNoAutoAddMagicLink } from './update-no-auto-add-magic-link.ts';

export function contractRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.listContractTypes, ({ principal }) => listContractTypes(deps, principal));
  serve(app, ENDPOINTS.createContractType, async ({ principal, body }) => ({
    contractType: await createContractType(deps, principal, body),
  }));
  serve(app, ENDPOINTS.updateContractName, async ({ principal, params, body }) => ({
    contractType: await updateContractName(deps, principal, params.contractId, body.name),
  }));
  serve(app, ENDPOINTS.updateNoAutoAddMagicLink, async ({ principal, params, body }) => ({
    contractType: await updateNoAutoAddMagicLink(deps, principal, params.contractId, body.noAutoAddMagicLink),
  }));
  return Promise.resolve();
}

/**
 * Contract type routes for the admin (contract in @rlc/shared api/contract-types.ts), registered
 * under /api/app/v1. Permissions come from the endpoint table: listing needs the adminContracts ability,
 * creating createContractType, renaming and the magic-link flag updateContractType; the editor's calls check the
 * kind of contract in the use case (contract-access.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { communityContractConfigs, contractConfigs } from './contract-configs.ts';
import { createContractType } from './create-contract-type.ts';
import { getCommunityContract, getContract } from './get-contract.ts';
import { listContractTypes } from './list-contract-types.ts';
import { previewContract } from './preview-contract.ts';
import { updateContractName } from './update-contract-name.ts';
import { updateContractTerms } from './update-contract-terms.ts';
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
  // The config-driven editor.
  serve(app, ENDPOINTS.contractConfigs, () => contractConfigs());
  serve(app, ENDPOINTS.communityContractConfigs, () => communityContractConfigs());
  serve(app, ENDPOINTS.getContract, async ({ principal, params }) => ({
    contract: await getContract(deps, principal, params.contractId),
  }));
  serve(app, ENDPOINTS.getCommunityContract, async ({ principal, params }) => ({
    contract: await getCommunityContract(deps, principal, params.communityId, params.contractId),
  }));
  serve(app, ENDPOINTS.updateContractTerms, async ({ principal, params, body }) => ({
    contract: await updateContractTerms(deps, principal, params.contractId, body.data),
  }));
  serve(app, ENDPOINTS.previewContract, ({ principal, params, body }) =>
    previewContract(deps, principal, params.contractId, body.data),
  );
  return Promise.resolve();
}

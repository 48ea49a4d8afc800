/** The contracts calls of the API table (see ./index.ts). */
import { z } from 'zod';
import { ABILITIES } from '../../permissions.ts';
import {
  ContractTypeResponse,
  ContractTypesResponse,
  CreateContractTypeRequest,
  UpdateContractNameRequest,
  UpdateNoAutoAddMagicLinkRequest,
} from '../contract-types.ts';
import {
  ContractConfigResponse,
  ContractPreviewResponse,
  ContractResponse,
  PreviewContractRequest,
  UpdateContractRequest,
} from '../contract-editor.ts';
import { define, pgId } from './define.ts';

/** Reading a contract's terms: the admin's abilities (default contracts) or updateContract (a community's). */
const READ_CONTRACT = { any: [...ABILITIES.adminContracts, 'updateContract'] } as const;
const ContractParams = z.object({ contractId: pgId });

export const CONTRACTS_ENDPOINTS = define({
  // The admin's contract types (api/contract-types.ts). A type is addressed by its default contract.
  listContractTypes: {
    method: 'GET',
    path: '/contracts',
    tag: 'contracts',
    summary: "The corporate's contract types with their default contracts and how many communities use each",
    permission: { any: ABILITIES.adminContracts },
    response: ContractTypesResponse,
  },
  createContractType: {
    method: 'POST',
    path: '/contracts/create',
    tag: 'contracts',
    summary: 'Create a contract type and its default contract on neutral terms (409 when the name is taken)',
    permission: 'createContractType',
    body: CreateContractTypeRequest,
    response: ContractTypeResponse,
  },
  updateContractName: {
    method: 'POST',
    path: '/contract/:contractId/updateName',
    tag: 'contracts',
    summary: 'Rename the contract type of a default contract (409 when the name is taken)',
    permission: 'updateContractType',
    params: z.object({ contractId: pgId }),
    body: UpdateContractNameRequest,
    response: ContractTypeResponse,
  },
  updateNoAutoAddMagicLink: {
    method: 'POST',
    path: '/contract/:contractId/noAutoAddMagicLink',
    tag: 'contracts',
    summary: "Set whether the default contract's type is left out of magic links unless chosen",
    permission: 'updateContractType',
    params: z.object({ contractId: pgId }),
    body: UpdateNoAutoAddMagicLinkRequest,
    response: ContractTypeResponse,
  },
  // The config-driven editor (api/contract-editor.ts).
  contractConfigs: {
    method: 'GET',
    path: '/contracts/configs',
    tag: 'contracts',
    summary: 'Every contract config item (spec §3.9), for the default-contract editor',
    permission: { any: ABILITIES.adminContracts },
    response: ContractConfigResponse,
  },
  communityContractConfigs: {
    method: 'GET',
    path: '/communities/configs',
    tag: 'contracts',
    summary: 'The contract config items a community contract may override',
    permission: 'updateContract',
    response: ContractConfigResponse,
  },
  getContract: {
    method: 'POST',
    path: '/contract/:contractId',
    tag: 'contracts',
    summary:
      "A contract's terms: a default contract's own, a community contract's effective ones and overrides",
    permission: READ_CONTRACT,
    params: ContractParams,
    response: ContractResponse,
  },
  getCommunityContract: {
    method: 'POST',
    path: '/community/:communityId/contract/:contractId',
    tag: 'contracts',
    summary:
      "The community's contract of the type of contractId (its own contract id, or the type's default)",
    permission: 'updateContract',
    params: z.object({ communityId: pgId, contractId: pgId }),
    response: ContractResponse,
  },
  updateContractTerms: {
    method: 'POST',
    path: '/contract/:contractId/update',
    tag: 'contracts',
    summary: 'Save the changed terms of a contract (a community contract: overrides only); a new version',
    permission: { any: ['updateDefaultContract', 'updateContract'] },
    params: ContractParams,
    body: UpdateContractRequest,
    response: ContractResponse,
  },
  previewContract: {
    method: 'POST',
    path: '/contract/:contractId/preview',
    tag: 'contracts',
    summary: 'Exit entitlement at years 1–10 and 15 for a $500,000 entry, with unsaved changes applied',
    permission: READ_CONTRACT,
    params: ContractParams,
    body: PreviewContractRequest,
    response: ContractPreviewResponse,
  },
});

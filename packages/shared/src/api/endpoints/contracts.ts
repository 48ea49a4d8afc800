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
import { define, pgId } from './define.ts';

export const CONTRACTS_ENDPOINTS = define({
  // The admin's contract types (issue 10 §2; api/contract-types.ts). A type is addressed by its default contract.
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
});

/**
 * Contracts module: the corporate's contract types and their default contracts, for the admin, and the
 * config-driven editor of default and community contracts.
 * Register in app.ts under /api/app/v1: `await app.register(contractRoutes, { prefix: API_PREFIX })`.
 */
export { contractRoutes } from './routes.ts';
export { listContractTypes } from './list-contract-types.ts';
export { createContractType } from './create-contract-type.ts';
export { updateContractName } from './update-contract-name.ts';
export { updateNoAutoAddMagicLink } from './update-no-auto-add-magic-link.ts';
export { contractConfigs, communityContractConfigs } from './contract-configs.ts';
export { getContract, getCommunityContract } from './get-contract.ts';
export { updateContractTerms } from './update-contract-terms.ts';
export { previewContract } from './preview-contract.ts';
export type { ContractEditor } from './contract-access.ts';
export type { ContractCaller, ContractDeps } from './deps.ts';

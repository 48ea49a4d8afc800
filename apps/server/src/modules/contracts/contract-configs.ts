/**
 * GET contracts/configs and GET communities/configs (spec §7, key `config`): the contract config items of
 * @rlc/shared (contract-config/), every one for a default contract, the overridable ones for a community's.
 */
import { COMMUNITY_CONTRACT_CONFIG, CONTRACT_CONFIG, type ContractConfigResponse } from '@rlc/shared';

export const contractConfigs = (): ContractConfigResponse => ({ config: [...CONTRACT_CONFIG] });

export const communityContractConfigs = (): ContractConfigResponse => ({
  config: [...COMMUNITY_CONTRACT_CONFIG],
});

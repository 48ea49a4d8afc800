/**
 * The calls of the contract editor screens (@rlc/shared api/contract-editor.ts): the config items,
 * a default or community contract, the save of changed terms with the spec §8 'Contracts' texts, and the
 * preview. Query keys are per contract, so a save puts the answer in place and the preview is asked again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTRACTS_ENDPOINTS, MESSAGES, type ContractResponse } from '@rlc/shared';
import { ApiError } from '../../api/client.ts';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { CONTRACT_TYPES_KEY } from './api.ts';

const contractKey = (contractId: number) => ['contract', contractId] as const;
export const previewKey = (contractId: number) => ['contractPreview', contractId] as const;

/** The config items: every one (default contracts) or the overridable ones (community contracts). */
export function useContractConfig(kind: 'default' | 'community') {
  return useQuery({
    queryKey: ['contractConfig', kind],
    queryFn: async () =>
      (
        await callEndpoint(
          kind === 'default'
            ? CONTRACTS_ENDPOINTS.contractConfigs
            : CONTRACTS_ENDPOINTS.communityContractConfigs,
        )
      ).config,
    staleTime: Infinity,
  });
}

export function useDefaultContract(contractId: number) {
  return useQuery({
    queryKey: contractKey(contractId),
    queryFn: async () =>
      (await callEndpoint(CONTRACTS_ENDPOINTS.getContract, { params: { contractId } })).contract,
  });
}

/** The community's contract of the type `contractId` names (its own id, or the type's default contract id). */
export function useCommunityContract(communityId: number, contractId: number) {
  return useQuery({
    queryKey: ['communityContract', communityId, contractId],
    queryFn: async () =>
      (
        await callEndpoint(CONTRACTS_ENDPOINTS.getCommunityContract, {
          params: { communityId, contractId },
        })
      ).contract,
  });
}

/** The preview fetcher of one contract, for the editor. */
export const fetchPreview = (contractId: number) => async (changes: Record<string, unknown>) =>
  callEndpoint(CONTRACTS_ENDPOINTS.previewContract, { params: { contractId }, body: { data: changes } });

/** The server's refusals of a save by settings key (issues `data.<key>`). */
export function refusalsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION') return {};
  return Object.fromEntries(
    (error.issues ?? [])
      .filter((i) => i.path.startsWith('data.'))
      .map((i) => [i.path.slice('data.'.length), i.message]),
  );
}

/** Saves changed terms; `onSaved` gets the contract as now stored. */
export function useSaveContractTerms(contractId: number, onSaved: (answer: ContractResponse) => void) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (data: Record<string, unknown>) =>
      callEndpoint(CONTRACTS_ENDPOINTS.updateContractTerms, { params: { contractId }, body: { data } }),
    successToast: MESSAGES.contract.updated,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.contract.updateFailed,
    onSuccess: (answer) => {
      client.setQueryData(contractKey(contractId), answer.contract);
      void client.invalidateQueries({ queryKey: previewKey(contractId) });
      void client.invalidateQueries({ queryKey: CONTRACT_TYPES_KEY });
      onSaved(answer);
    },
  });
}

/**
 * The calls of the Contract types screen (issue 10 §2; contract @rlc/shared api/contract-types.ts): the list,
 * and create, rename and the magic-link flag, each a mutation with the spec §8 'Contracts' failure texts (the
 * server's own message preferred) that refreshes the list when it succeeds.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, MESSAGES, type CreateContractTypeRequest } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';

export const CONTRACT_TYPES_KEY = ['admin', 'contractTypes'] as const;

export function useContractTypes() {
  return useQuery({
    queryKey: CONTRACT_TYPES_KEY,
    queryFn: async () => (await callEndpoint(ENDPOINTS.listContractTypes)).contractTypes,
  });
}

/** Refreshes the list after a change (the server sorts it by name). */
function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: CONTRACT_TYPES_KEY });
}

export function useCreateContractType(onCreated: () => void) {
  const refresh = useRefresh();
  return useApiMutation({
    mutationFn: (body: CreateContractTypeRequest) => callEndpoint(ENDPOINTS.createContractType, { body }),
    successToast: MESSAGES.contract.typeCreated,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.contract.typeCreateFailed,
    onSuccess: () => {
      refresh();
      onCreated();
    },
  });
}

export function useRenameContract(onRenamed: () => void) {
  const refresh = useRefresh();
  return useApiMutation({
    mutationFn: ({ contractId, name }: { contractId: number; name: string }) =>
      callEndpoint(ENDPOINTS.updateContractName, { params: { contractId }, body: { name } }),
    successToast: MESSAGES.contract.renamed,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.contract.renameFailed,
    onSuccess: () => {
      refresh();
      onRenamed();
    },
  });
}

export function useSetNoAutoAddMagicLink() {
  const refresh = useRefresh();
  return useApiMutation({
    mutationFn: ({ contractId, value }: { contractId: number; value: boolean }) =>
      callEndpoint(ENDPOINTS.updateNoAutoAddMagicLink, {
        params: { contractId },
        body: { noAutoAddMagicLink: value },
      }),
    successToast: MESSAGES.contract.updated,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.contract.updateFailed,
    onSuccess: refresh,
  });
}

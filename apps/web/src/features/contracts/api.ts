/**
 * The calls of the Contract types screen (contract @rlc/shared api/contract-types.ts): the list,
 * and create, rename and the magic-link flag, each a mutation with the spec §8 'Contracts' failure texts (the
 * server's own message preferred) that puts the changed row in the list when it succeeds.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACTS_ENDPOINTS,
  MESSAGES,
  type ContractTypeResponse,
  type CorporateContractType,
  type CreateContractTypeRequest,
} from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';

export const CONTRACT_TYPES_KEY = ['admin', 'contractTypes'] as const;

export function useContractTypes() {
  return useQuery({
    queryKey: CONTRACT_TYPES_KEY,
    queryFn: async () => (await callEndpoint(CONTRACTS_ENDPOINTS.listContractTypes)).contractTypes,
  });
}

/**
 * After a change: the answer's row goes into the cached list at once (so a checkbox does not flip back while the
 * list is asked for again), then the list is asked for again (the server sorts it by name).
 */
function useApplyChange() {
  const client = useQueryClient();
  return ({ contractType }: ContractTypeResponse) => {
    client.setQueryData<CorporateContractType[]>(CONTRACT_TYPES_KEY, (list) =>
      list?.some((t) => t.id === contractType.id)
        ? list.map((t) => (t.id === contractType.id ? contractType : t))
        : [...(list ?? []), contractType],
    );
    void client.invalidateQueries({ queryKey: CONTRACT_TYPES_KEY });
  };
}

export function useCreateContractType(onCreated: () => void) {
  const apply = useApplyChange();
  return useApiMutation({
    mutationFn: (body: CreateContractTypeRequest) =>
      callEndpoint(CONTRACTS_ENDPOINTS.createContractType, { body }),
    successToast: MESSAGES.contract.typeCreated,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.contract.typeCreateFailed,
    onSuccess: (answer) => {
      apply(answer);
      onCreated();
    },
  });
}

export function useRenameContract(onRenamed: () => void) {
  const apply = useApplyChange();
  return useApiMutation({
    mutationFn: ({ contractId, name }: { contractId: number; name: string }) =>
      callEndpoint(CONTRACTS_ENDPOINTS.updateContractName, { params: { contractId }, body: { name } }),
    successToast: MESSAGES.contract.renamed,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.contract.renameFailed,
    onSuccess: (answer) => {
      apply(answer);
      onRenamed();
    },
  });
}

export function useSetNoAutoAddMagicLink() {
  const apply = useApplyChange();
  return useApiMutation({
    mutationFn: ({ contractId, value }: { contractId: number; value: boolean }) =>
      callEndpoint(CONTRACTS_ENDPOINTS.updateNoAutoAddMagicLink, {
        params: { contractId },
        body: { noAutoAddMagicLink: value },
      }),
    successToast: MESSAGES.contract.updated,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.contract.updateFailed,
    onSuccess: apply,
  });
}

/**
 * The report cover's logo on Report Settings (contract @rlc/shared api/corporate-logo.ts): read it, upload
 * a new one, remove it. Each change replaces the cached logo with the server's answer and toasts its message.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, MESSAGES, type SaveCorporateLogoRequest } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';

export const CORPORATE_LOGO_KEY = ['admin', 'corporateLogo'] as const;

export function useCorporateLogo() {
  return useQuery({
    queryKey: CORPORATE_LOGO_KEY,
    queryFn: async () => (await callEndpoint(CONTENT_ENDPOINTS.getCorporateLogo)).logo,
  });
}

export function useSaveCorporateLogo() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (logo: SaveCorporateLogoRequest) =>
      callEndpoint(CONTENT_ENDPOINTS.saveCorporateLogo, { body: logo }),
    successToast: (data) => data.message,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.reportContent.logoWrongType,
    onSuccess: (data) => queryClient.setQueryData(CORPORATE_LOGO_KEY, data.logo),
  });
}

export function useDeleteCorporateLogo() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => callEndpoint(CONTENT_ENDPOINTS.deleteCorporateLogo),
    successToast: (data) => data.message,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.generic,
    onSuccess: () => queryClient.setQueryData(CORPORATE_LOGO_KEY, null),
  });
}

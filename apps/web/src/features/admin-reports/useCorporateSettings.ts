/**
 * The corporate settings calls of Report Settings (spec §3.2 corporate vars; contract @rlc/shared
 * api/report-content.ts): read them, and save them. A save also updates the signed-in session's `corp`, so the
 * renamed labels show at once without signing in again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, MESSAGES, type CorporateSettingsInput } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { getSession, updateSession } from '../../session/storage.ts';

export const CORPORATE_SETTINGS_KEY = ['admin', 'corporateSettings'] as const;

export function useCorporateSettings() {
  return useQuery({
    queryKey: CORPORATE_SETTINGS_KEY,
    queryFn: async () => (await callEndpoint(CONTENT_ENDPOINTS.getCorporateSettings)).settings,
  });
}

export function useSaveCorporateSettings() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (settings: CorporateSettingsInput) =>
      callEndpoint(CONTENT_ENDPOINTS.updateCorporateSettings, { body: { settings } }),
    successToast: (data) => data.message || MESSAGES.reportContent.settingsSaved,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.reportContent.settingsFailed,
    onSuccess: (data) => {
      queryClient.setQueryData(CORPORATE_SETTINGS_KEY, data.settings);
      const corp = getSession()?.corp;
      if (corp) updateSession({ corp: { ...corp, ...data.settings } });
      // Forms carry the corporate's labels too (village screens): read them again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['form'] });
    },
  });
}

/**
 * The report content calls (spec §7 "Content": GET and POST on a report-content path; contract @rlc/shared
 * api/report-content.ts) for a level: the corporate's blocks or one community's. Loading fails with spec §8
 * 'Error retrieving report content'; a save toasts 'Report content updated' (the server's message preferred) or
 * 'Error saving report content'.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, MESSAGES, type ReportContentName } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';

/** Which blocks: the corporate defaults or one community's own. */
export type ContentLevel = { kind: 'corporate' } | { kind: 'community'; communityId: number };

export const reportContentKey = (level: ContentLevel) =>
  level.kind === 'corporate'
    ? (['reportContent', 'corporate'] as const)
    : (['reportContent', 'community', level.communityId] as const);

export function useReportContent(level: ContentLevel) {
  return useQuery({
    queryKey: reportContentKey(level),
    queryFn: async () =>
      (level.kind === 'corporate'
        ? await callEndpoint(CONTENT_ENDPOINTS.listCorporateReportContent)
        : await callEndpoint(CONTENT_ENDPOINTS.listCommunityReportContent, {
            params: { communityId: level.communityId },
          })
      ).blocks,
  });
}

export function useSaveReportContent(level: ContentLevel) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ name, content }: { name: ReportContentName; content: string }) =>
      level.kind === 'corporate'
        ? callEndpoint(CONTENT_ENDPOINTS.saveCorporateReportContent, { params: { name }, body: { content } })
        : callEndpoint(CONTENT_ENDPOINTS.saveCommunityReportContent, {
            params: { communityId: level.communityId, name },
            body: { content },
          }),
    successToast: (data) => data.message || MESSAGES.reportContent.saved,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.reportContent.saveFailed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportContentKey(level) }),
  });
}

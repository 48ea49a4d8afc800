/**
 * The report content calls (spec §7 "Content": GET and POST on a report-content path; contract @rlc/shared
 * api/report-content.ts) for a level: the corporate's blocks or one community's. Loading fails with spec §8
 * 'Error retrieving report content'; a save toasts 'Report content updated' (the server's message preferred) or
 * 'Error saving report content'.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, MESSAGES, type ReportContentName, type ShellContentName } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';

/**
 * Which blocks: the corporate defaults, one community's own, or the shell's post-login message and what's new
 * (corporate level; same editor, not part of any report).
 */
export type ContentLevel =
  { kind: 'corporate' } | { kind: 'community'; communityId: number } | { kind: 'shell' };

export const reportContentKey = (level: ContentLevel) =>
  level.kind === 'community'
    ? (['reportContent', 'community', level.communityId] as const)
    : (['reportContent', level.kind] as const);

export function useReportContent(level: ContentLevel) {
  return useQuery({
    queryKey: reportContentKey(level),
    queryFn: async () =>
      (level.kind === 'corporate'
        ? await callEndpoint(CONTENT_ENDPOINTS.listCorporateReportContent)
        : level.kind === 'shell'
          ? await callEndpoint(CONTENT_ENDPOINTS.listShellContent)
          : await callEndpoint(CONTENT_ENDPOINTS.listCommunityReportContent, {
              params: { communityId: level.communityId },
            })
      ).blocks,
  });
}

export function useSaveReportContent(level: ContentLevel) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ name, content }: { name: string; content: string }) =>
      level.kind === 'corporate'
        ? callEndpoint(CONTENT_ENDPOINTS.saveCorporateReportContent, {
            params: { name: name as ReportContentName },
            body: { content },
          })
        : level.kind === 'shell'
          ? callEndpoint(CONTENT_ENDPOINTS.saveShellContent, {
              params: { name: name as ShellContentName },
              body: { content },
            })
          : callEndpoint(CONTENT_ENDPOINTS.saveCommunityReportContent, {
              params: { communityId: level.communityId, name: name as ReportContentName },
              body: { content },
            }),
    successToast: (data) => data.message || MESSAGES.reportContent.saved,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.reportContent.saveFailed,
    // The shell's own copy (PostLoginDialog) is left as it is: the author is not shown their text while editing.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportContentKey(level) }),
  });
}

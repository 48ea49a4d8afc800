/**
 * The form's summary (POST form/:id/summary). Asked for on each visit of Summary or Results; the server applies
 * spec §4 (regenerate when missing, valuations changed, after customer / current-detail edits or an option's
 * deletion; otherwise reuse the stored one), so the client never decides that itself.
 */
import { useQuery } from '@tanstack/react-query';
import { requestSummary } from '../api.ts';
import { summaryKey } from '../queries.ts';

export function useSummary(formId: number) {
  return useQuery({
    queryKey: summaryKey(formId),
    queryFn: () => requestSummary(formId, {}),
    refetchOnMount: 'always',
  });
}

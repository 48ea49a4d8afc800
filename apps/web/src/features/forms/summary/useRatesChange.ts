/**
 * The rates-change view of a form (GET form/:id/ratesChange) and its two actions: re-run the report
 * on today's rates (the summary call with `options.force`) and keep the stored figures (POST …/ratesChange/keep).
 * Asked for once a summary is on screen, keyed by the summary's generation time, so a re-run asks again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FORMS_ENDPOINTS, type SummaryResponse } from '@rlc/shared';
import { callEndpoint } from '../../../api/endpoint.ts';
import { errorMessage, useApiMutation } from '../../../api/useApiMutation.ts';
import { summaryKey } from '../queries.ts';

export const ratesChangeKey = (formId: number) => ['form', formId, 'ratesChange'] as const;

export const RERUN_DONE = "Report re-run on today's rates";
export const KEPT_DONE = 'Figures kept on the rates they were calculated with';

export function useRatesChange(formId: number, summary: Pick<SummaryResponse, 'generatedAt'> | undefined) {
  return useQuery({
    queryKey: [...ratesChangeKey(formId), summary?.generatedAt ?? null],
    queryFn: () => callEndpoint(FORMS_ENDPOINTS.ratesChange, { params: { formId } }),
    enabled: summary !== undefined,
  });
}

export function useRatesChangeActions(formId: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: ratesChangeKey(formId) });
  const rerun = useApiMutation({
    mutationFn: () =>
      callEndpoint(FORMS_ENDPOINTS.summary, { params: { formId }, body: { options: { force: true } } }),
    successToast: RERUN_DONE,
    errorToast: (e) => `Re-running the report failed: ${errorMessage(e)}`,
    onSuccess: (data) => {
      client.setQueryData(summaryKey(formId), data);
      refresh();
    },
  });
  const keep = useApiMutation({
    mutationFn: () => callEndpoint(FORMS_ENDPOINTS.keepRates, { params: { formId } }),
    successToast: KEPT_DONE,
    errorToast: (e) => `Keeping the figures failed: ${errorMessage(e)}`,
    // The answer is the new view: show it at once rather than after a refetch.
    onSuccess: (view) => client.setQueriesData({ queryKey: ratesChangeKey(formId) }, () => view),
  });
  return { rerun, keep };
}

/**
 * The calls of the "Rates changes" section (contract @rlc/shared api/rates-rerun.ts): the list of the
 * corporate's reports whose headline figures change on today's rates, starting the background re-run, and its
 * progress, asked for every second (`RERUN_POLL_MS`) until the run is done or failed.
 */
import { useQuery } from '@tanstack/react-query';
import { REPORTS_ENDPOINTS, type RatesRerun } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';

export const RATES_CHANGES_KEY = ['admin', 'ratesChanges'] as const;
export const rerunKey = (runId: number) => ['admin', 'ratesRerun', runId] as const;
export const RERUN_POLL_MS = 1_000;

export const isFinished = (run: RatesRerun | undefined) => run?.status === 'done' || run?.status === 'failed';

export function useRatesChanges() {
  return useQuery({
    queryKey: RATES_CHANGES_KEY,
    queryFn: () => callEndpoint(REPORTS_ENDPOINTS.ratesChanges),
  });
}

export function useStartRerun(onStarted: (run: RatesRerun) => void) {
  return useApiMutation({
    mutationFn: () => callEndpoint(REPORTS_ENDPOINTS.startRatesRerun),
    // The server's reason (e.g. a re-run already in progress) as it is.
    errorToast: (e) => `The re-run did not start: ${errorMessage(e)}`,
    onSuccess: (data) => onStarted(data.run),
  });
}

/** The run's progress; polled while it is queued or running. */
export function useRerunProgress(runId: number | null) {
  return useQuery({
    queryKey: rerunKey(runId ?? 0),
    queryFn: async () =>
      (await callEndpoint(REPORTS_ENDPOINTS.ratesRerun, { params: { runId: runId! } })).run,
    enabled: runId !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : RERUN_POLL_MS),
  });
}

/**
 * A tab's Save (useApiMutation): the server's success message as the toast (spec §8, e.g. 'Fees Updated'), the
 * tab's failure text with the server's reason after it ('Error updating fees: Value required'), `stale` when
 * another save came first (409: the tab offers Reload), and the field issues of a 400 answer by path.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.ts';
import { serverMessage, useApiMutation } from '../../../api/useApiMutation.ts';
import { COMMUNITIES_KEY } from '../api.ts';

export interface TabSaveOptions<TVars, TAnswer> {
  save: (vars: TVars) => Promise<TAnswer>;
  /** Spec §8 failure text of the tab. */
  failed: string;
  onSaved: (answer: TAnswer, vars: TVars) => void;
}

export function useTabSave<TVars, TAnswer extends { message: string }>(o: TabSaveOptions<TVars, TAnswer>) {
  const client = useQueryClient();
  const mutation = useApiMutation<TAnswer, TVars>({
    mutationFn: o.save,
    successToast: (answer) => answer.message,
    errorToast: (e) => {
      const reason = serverMessage(e);
      return reason ? `${o.failed}: ${reason}` : o.failed;
    },
    onSuccess: (answer, vars) => {
      // The Communities list shows names, counts and the last change: read it again when next shown.
      void client.invalidateQueries({ queryKey: COMMUNITIES_KEY });
      o.onSaved(answer, vars);
    },
  });
  const error = mutation.error;
  return {
    mutation,
    stale: error instanceof ApiError && error.code === 'CONFLICT',
    issues: serverIssues(error),
  };
}

/** A 400 answer's field issues as path → message (e.g. 'payload.fees.ruleMax' → 'Value required'); else {}. */
export function serverIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION') return {};
  return Object.fromEntries((error.issues ?? []).map((i) => [i.path, i.message]));
}

/** The issues under `prefix.` with the prefix taken off (e.g. 'community.' for the details' fields). */
export function issuesUnder(issues: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(issues)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}

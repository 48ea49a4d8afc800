/**
 * Saves a screen's edits as patches carrying the form version (issue 4: "edits carry the version they read; a
 * stale edit answers 409 and the UI tells the adviser to reload, losing nothing typed").
 *
 * - `save(patch)` merges the patch into the pending one and sends it; one request at a time, so each request
 *   carries the version the previous one answered.
 * - On 409 the pending patch is KEPT (nothing typed is lost), saving stops and `conflict` is true. `reload()`
 *   fetches the latest form and then re-sends the kept patch on its version (the adviser's entries win for the
 *   fields they typed; everything else shows the latest).
 * - Other failures keep the patch too and show `error`; the next edit retries.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { formKey, useFormCache } from './queries.ts';

export const CONFLICT_MESSAGE =
  'This form was changed elsewhere. Reload to see the latest; your entries are kept.';

export type SaveState = 'idle' | 'saving' | 'saved' | 'conflict' | 'error';

export interface VersionedSave<P> {
  save: (patch: P) => void;
  state: SaveState;
  error: string | null;
  /** The edits not yet accepted by the server (kept through a 409). */
  pending: () => P | null;
  reload: () => Promise<void>;
}

export function useVersionedSave<P extends object, R extends { version: number }>(
  formId: number,
  send: (patch: P, version: number) => Promise<R>,
  onSaved: (result: R) => void,
): VersionedSave<P> {
  const cache = useFormCache(formId);
  const pending = useRef<P | null>(null);
  const inFlight = useRef(false);
  const blocked = useRef(false);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const sendRef = useRef(send);
  const savedRef = useRef(onSaved);
  useLayoutEffect(() => {
    sendRef.current = send;
    savedRef.current = onSaved;
  });

  const pump = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // One request at a time: each carries the version the previous one answered.
      while (!blocked.current && pending.current) {
        const patch = pending.current;
        pending.current = null;
        setState('saving');
        try {
          const result = await sendRef.current(patch, cache.version());
          cache.patch(result.version);
          void cache.invalidateSummary();
          savedRef.current(result);
          setError(null);
          setState('saved');
        } catch (e) {
          // Keep what was typed: put the failed patch back under anything typed since.
          pending.current = { ...patch, ...(pending.current ?? {}) };
          if (e instanceof ApiError && e.status === 409) {
            blocked.current = true;
            setState('conflict');
          } else {
            setError(e instanceof Error ? e.message : String(e));
            setState('error');
          }
          break;
        }
      }
    } finally {
      inFlight.current = false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  const save = useCallback(
    (patch: P) => {
      pending.current = { ...(pending.current ?? {}), ...patch };
      void pump();
    },
    [pump],
  );

  const reload = useCallback(async () => {
    await cache.client.refetchQueries({ queryKey: formKey(formId), exact: true });
    blocked.current = false;
    setState('idle');
    await pump();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, pump]);

  return { save, state, error, pending: () => pending.current, reload };
}

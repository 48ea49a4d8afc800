/**
 * A screen's handle on one channel of its form's save queue (formSaveQueue.ts): edits go out as patches carrying
 * the form version, one request at a time for the whole form, each with the version the previous one answered.
 *
 * - `save(patch)` queues valid edits; `hold(patch, message)` keeps edits that break the screen's own rules
 *   (shown, never sent) so they cannot block the fields typed after them.
 * - `unsaved()` is what the server does not have yet (held, refused, in flight, waiting): a screen shows the
 *   cached record with these on top, so nothing typed disappears on a 409, a refusal or a change of step.
 * - On 409 the whole form's queue stops and `state` is 'conflict' on every screen of the form; `reload()` fetches
 *   the latest form and sends the kept edits on its version (the adviser's entries win for the fields they typed;
 *   everything else shows the latest).
 * - A network or server failure shows `error`; the next edit (or reload) retries.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formSaveQueue, type ChannelIO, type Patch, type SaveState } from './formSaveQueue.ts';

export type { SaveState } from './formSaveQueue.ts';

export const CONFLICT_MESSAGE =
  'This report was changed elsewhere. Reload to see the latest; your entries are kept.';

export interface VersionedSave<P> {
  /** Queue these edits (merged into what is waiting; sent one request at a time for the form). */
  save: (patch: P) => void;
  /** Keep edits that fail the screen's own validation: shown, with `message` in the status, never sent. */
  hold: (patch: P, message: string) => void;
  /** Form-wide: 'saving' while anything of the form is being sent, 'conflict' after a 409. */
  state: SaveState;
  /** Text of the 'error' state: this channel's refused edit, or the last failure of the form's queue. */
  error: string | null;
  /** This channel's own held or refused edit, if any: its message (for a screen part without a status line). */
  refused: string | null;
  /** The edits of this channel the server does not have yet (kept through a 409, a refusal and step changes). */
  unsaved: () => Partial<P>;
  /** Fetch the latest form, then send the kept edits on its version. */
  reload: () => Promise<void>;
}

/**
 * @param formId  the form whose queue to use
 * @param channel names what this screen part writes ('customer', 'village/1/11', 'ratings'); screens that write
 *                the same record share a channel so each sees the other's unsaved edits
 * @param send    the write: patch and version → the server's answer with the new version
 * @param onSaved store the answer in the cached form
 */
export function useVersionedSave<P extends object, R extends { version: number }>(
  formId: number,
  channel: string,
  send: (patch: P, version: number) => Promise<R>,
  onSaved: (result: R) => void,
): VersionedSave<P> {
  const queue = formSaveQueue(useQueryClient(), formId);
  // The queue may still send after this screen has gone (the adviser changed step): it keeps the newest closures.
  const io = useRef<ChannelIO>({
    send: (patch, version) => send(patch as P, version),
    onSaved: (result) => onSaved(result as R),
  });
  useLayoutEffect(() => {
    io.current = {
      send: (patch, version) => send(patch as P, version),
      onSaved: (result) => onSaved(result as R),
    };
    queue.connect(channel, io.current);
  });
  useSyncExternalStore(queue.subscribe, queue.getRevision);
  const status = queue.status(channel);

  return {
    save: (patch) => {
      queue.connect(channel, io.current);
      queue.save(channel, patch as Patch);
    },
    hold: (patch, message) => {
      queue.connect(channel, io.current);
      queue.hold(channel, patch as Patch, message);
    },
    state: status.state,
    error: status.error,
    refused: status.refused,
    unsaved: () => queue.unsaved(channel) as Partial<P>,
    reload: () => queue.reload(),
  };
}

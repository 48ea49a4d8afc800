/**
 * One save queue per report form ("edits carry the version they read; a stale edit answers 409 and the
 * UI tells the adviser to reload, losing nothing typed").
 *
 * Every part of a screen that autosaves a piece of the form (Customer / Current Details, one village, the
 * ratings) is a *channel* of its form's queue. The queue sends ONE request at a time across all channels, each
 * with the version the previous one answered, so two parts of one screen never collide with each other. The
 * queue lives beside the query cache, not in a screen: what was typed on a step is still queued (and shown) when
 * the adviser changes step and comes back.
 *
 * Per channel it keeps the edits the server does not have yet, in four layers (a key is in one layer at a time,
 * except that `pending` may hold a newer value than `inFlight`):
 *   held      fails the screen's own rules (spec §5, e.g. 'Invalid e-mail.'): shown with its message, never sent;
 *   rejected  the server refused it (a 4xx other than 409): shown, not sent again until edited;
 *   inFlight  being sent now;
 *   pending   waiting for its turn (newest value per key).
 * A 409 blocks the whole queue (every later write would carry the same stale version) until `reload()`, which
 * fetches the latest form and sends what was kept on its version. A network or server failure keeps the edit
 * pending and stops sending until the next edit or `reload()`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.ts';
import { currentVersion, formKey, patchCachedForm, summaryKey } from '../queries.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'conflict' | 'error';

/** A partial update of one channel's record: field → new value. */
export type Patch = Record<string, unknown>;

/** How a channel writes: its endpoint call and what to do with the answer (update the cached form). */
export interface ChannelIO {
  send: (patch: Patch, version: number) => Promise<{ version: number }>;
  onSaved: (result: { version: number }) => void;
}

/** What a screen shows in its status line for one channel. */
export interface ChannelStatus {
  state: SaveState;
  /** The text after 'Not saved: ' when state is 'error'. */
  error: string | null;
  /** This channel's own refused edit (held or rejected), if any: its message. */
  refused: string | null;
}

interface Channel extends ChannelIO {
  pending: Patch | null;
  inFlight: Patch | null;
  rejected: Patch;
  held: Patch;
  /** Message per held or rejected key. */
  messages: Record<string, string>;
}

/** What the queue needs from the form's cache entry. */
export interface QueueIO {
  /** The version to send with the next write. */
  version: () => number;
  /** A write succeeded with this version (store it; the comparison must be asked for again). */
  afterSave: (version: number) => void;
  /** Fetch the latest form into the cache. */
  refetch: () => Promise<void>;
}

const without = (patch: Patch, keys: readonly string[]): Patch =>
  Object.fromEntries(Object.entries(patch).filter(([k]) => !keys.includes(k)));

/**
 * Status codes that mean "this edit will never be accepted as it is" (validation, forbidden, gone). 401 logs the
 * adviser out, 408 and 429 are worth retrying, 409 is the version conflict: none of those is a refusal.
 */
function isRefusal(e: unknown): e is ApiError {
  return (
    e instanceof ApiError && e.status >= 400 && e.status < 500 && ![401, 408, 409, 429].includes(e.status)
  );
}

/** The patch keys a 400's issues name (`data.email` → 'email'); all keys when none is named. */
function refusedKeys(e: ApiError, patch: Patch): string[] {
  const keys = Object.keys(patch);
  const named = (e.issues ?? [])
    .map((i) => i.path.replace(/^data\./, '').split('.')[0] ?? '')
    .filter((k) => keys.includes(k));
  return named.length > 0 ? [...new Set(named)] : keys;
}

export class FormSaveQueue {
  private readonly channels = new Map<string, Channel>();
  /** Channels with pending edits, first come first served. */
  private order: string[] = [];
  private busy = false;
  private blocked = false;
  /** Network / server failure of the last attempt; cleared by the next edit, reload or success. */
  private failure: string | null = null;
  private savedOnce = false;
  private revision = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly io: QueueIO) {}

  /** Register (or refresh) a channel's endpoint; the newest closures are used from then on. */
  connect(key: string, io: ChannelIO): void {
    const c = this.channels.get(key);
    if (c) {
      c.send = io.send;
      c.onSaved = io.onSaved;
    } else {
      this.channels.set(key, { ...io, pending: null, inFlight: null, rejected: {}, held: {}, messages: {} });
    }
  }

  /** Queue valid edits for sending. They replace any held or rejected value of the same fields. */
  save(key: string, patch: Patch): void {
    const c = this.channel(key);
    this.forget(c, Object.keys(patch));
    c.pending = { ...(c.pending ?? {}), ...patch };
    if (!this.order.includes(key)) this.order.push(key);
    this.failure = null;
    this.changed();
    void this.pump();
  }

  /**
   * Keep edits that break the screen's own rules: shown on screen with `message`, never sent. A value of the
   * same field still waiting to be sent is dropped (the adviser has replaced it).
   */
  hold(key: string, patch: Patch, message: string): void {
    const c = this.channel(key);
    const keys = Object.keys(patch);
    this.forget(c, keys);
    if (c.pending) {
      c.pending = without(c.pending, keys);
      if (Object.keys(c.pending).length === 0) {
        c.pending = null;
        this.order = this.order.filter((k) => k !== key);
      }
    }
    c.held = { ...c.held, ...patch };
    for (const k of keys) c.messages[k] = message;
    this.changed();
  }

  /** Everything of this channel the server does not have: held ⊕ rejected ⊕ in flight ⊕ pending. */
  unsaved(key: string): Patch {
    const c = this.channels.get(key);
    if (!c) return {};
    return { ...c.held, ...c.rejected, ...(c.inFlight ?? {}), ...(c.pending ?? {}) };
  }

  status(key: string): ChannelStatus {
    const c = this.channels.get(key);
    const refused = c ? (Object.values(c.messages)[0] ?? null) : null;
    if (this.blocked) return { state: 'conflict', error: null, refused };
    const sending = [...this.channels.values()].some((x) => x.inFlight) || this.order.length > 0;
    if (sending && this.failure === null) return { state: 'saving', error: null, refused };
    if (refused) return { state: 'error', error: refused, refused };
    if (this.failure !== null) return { state: 'error', error: this.failure, refused };
    return { state: this.savedOnce ? 'saved' : 'idle', error: null, refused };
  }

  /** True while a 409 stops the queue. */
  get conflict(): boolean {
    return this.blocked;
  }

  /** True when nothing is waiting, being sent or blocked (held edits are never sent, so they do not count). */
  get settled(): boolean {
    return !this.blocked && this.order.length === 0 && ![...this.channels.values()].some((c) => c.inFlight);
  }

  /** Fetch the latest form, then send what was kept (on the version just fetched). */
  async reload(): Promise<void> {
    await this.io.refetch();
    this.blocked = false;
    this.failure = null;
    this.changed();
    await this.pump();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever anything a screen shows changes (for useSyncExternalStore). */
  getRevision = (): number => this.revision;

  private channel(key: string): Channel {
    const c = this.channels.get(key);
    if (!c) throw new Error(`Save channel '${key}' used before it was connected`);
    return c;
  }

  /** Drop held / rejected values of these fields (a new value replaces them). */
  private forget(c: Channel, keys: readonly string[]): void {
    c.held = without(c.held, keys);
    c.rejected = without(c.rejected, keys);
    for (const k of keys) delete c.messages[k];
  }

  /** Put an unsent patch back under anything typed since, at the front of the line. */
  private keep(key: string, c: Channel, patch: Patch): void {
    c.pending = { ...patch, ...(c.pending ?? {}) };
    this.order = [key, ...this.order.filter((k) => k !== key)];
  }

  private changed(): void {
    this.revision += 1;
    for (const l of this.listeners) l();
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (!this.blocked && this.failure === null) {
        const key = this.order.shift();
        if (key === undefined) break;
        const c = this.channel(key);
        const patch = c.pending;
        if (!patch) continue;
        c.pending = null;
        c.inFlight = patch;
        this.changed();
        try {
          const result = await c.send(patch, this.io.version());
          c.inFlight = null;
          this.io.afterSave(result.version);
          c.onSaved(result);
          this.savedOnce = true;
        } catch (e) {
          c.inFlight = null;
          if (e instanceof ApiError && e.status === 409) {
            this.keep(key, c, patch);
            this.blocked = true;
          } else if (isRefusal(e)) {
            // Only the refused fields stay behind; the others go out again at once.
            const refused = refusedKeys(e, patch);
            const newer = Object.keys(c.pending ?? {});
            for (const k of refused.filter((k) => !newer.includes(k))) {
              c.rejected[k] = patch[k];
              c.messages[k] = e.message;
            }
            const rest = without(patch, refused);
            if (Object.keys(rest).length > 0) this.keep(key, c, rest);
          } else {
            this.keep(key, c, patch);
            this.failure = e instanceof Error ? e.message : String(e);
          }
        }
        this.changed();
      }
    } finally {
      this.busy = false;
      this.changed();
    }
  }
}

// One queue per form and query client (tests make a client each, so their queues never meet).
const registry = new WeakMap<QueryClient, Map<number, FormSaveQueue>>();

/** The save queue of `formId` (created on first use). */
export function formSaveQueue(client: QueryClient, formId: number): FormSaveQueue {
  let forms = registry.get(client);
  if (!forms) {
    const created = new Map<number, FormSaveQueue>();
    forms = created;
    registry.set(client, created);
    // Closing or reloading the tab while edits are on their way, or kept by a conflict, asks first.
    window.addEventListener('beforeunload', (event) => {
      if ([...created.values()].some((q) => !q.settled)) event.preventDefault();
    });
    // Once the cache lets a form go (nobody has looked at it for a while), so does its settled queue.
    client.getQueryCache().subscribe((event) => {
      const [root, id, more] = event.query.queryKey as unknown[];
      if (event.type !== 'removed' || root !== 'form' || typeof id !== 'number' || more !== undefined) return;
      if (created.get(id)?.settled) created.delete(id);
    });
  }
  let queue = forms.get(formId);
  if (!queue) {
    queue = new FormSaveQueue({
      version: () => currentVersion(client, formId),
      afterSave: (version) => {
        patchCachedForm(client, formId, version);
        void client.invalidateQueries({ queryKey: summaryKey(formId) });
      },
      refetch: () => client.refetchQueries({ queryKey: formKey(formId), exact: true }),
    });
    forms.set(formId, queue);
  }
  return queue;
}

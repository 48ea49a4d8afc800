import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.ts';
import { FormSaveQueue, formSaveQueue, type Patch } from './formSaveQueue.ts';

/** A request the test answers by hand, so it can look at the queue while the request is out. */
interface Call {
  channel: string;
  patch: Patch;
  version: number;
  answer: (version: number) => void;
  fail: (e: unknown) => void;
}

/** A queue over a fake form cache: `version` is what the cache holds; `serverVersion` what a reload fetches. */
function setup(channels: string[]) {
  const calls: Call[] = [];
  const cache = { version: 3, serverVersion: 3, saved: [] as { channel: string; version: number }[] };
  const queue = new FormSaveQueue({
    version: () => cache.version,
    afterSave: (v) => {
      cache.version = v;
    },
    refetch: () => {
      cache.version = cache.serverVersion;
      return Promise.resolve();
    },
  });
  for (const channel of channels) {
    queue.connect(channel, {
      send: (patch, version) =>
        new Promise((resolve, reject) => {
          calls.push({ channel, patch, version, answer: (v) => resolve({ version: v }), fail: reject });
        }),
      onSaved: (r) => cache.saved.push({ channel, version: r.version }),
    });
  }
  return { queue, calls, cache };
}

/** Let the queue's awaits run. */
const settle = () => new Promise((r) => setTimeout(r, 0));
const conflict = () => new ApiError(409, 'CONFLICT', 'Form changed');

describe('FormSaveQueue: one save queue per form (audit C)', () => {
  it('sends the saves of different parts one after another, each with the version the previous answered', async () => {
    const { queue, calls } = setup(['village/1/11', 'ratings']);
    queue.save('village/1/11', { name: 'Unit 4' });
    queue.save('ratings', { 'int-11-101|location': 3 });
    await settle();
    // Only the first is out: the second would carry the same version 3 and collide with it (409).
    expect(calls.map((c) => [c.channel, c.version])).toEqual([['village/1/11', 3]]);
    expect(queue.status('ratings').state).toBe('saving');
    calls[0]!.answer(4);
    await settle();
    expect(calls.map((c) => [c.channel, c.version])).toEqual([
      ['village/1/11', 3],
      ['ratings', 4],
    ]);
    calls[1]!.answer(5);
    await settle();
    expect(queue.status('village/1/11').state).toBe('saved');
    expect(queue.status('ratings').state).toBe('saved');
  });

  it('merges edits typed while a request is out into one next request (newest value per field)', async () => {
    const { queue, calls } = setup(['customer']);
    queue.save('customer', { firstName: 'Dot' });
    queue.save('customer', { lastName: 'N' });
    queue.save('customer', { lastName: 'Ng' });
    await settle();
    expect(calls[0]!.patch).toEqual({ firstName: 'Dot' });
    expect(queue.unsaved('customer')).toEqual({ firstName: 'Dot', lastName: 'Ng' });
    calls[0]!.answer(4);
    await settle();
    expect(calls[1]!.patch).toEqual({ lastName: 'Ng' });
    expect(calls[1]!.version).toBe(4);
  });

  it('a 409 stops every part of the form and keeps all edits; reload sends them on the fetched version', async () => {
    const { queue, calls, cache } = setup(['customer', 'ratings']);
    queue.save('customer', { firstName: 'Dorothea' });
    await settle();
    cache.serverVersion = 9; // someone else saved meanwhile
    calls[0]!.fail(conflict());
    await settle();
    expect(queue.status('customer').state).toBe('conflict');
    expect(queue.status('ratings').state).toBe('conflict');
    queue.save('ratings', { 'home|location': 2 });
    queue.save('customer', { lastName: 'Nguyen' });
    await settle();
    expect(calls).toHaveLength(1); // nothing more goes out on a stale version
    expect(queue.unsaved('customer')).toEqual({ firstName: 'Dorothea', lastName: 'Nguyen' });

    const reloaded = queue.reload();
    await settle();
    // The refused patch goes first (it was first in line), with the edit typed after it merged in.
    expect(calls[1]).toMatchObject({ channel: 'customer', version: 9 });
    expect(calls[1]!.patch).toEqual({ firstName: 'Dorothea', lastName: 'Nguyen' });
    calls[1]!.answer(10);
    await settle();
    expect(calls[2]).toMatchObject({ channel: 'ratings', version: 10, patch: { 'home|location': 2 } });
    calls[2]!.answer(11);
    await reloaded;
    expect(queue.status('customer').state).toBe('saved');
    expect(queue.unsaved('customer')).toEqual({});
  });
});

describe('FormSaveQueue: a refused or invalid field never blocks the others (audit B)', () => {
  it('keeps a field the server refuses behind, re-sends the rest at once, and never merges it into later saves', async () => {
    const { queue, calls } = setup(['customer']);
    queue.save('customer', { email: 'dot@example', suburb: 'Toowong' });
    await settle();
    calls[0]!.fail(
      new ApiError(400, 'VALIDATION', 'Invalid e-mail.', undefined, [
        { path: 'data.email', message: 'Invalid e-mail.' },
      ]),
    );
    await settle();
    expect(calls[1]!.patch).toEqual({ suburb: 'Toowong' });
    calls[1]!.answer(4);
    await settle();
    queue.save('customer', { lastName: 'Ng' });
    await settle();
    expect(calls[2]!.patch).toEqual({ lastName: 'Ng' });
    calls[2]!.answer(5);
    await settle();
    // Still on screen, still said, until corrected.
    expect(queue.unsaved('customer')).toEqual({ email: 'dot@example' });
    expect(queue.status('customer')).toEqual({
      state: 'error',
      error: 'Invalid e-mail.',
      refused: 'Invalid e-mail.',
    });
    queue.save('customer', { email: 'dot@example.com' });
    await settle();
    expect(calls[3]!.patch).toEqual({ email: 'dot@example.com' });
    calls[3]!.answer(6);
    await settle();
    expect(queue.status('customer').state).toBe('saved');
    expect(queue.unsaved('customer')).toEqual({});
  });

  it('never sends a held field; a later valid value replaces it and is sent', async () => {
    const { queue, calls } = setup(['customer']);
    queue.hold('customer', { email: 'dot@' }, 'Invalid e-mail.');
    queue.save('customer', { suburb: 'Toowong' });
    await settle();
    expect(calls.map((c) => c.patch)).toEqual([{ suburb: 'Toowong' }]);
    calls[0]!.answer(4);
    await settle();
    expect(queue.status('customer')).toMatchObject({ state: 'error', error: 'Invalid e-mail.' });
    expect(queue.unsaved('customer')).toEqual({ email: 'dot@' });
    queue.save('customer', { email: '' });
    await settle();
    expect(calls[1]!.patch).toEqual({ email: '' });
  });

  it('holding a field drops its older value still waiting to be sent', async () => {
    const { queue, calls } = setup(['customer']);
    queue.save('customer', { firstName: 'Dot' });
    queue.save('customer', { email: 'a@b.co' }); // waits behind firstName
    queue.hold('customer', { email: 'a@b' }, 'Invalid e-mail.');
    calls[0]?.answer(4);
    await settle();
    expect(calls.map((c) => c.patch)).toEqual([{ firstName: 'Dot' }]);
    expect(queue.unsaved('customer')).toEqual({ email: 'a@b' });
  });

  it('a network failure keeps the edit and stops; the next edit retries both together', async () => {
    const { queue, calls } = setup(['customer']);
    queue.save('customer', { firstName: 'Dot' });
    await settle();
    calls[0]!.fail(new ApiError(0, 'NETWORK', 'Something went wrong'));
    await settle();
    expect(queue.status('customer')).toMatchObject({ state: 'error', error: 'Something went wrong' });
    queue.save('customer', { lastName: 'Ng' });
    await settle();
    expect(calls[1]!.patch).toEqual({ firstName: 'Dot', lastName: 'Ng' });
  });
});

describe('formSaveQueue: leaving the page', () => {
  it('asks to confirm closing the tab while a save is out, and not once it is answered', async () => {
    const client = new QueryClient();
    const queue = formSaveQueue(client, 42);
    let answer: (v: { version: number }) => void = () => undefined;
    queue.connect('customer', {
      send: () => new Promise((resolve) => (answer = resolve)),
      onSaved: () => undefined,
    });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    queue.save('customer', { suburb: 'Toowong' });
    await settle();
    expect(leave()).toBe(true);
    answer({ version: 4 });
    await settle();
    expect(leave()).toBe(false);
  });
});

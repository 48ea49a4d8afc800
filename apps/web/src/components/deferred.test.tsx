/**
 * Code loaded after the first paint (deferred.ts, ADR 0026): nothing until the import has resolved, then the
 * module; one import for every user; a failed import tried again by the next component that asks.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { deferred, useDeferred, type Deferred } from './deferred.ts';

function Shows({ d }: { d: Deferred<{ word: string }> }) {
  const m = useDeferred(d);
  return <p>{m ? m.word : 'nothing yet'}</p>;
}

/** A module whose import resolves when the test says so. */
function controlled() {
  let resolve!: (m: { word: string }) => void;
  let reject!: (e: Error) => void;
  const importer = vi.fn(
    () =>
      new Promise<{ word: string }>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    importer,
    resolve: (w: string) => resolve({ word: w }),
    reject: () => reject(new Error('offline')),
  };
}

describe('deferred modules', () => {
  it('draws without the module first, with it once imported; two users share one import', async () => {
    const c = controlled();
    const d = deferred(c.importer);
    render(
      <>
        <Shows d={d} />
        <Shows d={d} />
      </>,
    );
    expect(screen.getAllByText('nothing yet')).toHaveLength(2);
    c.resolve('menu');
    expect(await screen.findAllByText('menu')).toHaveLength(2);
    expect(c.importer).toHaveBeenCalledTimes(1);
    // A component mounted later has it at once (no render without it).
    render(<Shows d={d} />);
    expect(screen.getAllByText('menu')).toHaveLength(3);
  });

  it('a failed import leaves the component without it, and the next one asks again', async () => {
    const c = controlled();
    const d = deferred(c.importer);
    const first = render(<Shows d={d} />);
    c.reject();
    await expect(d.load()).rejects.toThrow('offline');
    expect(screen.getByText('nothing yet')).toBeTruthy();
    first.unmount();
    render(<Shows d={d} />);
    expect(c.importer).toHaveBeenCalledTimes(2);
    c.resolve('tooltip');
    expect(await screen.findByText('tooltip')).toBeTruthy();
  });
});

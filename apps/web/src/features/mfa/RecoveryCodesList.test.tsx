/**
 * The recovery codes shown once: Copy puts them on the clipboard and says so in a toast (or says it could not);
 * Download saves them as recovery-codes-retirement-living-compare.txt, a code a line under when they were made.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-wxyz${i + 2}`);
/** The file's lines: title, when made and that each works once, a blank line, the ten codes, the last newline. */
const LINES = [
  'Retirement Living Compare: recovery codes',
  expect.stringMatching(/^Made on \d\d\/\d\d\/\d{4} at \d{1,2}:\d\d [ap]m\. Each code works once, /),
  '',
  ...CODES,
  '',
];

function renderList() {
  render(
    <Providers queryClient={makeQueryClient()}>
      <RecoveryCodesList codes={CODES} />
    </Providers>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RecoveryCodesList', () => {
  it('copies the codes, one per line under when they were made, and toasts that it did', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Copy recovery codes' }));
    expect(await screen.findByText('Recovery codes copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]![0].split('\n')).toEqual(LINES);
  });

  it('says when the browser will not copy them', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Copy recovery codes' }));
    expect(
      await screen.findByText(
        'The recovery codes could not be copied. Select them and copy them, or download them instead.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Recovery codes copied')).toBeNull();
  });

  it('downloads them as a text file named for the product', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: a URL class of the test's own, so the real one is left as it was.
    const createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:codes'));
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Download recovery codes' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'recovery-codes-retirement-living-compare.txt', href: 'blob:codes' }]),
    );
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    expect((await blobs[0]!.text()).split('\n')).toEqual(LINES);
  });
});

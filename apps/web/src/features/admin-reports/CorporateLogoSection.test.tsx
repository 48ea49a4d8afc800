/**
 * Report Settings › Report cover logo: no logo yet says so; a file of another type or over 300 KB is
 * refused here with the server's words and never sent; a PNG is sent as base64 with its type, and the saved logo
 * is shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { CorporateLogoSection } from './CorporateLogoSection.tsx';

afterEach(() => vi.unstubAllGlobals());

// The 8-byte PNG signature and a byte: enough for the browser side, which checks only the type and size.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const PNG_BASE64 = 'iVBORw0KGgoA';

describe('report cover logo', () => {
  it('refuses a wrong type or a file over 300 KB here, uploads a PNG and shows it', async () => {
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/corporate/logo') && init?.method === 'POST') {
        posted.push(JSON.parse(init.body as string));
        return {
          status: 200,
          body: {
            data: {
              message: 'Logo updated',
              logo: { contentType: 'image/png', base64: PNG_BASE64, updatedAt: '2026-11-26T01:00:00.000Z' },
            },
          },
        };
      }
      if (url.endsWith('/corporate/logo')) return { status: 200, body: { data: { logo: null } } };
      return undefined;
    });
    storeSession(makeSession({}, { permissions: ['updateCorporateReport'] }));
    render(
      <Providers queryClient={makeQueryClient()}>
        <CorporateLogoSection />
      </Providers>,
    );
    expect(await screen.findByText(/No logo: the cover shows the corporate's name alone/)).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText('The logo must be a PNG or JPEG image.')).toBeTruthy();
    // 300 KB = 307,200 bytes; one more is too many.
    const big = new File([new Uint8Array(300 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The logo is larger than 300 KB.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(input, {
      target: { files: [new File([PNG_BYTES], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Logo updated')).toBeTruthy();
    expect(posted).toEqual([{ contentType: 'image/png', base64: PNG_BASE64 }]);
    const img = await screen.findByRole<HTMLImageElement>('img', { name: 'Current report logo' });
    expect(img.src).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeTruthy();
  });
});

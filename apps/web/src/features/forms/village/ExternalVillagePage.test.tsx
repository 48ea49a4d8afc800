/**
 * External property: a new one is a licence retirement village keeping none of the gain; switching it to a land
 * lease community makes the resident the home's owner (owner type 'Land lease', 100 % of the gain) unless the
 * adviser already changed those; its capital growth is limited like every yearly rate.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExternalVillage } from '@rlc/shared';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { externalVillage, formResponse } from '../../../test/formData.ts';

afterEach(() => vi.unstubAllGlobals());

/** A fresh external property as the server creates it. */
const NEW_EXTERNAL: Partial<ExternalVillage> = {
  name: '',
  rvOrLlc: 'rv',
  ownerType: 'Licence',
  capitalGain: 0,
};

function serve(village: ExternalVillage) {
  const posts: Record<string, unknown>[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/form/5') && !init?.body)
      return { status: 200, body: { data: formResponse({ villagesExternal: [village] }) } };
    if (url.endsWith('/form/5/village/2/21')) {
      const body = JSON.parse(init?.body as string) as { data: Record<string, unknown>; version: number };
      posts.push(body.data);
      return {
        status: 200,
        body: { data: { updated: { ...village, ...body.data }, version: body.version + 1 } },
      };
    }
    return undefined;
  });
  return posts;
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

const KIND = 'Retirement village or land lease';

// A big MUI form on a shared 2-core machine: the default 20 s can be tight.
describe('external property kind', { timeout: 40_000 }, () => {
  it('switching a new licence village to land lease sets owner type Land lease and a 100 % gain share', async () => {
    const posts = serve(externalVillage(NEW_EXTERNAL));
    renderAt('/corporate/form/5/property/ext-21');
    expect((await screen.findByRole('combobox', { name: 'Owner type' })).textContent).toBe('Licence');
    expect(screen.getByLabelText<HTMLInputElement>('Capital gain share').value).toBe('0.00');
    choose(KIND, 'Land lease community');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ rvOrLlc: 'llc', ownerType: null, capitalGain: 1 });
    expect(screen.getByRole('combobox', { name: 'Owner type' }).textContent).toBe('Land lease');
    expect(screen.getByLabelText<HTMLInputElement>('Capital gain share').value).toBe('100.00');
    expect(screen.getByText('The resident owns the home and leases the site')).toBeTruthy();
  });

  it('keeps a gain share the adviser already changed', async () => {
    const posts = serve(externalVillage({ ...NEW_EXTERNAL, capitalGain: 0.5 }));
    renderAt('/corporate/form/5/property/ext-21');
    await screen.findByRole('combobox', { name: KIND });
    choose(KIND, 'Land lease community');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ rvOrLlc: 'llc', ownerType: null });
    expect(screen.getByLabelText<HTMLInputElement>('Capital gain share').value).toBe('50.00');
  });

  it('limits capital growth to -50 % … 100 % a year and does not save a rate outside', async () => {
    const posts = serve(externalVillage(NEW_EXTERNAL));
    renderAt('/corporate/form/5/property/ext-21');
    const growth = await screen.findByLabelText<HTMLInputElement>('Capital growth per year');
    expect(screen.getByText('From -50% to 100% a year; 0% means no growth')).toBeTruthy();
    fireEvent.focus(growth);
    fireEvent.change(growth, { target: { value: '-60' } });
    fireEvent.blur(growth);
    expect(growth.getAttribute('aria-invalid')).toBe('true');
    // The fixture's growth is 3 %: it stays, and nothing is sent.
    expect(screen.getByText(/^-60\.00% is outside the limits.*\(the rate stays 3\.00%\)\.$/)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 700));
    expect(posts).toEqual([]);
  });
});

// Issue 14: external options share exit costs like the contracts they model (villages.md §3).
describe('external property cost sharing', { timeout: 40_000 }, () => {
  const LABEL = 'Selling fees and refurbishment';

  it('shows the gain-proportion default beside the gain share, with the resident’s share', async () => {
    serve(externalVillage({ ...NEW_EXTERNAL, capitalGain: 0.5 }));
    renderAt('/corporate/form/5/property/ext-21');
    const select = await screen.findByRole('combobox', { name: LABEL });
    expect(select.textContent).toBe('Shared in the gain proportion');
    // 50 % gain share → the resident pays 50 % of the selling fees and refurbishment.
    expect(screen.getByText(/The resident pays 50% of them/)).toBeTruthy();
  });

  it('saves "Paid by the resident" as costsSharedInGainProportion false', async () => {
    const posts = serve(externalVillage({ ...NEW_EXTERNAL, capitalGain: 0.5 }));
    renderAt('/corporate/form/5/property/ext-21');
    await screen.findByRole('combobox', { name: LABEL });
    choose(LABEL, 'Paid by the resident');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ costsSharedInGainProportion: false });
    expect(screen.getByText('The resident pays all of them')).toBeTruthy();
  });
});

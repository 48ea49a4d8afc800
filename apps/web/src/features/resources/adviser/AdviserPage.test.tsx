/**
 * Find An Adviser on screen, ordered by hand: the directory of four (Chatswood NSW 2067, Wollongong
 * NSW 2500, Brighton VIC 3186, Geelong VIC 3220). Typing 2999 (a NSW postcode) lists NSW first by numeric
 * distance — Wollongong |2500−2999| = 499, Chatswood 932 — then Brighton 187, Geelong 221, although those two
 * are numerically closer. Choosing VIC keeps Brighton then Geelong; a suburb's name finds it. An adviser sees no
 * admin buttons; an admin does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecommendedAdviser } from '@rlc/shared';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/renderRoutes.tsx';
import { resourceRoutes } from '../routes.ts';

afterEach(() => vi.unstubAllGlobals());

const adviser = (
  id: number,
  name: string,
  suburb: string,
  state: RecommendedAdviser['state'],
  postcode: string,
) => ({
  id,
  name,
  business: `${suburb} Advice`,
  suburb,
  state,
  postcode,
  phone: '(02) 9000 0000',
  email: `${id}@advice.example`,
  specialities: ['Aged care fees'],
});

const DIRECTORY: RecommendedAdviser[] = [
  adviser(1, 'Margaret Ellery', 'Chatswood', 'NSW', '2067'),
  adviser(2, 'Tom Nguyen', 'Wollongong', 'NSW', '2500'),
  adviser(3, 'Priya Raman', 'Brighton', 'VIC', '3186'),
  adviser(4, 'David Kowalski', 'Geelong', 'VIC', '3220'),
];

function renderAs(permissions: string[]) {
  mockFetch((url) =>
    url.endsWith('/content/advisers') ? { status: 200, body: { data: DIRECTORY } } : undefined,
  );
  renderRoutesAt(resourceRoutes, '/corporate/resources/adviser', { permissions });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Advisers' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('Find An Adviser', () => {
  it('orders a postcode search by state, then numeric distance', async () => {
    renderAs(['accessCommunityWide']);
    await screen.findByRole('list', { name: 'Advisers' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Postcode or suburb' }), {
      target: { value: '2999' },
    });
    expect(names()).toEqual(['Tom Nguyen', 'Margaret Ellery', 'Priya Raman', 'David Kowalski']);
    expect(screen.queryByRole('button', { name: 'Add adviser' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('keeps to the chosen state, and finds a suburb by name', async () => {
    renderAs(['accessCommunityWide']);
    await screen.findByRole('list', { name: 'Advisers' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Postcode or suburb' }), {
      target: { value: '2999' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'VIC' }));
    await waitFor(() => expect(names()).toEqual(['Priya Raman', 'David Kowalski']));
    fireEvent.change(screen.getByRole('textbox', { name: 'Postcode or suburb' }), {
      target: { value: 'geelong' },
    });
    expect(names()).toEqual(['David Kowalski']);
  });

  it('gives an admin (adminReports) the add, edit and remove buttons', async () => {
    renderAs(['accessCorporate', 'updateCorporateReport']);
    await screen.findByRole('list', { name: 'Advisers' });
    expect(screen.getByRole('button', { name: 'Add adviser' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Tom Nguyen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add adviser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add adviser' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the four-digit postcode.')).toBeTruthy();
    expect(within(dialog).getByText('State required.')).toBeTruthy();
  });
});

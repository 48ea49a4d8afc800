/**
 * Report Settings › Corporate settings (spec §3.2): the saved renames and magic link switch are shown; Save sends
 * what was typed (the server trims and turns blanks into the standard label), toasts the server's message and
 * puts the saved values into the session's `corp`, so screens use the new words at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { getSession } from '../../session/storage.ts';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { CorporateSettingsSection } from './CorporateSettingsSection.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The section as an admin allowed to edit the corporate's report settings sees it. */
function renderAsAdmin() {
  storeSession(makeSession({}, { permissions: ['updateCorporateReport'] }));
  render(
    <Providers queryClient={makeQueryClient()}>
      <CorporateSettingsSection />
    </Providers>,
  );
}

describe('corporate settings', () => {
  it('shows the saved values, saves the changes and updates the session', async () => {
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/corporate/settings'))
        return {
          status: 200,
          body: {
            data: {
              settings: {
                renameHomeSecurityDeposit: 'Bond',
                renameChargeFeesRent: null,
                magicEnabled: true,
                magicLinkDays: 14,
              },
            },
          },
        };
      if (url.endsWith('/corporate/settings/update')) {
        posted.push(JSON.parse(init?.body as string));
        return {
          status: 200,
          body: {
            data: {
              message: 'Corporate settings updated',
              settings: {
                renameHomeSecurityDeposit: null,
                renameChargeFeesRent: 'Service fees',
                magicEnabled: false,
                magicLinkDays: 14,
              },
            },
          },
        };
      }
      return undefined;
    });
    renderAsAdmin();
    const deposit = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Name for the security deposit',
    });
    expect(deposit.value).toBe('Bond');
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(deposit, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name for recurrent charges / site fees' }), {
      target: { value: ' Service fees ' },
    });
    fireEvent.click(screen.getByRole('switch', { name: /Magic links enabled/ }));
    fireEvent.click(save);
    expect(await screen.findByText('Corporate settings updated')).toBeTruthy();
    expect(posted).toEqual([
      {
        settings: {
          renameHomeSecurityDeposit: '',
          renameChargeFeesRent: ' Service fees ',
          magicEnabled: false,
          magicLinkDays: 14,
        },
      },
    ]);
    await waitFor(() =>
      expect(getSession()?.corp).toMatchObject({
        renameHomeSecurityDeposit: null,
        renameChargeFeesRent: 'Service fees',
        magicEnabled: false,
      }),
    );
    // The form starts again from the saved values: the trimmed rename, nothing left to save.
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLInputElement>('textbox', { name: 'Name for recurrent charges / site fees' })
          .value,
      ).toBe('Service fees'),
    );
    expect(screen.getByRole('button', { name: 'Save settings' }).hasAttribute('disabled')).toBe(true);
  });

  it('edits the magic link expiry days: whole days 1–60 only, then saves them', async () => {
    const posted: unknown[] = [];
    const saved = { renameHomeSecurityDeposit: null, renameChargeFeesRent: null, magicEnabled: true };
    mockFetch((url, init) => {
      if (url.endsWith('/corporate/settings'))
        return { status: 200, body: { data: { settings: { ...saved, magicLinkDays: 14 } } } };
      if (url.endsWith('/corporate/settings/update')) {
        posted.push(JSON.parse(init?.body as string));
        return {
          status: 200,
          body: {
            data: { message: 'Corporate settings updated', settings: { ...saved, magicLinkDays: 30 } },
          },
        };
      }
      return undefined;
    });
    renderAsAdmin();
    const days = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Magic link expiry (days)' });
    expect(days.value).toBe('14');
    const save = screen.getByRole('button', { name: 'Save settings' });
    // 0 and 61 are outside 1–60, 2.5 is not whole days, an empty field is no number: the rule shows, no save.
    for (const text of ['0', '61', '2.5', '']) {
      fireEvent.change(days, { target: { value: text } });
      expect(screen.getByText('Whole days from 1 to 60.')).toBeTruthy();
      expect(save.hasAttribute('disabled'), text).toBe(true);
    }
    // 60 is the last one allowed; 30 is sent as a number.
    fireEvent.change(days, { target: { value: '60' } });
    expect(screen.queryByText('Whole days from 1 to 60.')).toBeNull();
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(save);
    expect(await screen.findByText('Corporate settings updated')).toBeTruthy();
    expect(posted).toEqual([
      { settings: { ...saved, renameHomeSecurityDeposit: '', renameChargeFeesRent: '', magicLinkDays: 30 } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Magic link expiry (days)' }).value).toBe(
        '30',
      ),
    );
  });
});

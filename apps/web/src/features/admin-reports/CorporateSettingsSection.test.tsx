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

describe('corporate settings', () => {
  it('shows the saved values, saves the changes and updates the session', async () => {
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/corporate/settings'))
        return {
          status: 200,
          body: {
            data: {
              settings: { renameHomeSecurityDeposit: 'Bond', renameChargeFeesRent: null, magicEnabled: true },
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
              },
            },
          },
        };
      }
      return undefined;
    });
    storeSession(makeSession({}, { permissions: ['updateCorporateReport'] }));
    render(
      <Providers queryClient={makeQueryClient()}>
        <CorporateSettingsSection />
      </Providers>,
    );
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
});

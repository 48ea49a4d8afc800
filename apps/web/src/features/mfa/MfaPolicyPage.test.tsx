/**
 * Admin › Sign-in security (ADR 0025): under the rule, how many active users have MFA on, and how many the rule
 * covers who have not set it up yet; the figures follow the answer of a change of rule.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MfaPolicyResponse } from '@rlc/shared';
import { mockFetch } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/renderRoutes.tsx';
import { mfaRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

describe('Sign-in security figures', () => {
  it('says how many active users have MFA on and how many the rule still covers without it', async () => {
    // 5 active users, 2 with MFA. Under 'optional' nobody is covered; under 'all' the other 3 are (5 − 2).
    const answers: Record<string, MfaPolicyResponse> = {
      GET: { policy: 'optional', adoption: { activeUsers: 5, withMfa: 2, coveredWithoutMfa: 0 } },
      POST: { policy: 'all', adoption: { activeUsers: 5, withMfa: 2, coveredWithoutMfa: 3 } },
    };
    mockFetch((url, init) =>
      url.endsWith('/corporate/mfa-policy')
        ? { status: 200, body: { data: answers[init?.method ?? 'GET'] } }
        : undefined,
    );
    renderRoutesAt(mfaRoutes, '/corporate/admin/security', {
      permissions: ['accessCorporate', 'updateCorporate'],
    });
    const figures = await screen.findByTestId('mfa-adoption');
    expect(figures.textContent).toBe('2 of 5 active users have multi-factor sign-in on.');
    fireEvent.click(screen.getByRole('radio', { name: 'Required for all staff' }));
    await waitFor(() =>
      expect(screen.getByTestId('mfa-adoption').textContent).toBe(
        '2 of 5 active users have multi-factor sign-in on.' +
          '3 users the rule covers have not set it up yet; they do so at their next sign-in.',
      ),
    );
  });
});

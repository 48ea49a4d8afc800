/**
 * The app bar's Resources button gets its one-off attention animation (spec §2.4) 2.5 s after it first shows,
 * once per user: a second visit of the same user shows none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession } from '../../test/fixtures.ts';
import { TopBar } from './TopBar.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderBar() {
  const router = createMemoryRouter([{ path: '*', element: <TopBar session={makeSession()} /> }], {
    initialEntries: ['/corporate/home'],
  });
  return render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const resources = () => screen.getByRole('link', { name: 'Resources' });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('the Resources button', () => {
  it('pulses once, 2.5 s after it shows, and not on the next visit', () => {
    const first = renderBar();
    expect(resources().dataset.attention).toBeUndefined();
    advance(2500);
    expect(resources().dataset.attention).toBe('on');
    // Only the Resources button.
    expect(screen.getByRole('link', { name: 'Home' }).dataset.attention).toBeUndefined();
    advance(2400);
    expect(resources().dataset.attention).toBeUndefined();
    first.unmount();

    renderBar();
    advance(10_000);
    expect(resources().dataset.attention).toBeUndefined();
  });
});

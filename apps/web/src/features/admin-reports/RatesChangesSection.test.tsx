/**
 * Report Settings › Rates changes: the list of reports whose headline figures change on today's
 * rates (largest change first, old → new per option), the "Re-run all N reports" button, the progress polled
 * every second to the end, then the refreshed list and a toast; runs partly failed or stopped; the empty state;
 * a run already going; a refused start; and the screen's gate (ability adminReports) and app-bar entry. Figures
 * are the server's answer; the test checks the wording, the arithmetic of the change column and the calls made.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES, type RatesChangesResponse, type RatesRerun } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, makeUser, mockFetch, storeSession } from '../../test/fixtures.ts';
import { renderAppAs } from '../../test/renderApp.tsx';
import { navItemsFor } from '../shell/index.ts';
import { ALL_ON_TODAYS_RATES } from './RatesChangesSection.tsx';
import { adminReportRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = { permissions: ['accessCorporate', 'createUser', 'updateUser', 'updateCorporateReport'] };

const figures = (agePension: number, rentAssistance: number, netCost: number) => ({
  agePension,
  rentAssistance,
  netCost,
});

const LIST: RatesChangesResponse = {
  checked: 5,
  kept: 1,
  running: null,
  reports: [
    {
      formId: 12,
      name: 'Walsh move review',
      customer: 'Margaret Walsh',
      calculatedAsAt: '2025-12-01',
      ratesFrom: '2025-09-20',
      // Sunny Grove's pension: 5,894.20 − 4,040.40 = 1,853.80, the largest change.
      largestChange: 1_853.8,
      scenarios: [
        {
          id: 'stay',
          name: 'Staying at home',
          before: figures(31_223.4, 0, -5_823.4),
          after: figures(32_180.2, 0, -6_780.2),
        },
        {
          id: 'int-11-101',
          name: 'Sunny Grove Village',
          before: figures(4_040.4, 0, 24_000),
          after: figures(5_894.2, 0, 22_146.2),
        },
      ],
    },
    {
      formId: 14,
      name: 'John Citizen',
      customer: 'John Citizen',
      calculatedAsAt: '2026-01-10',
      ratesFrom: '2025-09-20',
      largestChange: 956.8,
      scenarios: [
        {
          id: 'stay',
          name: 'Staying at home',
          before: figures(31_223.4, 0, 1_000),
          after: figures(32_180.2, 0, 43.2),
        },
      ],
    },
  ],
};

const EMPTY: RatesChangesResponse = { checked: 5, kept: 0, running: null, reports: [] };

const run = (over: Partial<RatesRerun>): RatesRerun => ({
  id: 9,
  status: 'queued',
  total: 2,
  done: 0,
  failed: 0,
  error: null,
  startedAt: '2026-11-02T09:00:00.000Z',
  finishedAt: null,
  ...over,
});

/** A server whose list, progress and start answers the test scripts; calls are recorded. */
function serve(opts: {
  lists: RatesChangesResponse[];
  progress?: RatesRerun[];
  start?: { status: number; body: unknown };
}) {
  const calls: string[] = [];
  let list = 0;
  let step = 0;
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.replace(/^.*\/api\/app\/v1/, '')}`);
    if (url.endsWith('/rates/changes')) {
      const answer = opts.lists[Math.min(list++, opts.lists.length - 1)]!;
      return { status: 200, body: { data: answer } };
    }
    if (url.endsWith('/rates/rerun') && method === 'POST')
      return opts.start ?? { status: 200, body: { data: { run: run({}) } } };
    if (url.endsWith('/rates/rerun/9') && opts.progress) {
      const answer = opts.progress[Math.min(step++, opts.progress.length - 1)]!;
      return { status: 200, body: { data: { run: answer } } };
    }
    return undefined;
  });
  return { calls };
}

function renderScreen() {
  storeSession(makeSession({}, ADMIN));
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [{ path: '/corporate', children: adminReportRoutes }] }],
    { initialEntries: ['/corporate/admin/reports'] },
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Rates changes', () => {
  it('lists the reports largest change first, with old → new figures per option and the dates', async () => {
    serve({ lists: [LIST] });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Reports whose figures change' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Walsh move review', 'John Citizen']);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Walsh move review' }).getAttribute('href')).toBe(
      '/corporate/form/12/summary',
    );
    // 1,853.80 rounds to $1,854 a year.
    expect(first.textContent).toContain(
      'Margaret Walsh · Calculated on 01/12/2025 with rates in force from 20/09/2025 · largest change $1,854 a year',
    );
    const village = within(first).getByRole('row', { name: /Sunny Grove Village/ });
    // 5,894.20 − 4,040.40 = +1,853.80 → +$1,854; net cost 22,146.20 − 24,000 = −1,853.80 → −$1,854.
    expect(village.textContent).toContain('$4,040 → $5,894');
    expect(village.textContent).toContain('+$1,854');
    expect(village.textContent).toContain('\u2212$1,854');
    // The customer is not repeated when it is the report's name.
    expect(items[1]!.textContent).toContain('John Citizen');
    expect(items[1]!.textContent).not.toContain('John Citizen ·');
    expect(screen.getByText(/5 open reports checked\. 1 kept on their old figures/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-run all 2 reports' })).toBeTruthy();
  });

  it('re-runs them all: progress every second to the end, then the empty list and a toast', async () => {
    const { calls } = serve({
      lists: [LIST, EMPTY],
      progress: [run({ status: 'running', done: 1 }), run({ status: 'done', done: 2, finishedAt: 'x' })],
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-run all 2 reports' }));
    // The POST's answer first (queued, nothing done: the first report is being re-run).
    expect((await screen.findByRole('status')).textContent).toBe('Re-running 1 of 2…');
    expect(screen.getByRole('button', { name: 'Re-run all 2 reports' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Re-running 2 of 2…'), {
      timeout: 3_000,
    });
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('Re-ran 2 of 2 reports on today’s rates.'),
      { timeout: 3_000 },
    );
    expect(screen.getByRole('progressbar', { name: 'Re-run progress' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(await screen.findByText(ALL_ON_TODAYS_RATES)).toBeTruthy();
    expect(await screen.findByText('Re-ran 2 reports on today’s rates')).toBeTruthy();
    expect(calls.filter((c) => c === 'POST /rates/rerun')).toHaveLength(1);
    // Polling stops once the run has ended: two progress answers, no third ask.
    await new Promise((r) => setTimeout(r, 1_300));
    expect(calls.filter((c) => c === 'GET /rates/rerun/9')).toHaveLength(2);
  }, 10_000);

  it('says which reports could not be re-run, and why a run stopped', async () => {
    serve({
      lists: [LIST, { ...LIST, reports: [LIST.reports[1]!] }],
      progress: [run({ status: 'done', done: 1, failed: 1, finishedAt: 'x' })],
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-run all 2 reports' }));
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'Re-ran 1 of 2 reports on today’s rates. 1 could not be re-run: open them to see why.',
        ),
      { timeout: 3_000 },
    );
    expect(await screen.findByText('Re-ran 1 report on today’s rates; 1 could not be re-run')).toBeTruthy();
    // The list asked again shows the one left, and it can be started again.
    expect(await screen.findByRole('button', { name: 'Re-run 1 report' })).toBeTruthy();
  }, 10_000);

  it('shows why a run stopped', async () => {
    serve({
      lists: [{ ...LIST, running: run({ status: 'running', done: 1 }) }],
      progress: [run({ status: 'failed', done: 1, error: 'The server stopped.', finishedAt: 'x' })],
    });
    renderScreen();
    expect(
      await screen.findByText('The re-run stopped after 1 of 2 reports: The server stopped.'),
    ).toBeTruthy();
    expect(await screen.findByText('The re-run stopped: The server stopped.')).toBeTruthy();
  });

  it('says every open report is on today’s rates when none changes, with no button', async () => {
    serve({ lists: [EMPTY] });
    renderScreen();
    expect(await screen.findByText(ALL_ON_TODAYS_RATES)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Re-run/ })).toBeNull();
  });

  it('follows a re-run already going when the screen opens', async () => {
    serve({
      lists: [{ ...LIST, running: run({ status: 'running', done: 1 }) }],
      progress: [run({ status: 'running', done: 1 })],
    });
    renderScreen();
    expect((await screen.findByRole('status')).textContent).toBe('Re-running 2 of 2…');
    expect(screen.getByRole('button', { name: 'Re-run all 2 reports' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s reason when the re-run does not start', async () => {
    serve({
      lists: [LIST],
      start: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'A re-run of reports on today’s rates is already in progress.',
          },
        },
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-run all 2 reports' }));
    expect(
      await screen.findByText(
        'The re-run did not start: A re-run of reports on today’s rates is already in progress.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Report Settings route', () => {
  it('is in the app bar only for users with the Report Settings permission', () => {
    const labels = (permissions: string[]) => navItemsFor(makeUser({ permissions })).map((i) => i.label);
    expect(labels(ADMIN.permissions)).toContain('Report Settings');
    expect(navItemsFor(makeUser(ADMIN)).find((i) => i.label === 'Report Settings')?.to).toBe(
      '/corporate/admin/reports',
    );
    expect(labels(['accessCorporate', 'createUser', 'updateUser'])).not.toContain('Report Settings');
  });

  it('answers Access Denied to an adviser', async () => {
    renderAppAs(makeSession(), '/corporate/admin/reports');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
  });
});

/**
 * The rates-change notice on Summary: old → new headline figures per scenario with the change, a
 * re-run that asks the server for a forced summary on today's rates, a "keep" that quiets the notice, and the
 * "New rates from" notice for announced rates. Figures here are the server's answer; the test checks the wording,
 * the arithmetic of the change column and the calls the buttons make.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RatesChangeResponse } from '@rlc/shared';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { formResponse, summaryResponse } from '../../../test/formData.ts';
import { RATES_CHANGED_TITLE } from './RatesChangeNotice.tsx';

afterEach(() => vi.unstubAllGlobals());

const figures = (agePension: number, rentAssistance: number, netCost: number) => ({
  agePension,
  rentAssistance,
  netCost,
});

const CHANGED: RatesChangeResponse = {
  calculatedAsAt: '2026-04-01',
  ratesFrom: '2026-03-20',
  changed: true,
  todayRatesFrom: '2026-09-20',
  kept: false,
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
  announced: null,
};

function serve(view: RatesChangeResponse) {
  const posts: { url: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (typeof init?.body === 'string') posts.push({ url, body: JSON.parse(init.body) as unknown });
    if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: formResponse() } };
    if (url.endsWith('/form/5/summary')) return { status: 200, body: { data: summaryResponse() } };
    if (url.endsWith('/form/5/ratesChange')) return { status: 200, body: { data: view } };
    return undefined;
  });
  return { posts };
}

describe('Rates change notice', () => {
  it('shows old and new headline figures per scenario with the change, and the dates', async () => {
    serve(CHANGED);
    renderAt('/corporate/form/5/summary');
    const notice = await screen.findByRole('region', { name: RATES_CHANGED_TITLE });
    expect(notice.textContent).toContain('Calculated on 01/04/2026 with rates in force from 20/03/2026');
    expect(notice.textContent).toContain('Rates in force from 20/09/2026 give:');
    const stay = within(notice).getByRole('row', { name: /Staying at home/ });
    // 32,180.20 − 31,223.40 = +956.80 → whole dollars +$957; the net cost falls by the same.
    expect(stay.textContent).toContain('$31,223 → $32,180');
    expect(stay.textContent).toContain('+$957');
    expect(stay.textContent).toContain('\u2212$957');
    const village = within(notice).getByRole('row', { name: /Sunny Grove Village/ });
    // 5,894.20 − 4,040.40 = +1,853.80 → +$1,854.
    expect(village.textContent).toContain('$4,040 → $5,894');
    expect(village.textContent).toContain('+$1,854');
    expect(village.textContent).toContain('no change'); // Rent Assistance 0 → 0
  });

  it('re-runs the report on today’s rates with one click (a forced summary)', async () => {
    const { posts } = serve(CHANGED);
    renderAt('/corporate/form/5/summary');
    const notice = await screen.findByRole('region', { name: RATES_CHANGED_TITLE });
    fireEvent.click(within(notice).getByRole('button', { name: "Re-run on today's rates" }));
    await waitFor(() =>
      expect(posts.filter((p) => p.url.endsWith('/form/5/summary')).map((p) => p.body)).toContainEqual({
        options: { force: true },
      }),
    );
    expect(await screen.findByText("Report re-run on today's rates")).toBeTruthy();
  });

  it('keeps the figures given to the client: the warning gives way to a quiet line', async () => {
    let kept = false;
    const view = () => ({ ...CHANGED, kept });
    // The GET answers what the server holds at the time it is asked.
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: formResponse() } };
      if (url.endsWith('/form/5/summary')) return { status: 200, body: { data: summaryResponse() } };
      if (url.endsWith('/form/5/ratesChange/keep')) {
        kept = true;
        return { status: 200, body: { data: view() } };
      }
      if (url.endsWith('/form/5/ratesChange')) return { status: 200, body: { data: view() } };
      return undefined;
    });
    renderAt('/corporate/form/5/summary');
    const notice = await screen.findByRole('region', { name: RATES_CHANGED_TITLE });
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep the figures given to the client' }));
    expect(await screen.findByText(/Figures kept on the rates in force from 20\/03\/2026/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: RATES_CHANGED_TITLE })).toBeNull();
  });

  it('announced rates: "New rates from" with what they change', async () => {
    serve({
      ...CHANGED,
      changed: false,
      scenarios: [],
      announced: {
        from: '2026-09-20',
        scenarios: [
          {
            id: 'stay',
            name: 'Staying at home',
            before: figures(31_223.4, 0, 0),
            after: figures(32_180.2, 0, 0),
          },
        ],
      },
    });
    renderAt('/corporate/form/5/summary');
    const notice = await screen.findByRole('region', { name: 'New rates from 20/09/2026' });
    expect(within(notice).getByRole('row', { name: /Staying at home/ }).textContent).toContain('+$957');
    expect(screen.queryByRole('region', { name: RATES_CHANGED_TITLE })).toBeNull();
  });

  it('says nothing when the rates are those of the report', async () => {
    serve({ ...CHANGED, changed: false, scenarios: [] });
    renderAt('/corporate/form/5/summary');
    await screen.findByText(/Compared as at/);
    expect(screen.queryByRole('region', { name: RATES_CHANGED_TITLE })).toBeNull();
    expect(screen.queryByText(/Figures kept/)).toBeNull();
  });
});
